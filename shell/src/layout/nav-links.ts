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
