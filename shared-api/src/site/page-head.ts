import { DEFAULT_LANGUAGE, htmlLangOf, isLanguage, LANGUAGES, type Language } from 'shared-i18n/languages';

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  /** The page's own address without a language-independent query, e.g. /en/services/seo-audit. */
  path: string;
  /** A query that makes a distinct page, e.g. ?category=seo-content; part of the canonical. */
  query?: string;
  /** Private or thin pages (account, cart, checkout, mailed-link pages) are kept out of search results. */
  noindex?: boolean;
  /** Structured data: Organization on the home page, Service with its Offer on a service page. */
  jsonLd?: object[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** The path without its language prefix: /en/services/x → /services/x, /en → ''. */
function pathTail(path: string): string {
  const [, first, ...rest] = path.split('/');
  return isLanguage(first) ? (rest.length > 0 ? `/${rest.join('/')}` : '') : path;
}

/**
 * The part of an address's query that makes a page of its own, kept in its canonical and alternates:
 * the catalogue's ?category=; any other query (a search, a page number) shows the same page.
 */
export function distinctQueryOf(path: string, search: string): string {
  const category = pathTail(path) === '/services' ? new URLSearchParams(search).get('category') : null;
  return category ? `?category=${encodeURIComponent(category)}` : '';
}

/** The same page in every language, with BCP 47 codes (uk, cs), and x-default in English. */
export function alternatesOf(origin: string, path: string, query = ''): Array<{ hreflang: string; href: string }> {
  const tail = pathTail(path);
  return [
    ...LANGUAGES.map((lng) => ({ hreflang: htmlLangOf(lng), href: `${origin}/${lng}${tail}${query}` })),
    { hreflang: 'x-default', href: `${origin}/${DEFAULT_LANGUAGE}${tail}${query}` },
  ];
}

/** OpenGraph wants language_TERRITORY; the language's BCP 47 code is the part browsers and crawlers read. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', ua: 'uk_UA', ru: 'ru_RU', es: 'es_ES', pl: 'pl_PL', lt: 'lt_LT', nl: 'nl_NL', cz: 'cs_CZ' };

/** Marks the address links a page arrived with, which the browser replaces as the visitor moves on. */
export const PAGE_LINK_MARK = 'data-page-link';

/** The <head> elements of a page: title, description, canonical, hreflang alternates, OpenGraph, robots, JSON-LD. */
export function headElements(head: PageHead, origin: string): string {
  const url = `${origin}${head.path}${head.query ?? ''}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link ${PAGE_LINK_MARK} rel="canonical" href="${escapeHtml(url)}">`,
    ...alternatesOf(origin, head.path, head.query).map(
      ({ hreflang, href }) => `<link ${PAGE_LINK_MARK} rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[head.lang]}">`,
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
