import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-i18n/languages';

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Unprefixed sections that lead to their English equivalent, keeping the rest of the path (spec 2). */
const UNPREFIXED_TO_ENGLISH = new Set(['services', 'about', 'contacts']);
const LOOKS_LIKE_LANGUAGE = /^[a-z]{2}$/i;

/** One step of the redirect rules; undefined when the URL is where it should be. */
function redirectStep({ pathname, search, hash }: UrlParts, current: Language): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, ...rest] = segments;
  const tail = `${search}${hash}`;

  if (first === undefined) return `/${current}${tail}`;
  if (UNPREFIXED_TO_ENGLISH.has(first)) return `/${DEFAULT_LANGUAGE}/${segments.join('/')}${tail}`;
  if (first === 'account') return `/${DEFAULT_LANGUAGE}/account`;
  if (first === 'auth') return `/${DEFAULT_LANGUAGE}/auth/login`;
  if (!isLanguage(first)) {
    return LOOKS_LIKE_LANGUAGE.test(first) ? `/${[DEFAULT_LANGUAGE, ...segments.slice(1)].join('/')}${tail}` : undefined;
  }
  if (second === 'pricing' && rest.length === 0) return `/${first}/services${tail}`;
  if (second === 'account' && rest.length === 0) return `/${first}/account/dashboard${tail}`;
  return undefined;
}

/**
 * Where a URL must go before anything renders (spec 2), or undefined to render it. Rules chain:
 * /account/x goes to /en/account and on to /en/account/dashboard in one answer.
 */
export function redirectFor(url: UrlParts, current: Language): string | undefined {
  let target: string | undefined;
  let next = redirectStep(url, current);
  for (let hops = 0; next !== undefined && hops < 5; hops += 1) {
    target = next;
    next = redirectStep(splitUrl(next), current);
  }
  return target;
}

export function splitUrl(url: string): UrlParts {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/** The same page in another language: the prefix is replaced (or added), query and hash kept. */
export function pathInLanguage({ pathname, search, hash }: UrlParts, lng: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] !== undefined && isLanguage(segments[0]) ? segments.slice(1) : segments;
  return `/${[lng, ...rest].join('/')}${search}${hash}`;
}
