import type { Language } from 'shared-i18n';

/** Every route of the site in one place (spec 2); all public routes sit under a language prefix. */
export const paths = {
  home: (lang: Language) => `/${lang}`,
  services: (lang: Language) => `/${lang}/services`,
  service: (lang: Language, slug: string) => `/${lang}/services/${encodeURIComponent(slug)}`,
  pricing: (lang: Language) => `/${lang}/pricing`,
  promo: (lang: Language) => `/${lang}/promo/10k`,
  cart: (lang: Language) => `/${lang}/cart`,
  checkout: (lang: Language) => `/${lang}/checkout`,
  about: (lang: Language) => `/${lang}/about`,
  partners: (lang: Language) => `/${lang}/partners`,
  cases: (lang: Language) => `/${lang}/cases`,
  contacts: (lang: Language) => `/${lang}/contacts`,
  terms: (lang: Language) => `/${lang}/policies/terms`,
  privacy: (lang: Language) => `/${lang}/policies/privacy`,
  login: (lang: Language) => `/${lang}/auth/login`,
  register: (lang: Language) => `/${lang}/auth/register`,
  account: (lang: Language) => `/${lang}/account`,
  accountSection: (lang: Language, section: AccountSection) => `/${lang}/account/${section}`,
  admin: (lang: Language) => `/${lang}/admin`,
} as const;

export const ACCOUNT_SECTIONS = ['dashboard', 'bonus', 'orders', 'invoices', 'profile'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
