import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, htmlLangOf, isLanguage, toLanguage, type Language } from './languages';
import { translationFiles } from './translation-files';
import { NAMESPACES, NAMESPACE_OWNER, type TranslationOwner } from './namespaces';
import { numbersInLanguage } from './number-format';


/** The one i18next instance of the whole site; Module Federation shares this module as a singleton. */
export const i18n: I18n = i18next.createInstance();

const baseOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'currentOnly' as const,
  ns: ['common'],
  defaultNS: 'common',
  // Russian texts are empty strings: they fall back to English key by key (spec 1).
  returnEmptyString: false,
  // Every interpolated number in the text's language ('1 200' in Czech), through numbersInLanguage.
  interpolation: { escapeValue: false, alwaysFormat: true },
};

/**
 * i18next picks plural rules by the language code, and two of ours are not BCP 47 codes (ua is
 * Ukrainian 'uk', cz is Czech 'cs'): without this, '5 послуг' would read '5 послуги'.
 */
function pluralsByBcp47(instance: I18n): void {
  const resolver = instance.services.pluralResolver as { getRule(code: string, options?: object): unknown };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code: string, options?: object) => getRule(isLanguage(code) ? htmlLangOf(code) : code, options);
}

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Spec 9: the choice is kept in local storage and in a cookie, where the server reads it too. */
function rememberLanguage(lng: Language): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lng}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage turned off (a private window): the cookie still holds it.
  }
}

/** The page's lang attribute follows the language, which is remembered for the next visit. */
function followLanguage(instance: I18n, remember: boolean): void {
  instance.on('languageChanged', (lng) => {
    if (typeof document === 'undefined' || !isLanguage(lng)) return;
    document.documentElement.lang = htmlLangOf(lng);
    if (remember) rememberLanguage(lng);
  });
}

/** What a server-rendered page hands the browser: its language and the translations it rendered with. */
export interface RenderedTexts {
  lng: Language;
  resources: Resource;
}

/** Translation files over HTTP, with the loader's retries kept explicit (spec 4): 5 retries, 350 ms doubling, 10 parallel reads. */
const loadingOptions = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 };

/** Spec 9's order, for a page that does not come with its language (a remote running alone). */
const detection = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_STORAGE_KEY,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
  // rememberLanguage keeps the choice, whichever way it was made.
  caches: [],
  convertDetectedLanguage: toLanguage,
};

/**
 * Starts the site's i18n: translations over HTTP, the language detected as spec 9 orders it. A
 * server-rendered page passes its language (from its address) and texts, so the first render
 * matches the server's; the detector is then not needed, and not loaded.
 */
export async function initI18n(rendered?: RenderedTexts): Promise<unknown> {
  if (i18n.isInitialized) return;
  followLanguage(i18n, true);
  i18n.use(translationFiles).use(numbersInLanguage).use(initReactI18next);
  if (!rendered) i18n.use((await import('i18next-browser-languagedetector')).default);
  await i18n.init({
    ...baseOptions,
    ...loadingOptions,
    ...(rendered ? { lng: rendered.lng, resources: rendered.resources, partialBundledLanguages: true, ns: Object.keys(rendered.resources[rendered.lng] ?? {}) } : { detection }),
    react: { useSuspense: true },
  });
  pluralsByBcp47(i18n);
}

/** For tests: the same instance with in-memory resources and a fixed language. */
export function initI18nWithResources(resources: Resource, lng: string = DEFAULT_LANGUAGE): Promise<unknown> {
  if (!i18n.isInitialized) followLanguage(i18n, false);
  if (i18n.isInitialized) {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(language, ns, bundle, true, true);
    }
    return i18n.changeLanguage(lng);
  }
  return i18n
    .use(numbersInLanguage)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      lng,
      resources,
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? { common: {} }),
      react: { useSuspense: false },
    })
    .then(() => pluralsByBcp47(i18n));
}

/** The current interface language, English when i18next holds something else. */
export function currentLanguage(): (typeof LANGUAGES)[number] {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * The server's i18n: translations over HTTP from the same origins the browser uses (absolute URLs,
 * see setTranslationOrigins), loaded once and kept. Each request renders with its own clone
 * (`textsForRequest`), so one page's language never leaks into another's.
 */
const serverI18n: I18n = i18next.createInstance();

export async function textsForRequest(lng: Language): Promise<I18n> {
  if (!serverI18n.isInitialized) {
    await serverI18n.use(translationFiles).use(numbersInLanguage).init({ ...baseOptions, ...loadingOptions, lng: DEFAULT_LANGUAGE, react: { useSuspense: true } });
    pluralsByBcp47(serverI18n);
  }
  const texts = serverI18n.cloneInstance({ lng });
  await texts.changeLanguage(lng);
  return texts;
}

/**
 * After a remote's release changed, its translation files are elsewhere and may say something else:
 * the server reads that remote's namespaces again, in every language it holds, for the next renders.
 */
export async function reloadServerTexts(owners: readonly TranslationOwner[]): Promise<void> {
  if (!serverI18n.isInitialized || owners.length === 0) return;
  const namespaces = NAMESPACES.filter((ns) => owners.includes(NAMESPACE_OWNER[ns]));
  const languages = Object.keys(serverI18n.store.data);
  if (languages.length > 0 && namespaces.length > 0) await serverI18n.reloadResources(languages, namespaces);
}

/** The translations a request's render used, in its language and the fallback, for the page to carry. */
export function renderedTexts(texts: I18n, usedNamespaces: readonly string[]): RenderedTexts {
  const lng = isLanguage(texts.language) ? texts.language : DEFAULT_LANGUAGE;
  const languages = [...new Set([lng, DEFAULT_LANGUAGE])];
  const resources: Resource = Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(usedNamespaces.flatMap((ns) => {
        const bundle = texts.getResourceBundle(language, ns) as Record<string, unknown> | undefined;
        return bundle ? [[ns, bundle]] : [];
      })),
    ]),
  );
  return { lng, resources };
}
