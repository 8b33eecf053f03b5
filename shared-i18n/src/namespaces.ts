/** Translation namespaces (spec 9). */
export const NAMESPACES = ['common', 'services', 'pricing', 'account', 'promo10k', 'forms', 'home', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The apps that ship translation files; each namespace's files are deployed with its owner. */
export type TranslationOwner = 'shell' | 'catalogue' | 'account' | 'promo' | 'admin';

export const NAMESPACE_OWNER: Record<Namespace, TranslationOwner> = {
  common: 'shell',
  forms: 'shell',
  home: 'shell',
  services: 'catalogue',
  pricing: 'catalogue',
  account: 'account',
  promo10k: 'promo',
  admin: 'admin',
};
