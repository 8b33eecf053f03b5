// The API accepts the interface languages (spec 1). Imported from the one list in shared-i18n by
// file, so the server gets the list without i18next.
export { LANGUAGES as LANGUAGE_CODES, type Language as LanguageCode, isLanguage, htmlLangOf, toLanguage, LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE, languageOfPath } from 'shared-i18n/languages';

export const CURRENCIES = ['EUR', 'USD', 'UAH'] as const;
