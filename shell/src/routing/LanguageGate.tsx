import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage } from 'shared-i18n';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Routes under /{lang}: the language in the URL wins over detection and switches the interface. */
export function LanguageGate() {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const supported = isLanguage(lang);

  useEffect(() => {
    if (supported && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [supported, lang, i18n]);

  return supported ? <Outlet /> : <NotFoundPage />;
}
