import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, htmlLangOf, isLanguage, LANGUAGES } from 'shared-i18n';

/** <link rel="alternate" hreflang> for every language of the current page, and x-default in English. */
export function Hreflang() {
  const { pathname } = useLocation();
  useEffect(() => {
    const [, first, ...rest] = pathname.split('/');
    if (!isLanguage(first)) return;
    const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
    const alternates = [
      ...LANGUAGES.map((lng) => ({ hreflang: htmlLangOf(lng), href: `${window.location.origin}/${lng}${tail}` })),
      { hreflang: 'x-default', href: `${window.location.origin}/${DEFAULT_LANGUAGE}${tail}` },
    ];
    const links = alternates.map(({ hreflang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      document.head.appendChild(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [pathname]);
  return null;
}
