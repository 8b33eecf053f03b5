import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { alternatesOf, PAGE_LINK_MARK } from 'shared-api';
import { isLanguage } from 'shared-i18n';

/**
 * Keeps the canonical and the hreflang alternates of the page shown: the server wrote them for the
 * page the visitor arrived on (marked), and they are rewritten, the same way, as the visitor moves on.
 */
export function Hreflang() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isLanguage(pathname.split('/')[1])) return;
    const { origin } = window.location;
    document.head.querySelectorAll(`link[${PAGE_LINK_MARK}]`).forEach((link) => link.remove());
    const add = (rel: string, href: string, hreflang?: string) => {
      const link = document.createElement('link');
      link.setAttribute(PAGE_LINK_MARK, '');
      link.rel = rel;
      link.href = href;
      if (hreflang) link.hreflang = hreflang;
      document.head.appendChild(link);
    };
    add('canonical', `${origin}${pathname}`);
    for (const { hreflang, href } of alternatesOf(origin, pathname)) add('alternate', href, hreflang);
  }, [pathname]);
  return null;
}
