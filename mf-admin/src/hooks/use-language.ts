import { useParams } from 'react-router';
import { languageOr, type Language } from 'shared-i18n';

/** The language of the page, from its /{lang}/ prefix. */
export function useLanguage(): Language {
  return languageOr(useParams().lang);
}
