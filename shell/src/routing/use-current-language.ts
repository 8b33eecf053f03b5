import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-i18n';

/**
 * The interface language: the URL's prefix when it has one (it wins, and is right at once, while
 * i18next may still be loading that language's texts), else i18next's current language.
 */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  const prefix = useLocation().pathname.split('/')[1];
  if (isLanguage(prefix)) return prefix;
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
