import { LANGUAGE_CODES, type LanguageCode } from 'shared-api/contracts/languages';
import type { SiteSettings } from 'shared-api/contracts/content';
import { z } from 'zod';

/** A label written in every interface language (issue 22: the settings are content, not English only). */
const inEveryLanguage = z.strictObject(
  Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, z.string().min(1, 'Expected a text, not an empty string')])) as Record<LanguageCode, z.ZodString>,
);
type InEveryLanguage = z.infer<typeof inEveryLanguage>;

/**
 * The company settings as stored and seeded: names, numbers and addresses as they are registered,
 * countries and the labels of phones and e-mails in each language. The API serves them in one.
 */
export const storedSiteSettings = z.strictObject({
  legalEntities: z.array(
    z.strictObject({
      name: z.string().min(1),
      country: inEveryLanguage,
      /** The registered address, written as registered, in no particular reader's language. */
      address: z.string().min(1),
      registrationNumber: z.string().min(1),
      phone: z.string().min(1),
      email: z.email(),
    }),
  ),
  phones: z.array(z.strictObject({ label: inEveryLanguage, number: z.string().min(1) })),
  emails: z.array(z.strictObject({ label: inEveryLanguage, address: z.email() })),
  socialLinks: z.array(z.strictObject({ name: z.string().min(1), url: z.url() })),
});
export type StoredSiteSettings = z.infer<typeof storedSiteSettings>;

/** The settings as a reader of a language sees them. */
export function siteSettingsIn(settings: StoredSiteSettings, lang: LanguageCode): SiteSettings {
  const label = (texts: InEveryLanguage) => texts[lang];
  return {
    legalEntities: settings.legalEntities.map((entity) => ({ ...entity, country: label(entity.country) })),
    phones: settings.phones.map((phone) => ({ ...phone, label: label(phone.label) })),
    emails: settings.emails.map((email) => ({ ...email, label: label(email.label) })),
    socialLinks: settings.socialLinks,
  };
}
