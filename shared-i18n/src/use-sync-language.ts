import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './languages';

/** Makes the language named in the URL the interface language (the URL wins over detection). */
export function useSyncLanguage(lang: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (isLanguage(lang) && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
}
