/** Interface languages, in the order the language selector lists them (spec 1). */
export const LANGUAGES = ['en', 'ua', 'ru', 'es', 'pl', 'lt', 'nl', 'cz'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the chosen language is remembered: local storage and a cookie of this name (spec 9). */
export const LANGUAGE_STORAGE_KEY = 'gp.language';

/** Default and fallback language (spec 1). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages the selector shows a flag for: every one but ru (spec 2). */
export const FLAGGED_LANGUAGES: readonly Language[] = LANGUAGES.filter((lng) => lng !== 'ru');

/** Each language's own name, as its speakers write it; these are not translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ua: 'Українська',
  ru: 'Русский',
  es: 'Español',
  pl: 'Polski',
  lt: 'Lietuvių',
  nl: 'Nederlands',
  cz: 'Čeština',
};

/** The product's codes ua and cz are not BCP 47; browsers and <html lang> use uk and cs. */
const BCP47: Partial<Record<Language, string>> = { ua: 'uk', cz: 'cs' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The value for <html lang> in a language. */
export function htmlLangOf(lng: Language): string {
  return BCP47[lng] ?? lng;
}

/**
 * Maps a detected code (browser 'uk-UA', cookie 'cz', html 'cs') to the product's language,
 * or returns it unchanged when it is none of ours, so i18next falls back to en.
 */
export function toLanguage(detected: string): string {
  const base = detected.toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguage(base)) return base;
  const fromBcp47 = (Object.keys(BCP47) as Language[]).find((lng) => BCP47[lng] === base);
  return fromBcp47 ?? detected;
}

/** A language from a URL segment, English when the segment is not one of ours. */
export function languageOr(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language of a path's /{lang}/ prefix, English when it has none. */
export function languageOfPath(pathname: string): Language {
  return languageOr(pathname.split('/')[1]);
}
