import { Outlet, useParams } from 'react-router';
import { useSyncLanguage } from 'shared-i18n';

/** A /:lang route's element for an app running alone: the URL's language becomes the interface's. */
export function LanguageOutlet() {
  useSyncLanguage(useParams().lang);
  return <Outlet />;
}
