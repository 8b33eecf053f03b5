import type { Language } from 'shared-i18n';
import { paths } from '../routing/paths';

/** The header's links (spec 2): home, services, promo/10k, contacts. */
export function headerLinks(lang: Language) {
  return [
    { key: 'home', to: paths.home(lang), end: true },
    { key: 'services', to: paths.services(lang), end: false },
    { key: 'promo', to: paths.promo(lang), end: false },
    { key: 'contacts', to: paths.contacts(lang), end: false },
  ] as const;
}

/**
 * The footer's links, in two groups: the company (about, partners, cases, contacts: pages the header
 * does not link) and its policies (spec 2's privacy policy and terms of service).
 */
export function footerLinks(lang: Language) {
  return [
    {
      key: 'company',
      links: [
        { key: 'about', label: 'menu.about', to: paths.about(lang) },
        { key: 'partners', label: 'menu.partners', to: paths.partners(lang) },
        { key: 'cases', label: 'menu.cases', to: paths.cases(lang) },
        { key: 'contacts', label: 'footer.contactUs', to: paths.contacts(lang) },
      ],
    },
    {
      key: 'policies',
      links: [
        { key: 'privacy', label: 'footer.privacyPolicy', to: paths.privacy(lang) },
        { key: 'terms', label: 'footer.termsOfService', to: paths.terms(lang) },
      ],
    },
  ] as const;
}
