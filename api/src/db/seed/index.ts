import { eq } from 'drizzle-orm';
import { toCents } from 'shared-domain';
import type { Transaction } from '../database';
import { storedSiteSettings, type StoredSiteSettings } from '../site-settings';
import { categories, categoryTranslations, contentPages, contentPageTranslations, servicePrices, services, serviceTranslations, siteSettings } from '../schema';
import { loadSeedData, type SeedData } from './seed-data';
import type { SeedLanguage } from './schemas';

/**
 * An item's texts in every language: those written beside its data and those kept in files of their
 * own (files/translations/), e.g. [['en', {...}], …, ['ru', {...}]].
 */
function everyLanguage<T>(inline: Record<SeedLanguage, T>, texts: SeedData['texts'], elsewhere: (texts: SeedData['texts'][string]) => T | undefined): Array<[string, T]> {
  const fromFiles = Object.entries(texts).flatMap(([lang, languageTexts]) => {
    const text = elsewhere(languageTexts);
    return text ? [[lang, text] as [string, T]] : [];
  });
  return [...(Object.entries(inline) as Array<[string, T]>), ...fromFiles];
}

async function seedCatalogue(tx: Transaction, data: SeedData) {
  const categoryIds = new Map<string, string>();
  for (const category of data.categories) {
    await tx
      .insert(categories)
      .values({ slug: category.slug, icon: category.icon, color: category.color, sortOrder: category.sortOrder })
      .onConflictDoNothing();
    const [existing] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, category.slug));
    categoryIds.set(category.slug, existing!.id);
    // A language missing from a database seeded earlier is added; texts already there (perhaps edited) stay.
    await tx
      .insert(categoryTranslations)
      .values(everyLanguage(category.translations, data.texts, (texts) => texts.categories[category.slug]).map(([lang, text]) => ({ categoryId: existing!.id, lang, ...text })))
      .onConflictDoNothing();
  }

  for (const [position, service] of data.services.entries()) {
    const [row] = await tx
      .insert(services)
      .values({
        slug: service.slug,
        categoryId: categoryIds.get(service.category) ?? null,
        isPopular: service.isPopular,
        isUrgent: service.isUrgent,
        expertLevel: service.expertLevel,
        hasGuarantee: service.hasGuarantee,
        roi: service.roi,
        estimatedDeliveryDays: service.estimatedDeliveryDays,
        sortOrder: position,
      })
      .onConflictDoNothing()
      .returning({ id: services.id });
    const [existing] = row ? [row] : await tx.select({ id: services.id }).from(services).where(eq(services.slug, service.slug));
    if (!existing) continue;
    await tx
      .insert(serviceTranslations)
      .values(everyLanguage(service.translations, data.texts, (texts) => texts.services[service.slug]).map(([lang, text]) => ({ serviceId: existing.id, lang, ...text })))
      .onConflictDoNothing();
    if (!row) continue;
    await tx.insert(servicePrices).values(
      service.prices.map((price, index) => ({
        serviceId: row.id,
        amountCents: toCents(price.amount),
        currency: price.currency ?? 'EUR',
        kind: price.kind,
        position: index,
      })),
    );
  }
}

async function seedContent(tx: Transaction, data: SeedData) {
  for (const page of data.contentPages) {
    const [row] = await tx
      .insert(contentPages)
      .values({ slug: page.slug, sortOrder: page.sortOrder })
      .onConflictDoNothing()
      .returning({ id: contentPages.id });
    const [existing] = row ? [row] : await tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, page.slug));
    if (!existing) continue;
    await tx
      .insert(contentPageTranslations)
      .values(everyLanguage(page.translations, data.texts, (texts) => texts.contentPages[page.slug]).map(([lang, text]) => ({ pageId: existing.id, lang, ...text })))
      .onConflictDoNothing();
  }
  await seedSiteSettings(tx, data.siteSettings);
}

/**
 * The settings are seeded once; settings stored before they were written in every language (their
 * labels plain English strings) are replaced, as nothing but the seed has ever written them.
 */
async function seedSiteSettings(tx: Transaction, settings: StoredSiteSettings) {
  const [stored] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'site'));
  if (!stored) await tx.insert(siteSettings).values({ key: 'site', value: settings });
  else if (!storedSiteSettings.safeParse(stored.value).success) await tx.update(siteSettings).set({ value: settings }).where(eq(siteSettings.key, 'site'));
}

/**
 * Inserts the catalogue (categories, services, prices), the content pages and the site settings of
 * files/, checked as they are read: an empty database is filled, rows already there stay as they are.
 */
export async function seedCatalogueAndContent(tx: Transaction, data: SeedData = loadSeedData()): Promise<void> {
  await seedCatalogue(tx, data);
  await seedContent(tx, data);
}
