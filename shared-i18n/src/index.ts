export * from './languages';
export * from './namespaces';
export { setTranslationOrigins, translationUrl, type TranslationOrigins } from './translation-url';
export { i18n, initI18n, initI18nWithResources, currentLanguage, textsForRequest, reloadServerTexts, renderedTexts, type RenderedTexts } from './i18n';
export { useSyncLanguage } from './use-sync-language';
export { formatNumber } from './number-format';
