import { Outlet, useParams } from 'react-router';
import { isLanguage, useSyncLanguage } from 'shared-i18n';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Routes under /{lang}: the language in the URL switches the interface; an unknown one is a 404. */
export function LanguageGate() {
  const { lang } = useParams();
  useSyncLanguage(lang);
  return isLanguage(lang) ? <Outlet /> : <NotFoundPage />;
}
