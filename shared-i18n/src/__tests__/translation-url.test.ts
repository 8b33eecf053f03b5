import { htmlLangOf, toLanguage } from '../languages';
import { translationUrl } from '../translation-url';

const origins = { shell: '/', catalogue: 'https://cdn.example.com/catalogue/2.1.0/', account: '/remotes/account', promo: '/remotes/promo/' };

describe('translationUrl', () => {
  it.each([
    ['en', 'common', '/locales/en/common.json'],
    ['ua', 'home', '/locales/ua/home.json'],
    ['es', 'services', 'https://cdn.example.com/catalogue/2.1.0/locales/es/services.json'],
    ['cz', 'account', '/remotes/account/locales/cz/account.json'],
    ['en', 'promo10k', '/remotes/promo/locales/en/promo10k.json'],
    ['pl', 'common', '/locales/pl/common.json'],
    // Every language ships every namespace.
    ['pl', 'forms', '/locales/pl/forms.json'],
    ['lt', 'services', 'https://cdn.example.com/catalogue/2.1.0/locales/lt/services.json'],
    ['nl', 'promo10k', '/remotes/promo/locales/nl/promo10k.json'],
    ['ru', 'account', '/remotes/account/locales/ru/account.json'],
    // Unknown languages or namespaces are never turned into a URL.
    ['de', 'common', undefined],
    ['en', '../../secrets', undefined],
  ])('%s/%s → %s', (lng, ns, expected) => {
    expect(translationUrl(lng, ns, origins)).toBe(expected);
  });

  it('has no URL for a remote whose origin is not known yet', () => {
    expect(translationUrl('en', 'services', { shell: '/' })).toBeUndefined();
  });
});

describe('language codes', () => {
  it.each([
    ['uk-UA', 'ua'],
    ['uk', 'ua'],
    ['cs-CZ', 'cz'],
    ['en-GB', 'en'],
    ['es_ES', 'es'],
    ['UA', 'ua'],
    ['de-DE', 'de-DE'],
  ])('detected %s is %s', (detected, expected) => {
    expect(toLanguage(detected)).toBe(expected);
  });

  it('writes <html lang> in BCP 47', () => {
    expect(htmlLangOf('ua')).toBe('uk');
    expect(htmlLangOf('cz')).toBe('cs');
    expect(htmlLangOf('pl')).toBe('pl');
  });
});
