import { useEffect } from 'react';
import type { Language } from 'shared-i18n';
import { z } from 'zod';

/** zod's locale for each interface language (ua and cz are uk and cs). */
const ZOD_LOCALES: Record<Language, () => Parameters<typeof z.config>[0]> = {
  en: z.locales.en,
  ua: z.locales.uk,
  ru: z.locales.ru,
  es: z.locales.es,
  pl: z.locales.pl,
  lt: z.locales.lt,
  nl: z.locales.nl,
  cz: z.locales.cs,
};

/**
 * zod's own messages ('Too small: expected string to have >=1 characters') in the page's language while
 * staff work in the back office, and English again when they leave it. Only in the browser: on the
 * server zod is shared by every request and by the API, whose answers stay in English.
 */
export function useZodMessagesIn(lang: Language): void {
  useEffect(() => {
    z.config(ZOD_LOCALES[lang]());
    return () => {
      z.config(z.locales.en());
    };
  }, [lang]);
}
