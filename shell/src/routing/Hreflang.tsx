import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { alternatesOf, distinctQueryOf, PAGE_LINK_MARK } from 'shared-api';
import { isLanguage } from 'shared-i18n';

/**
 * Keeps the canonical and the hreflang alternates of the page shown: the server wrote them for the
 * page the visitor arrived on (marked), and they are rewritten, the same way, as the visitor moves on.
 * The server's are kept as they are on arrival (rewriting them cost the start-up). Both keep the query
 * that makes a page of its own, such as ?category=… (distinctQueryOf).
 */
export function Hreflang() {
  const { pathname, search } = useLocation();
  const arriving = useRef(true);
  // The site's public address, as the server wrote it (its PUBLIC_URL), else the browser's.
  const origin = useRef<string | undefined>(undefined);
  useEffect(() => {
    const arrived = arriving.current;
    arriving.current = false;
    const served = arrived ? document.head.querySelector<HTMLLinkElement>(`link[${PAGE_LINK_MARK}][rel="canonical"]`) : null;
    if (served) {
      origin.current = new URL(served.href).origin;
      return;
    }
    if (!isLanguage(pathname.split('/')[1])) return;
    const base = origin.current ?? window.location.origin;
    document.head.querySelectorAll(`link[${PAGE_LINK_MARK}]`).forEach((link) => link.remove());
    const add = (rel: string, href: string, hreflang?: string) => {
      const link = document.createElement('link');
      link.setAttribute(PAGE_LINK_MARK, '');
      link.rel = rel;
      link.href = href;
      if (hreflang) link.hreflang = hreflang;
      document.head.appendChild(link);
    };
    const query = distinctQueryOf(pathname, search);
    add('canonical', `${base}${pathname}${query}`);
    for (const { hreflang, href } of alternatesOf(base, pathname, query)) add('alternate', href, hreflang);
  }, [pathname, search]);
  return null;
}
