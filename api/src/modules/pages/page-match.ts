import { isLanguage, type LanguageCode } from 'shared-api/contracts';

/** Where each content page lives in the site (spec 2), by its content slug. */
export const CONTENT_PAGE_PATHS: Record<string, string> = {
  about: 'about',
  partners: 'partners',
  cases: 'cases',
  contacts: 'contacts',
  terms: 'policies/terms',
  privacy: 'policies/privacy',
};

export type PageMatch =
  | { kind: 'home' | 'services' | 'promo'; lang: LanguageCode }
  | { kind: 'service'; lang: LanguageCode; slug: string }
  | { kind: 'content'; lang: LanguageCode; slug: string }
  | { kind: 'auth'; lang: LanguageCode; page: 'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' }
  | { kind: 'private'; lang: LanguageCode; page: 'account' | 'admin' | 'cart' | 'checkout' };

const AUTH_PAGES = ['login', 'register', 'forgot-password', 'reset-password', 'verify-email'] as const;
const CONTENT_BY_PATH = new Map(Object.entries(CONTENT_PAGE_PATHS).map(([slug, path]) => [path, slug]));

/** The page a path names under the site's routes (the shell's route table), or null: a 404. */
export function matchPage(pathname: string): PageMatch | null {
  const [lang, ...segments] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!isLanguage(lang)) return null;
  const rest = segments.join('/');
  if (rest === '') return { kind: 'home', lang };
  if (rest === 'services') return { kind: 'services', lang };
  if (segments[0] === 'services' && segments.length === 2) return { kind: 'service', lang, slug: segments[1]! };
  if (rest === 'promo/10k') return { kind: 'promo', lang };
  if (rest === 'cart' || rest === 'checkout') return { kind: 'private', lang, page: rest };
  if (segments[0] === 'account') return { kind: 'private', lang, page: 'account' };
  // The back office answers every visitor alike; the page shows it to administrators only.
  if (segments[0] === 'admin') return { kind: 'private', lang, page: 'admin' };
  const content = CONTENT_BY_PATH.get(rest);
  if (content) return { kind: 'content', lang, slug: content };
  const auth = AUTH_PAGES.find((page) => rest === `auth/${page}`);
  if (auth) return { kind: 'auth', lang, page: auth };
  return null;
}
