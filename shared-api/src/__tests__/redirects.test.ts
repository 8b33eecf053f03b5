import type { Language } from 'shared-i18n';
import { pathInLanguage, redirectFor, splitUrl } from '../site/redirects';

describe('redirectFor (spec 2)', () => {
  const cases: Array<[string, Language, string | undefined]> = [
    // The root goes to the current interface language's home, keeping the query string.
    ['/', 'en', '/en'],
    ['/', 'ua', '/ua'],
    ['/?utm_source=mail#top', 'es', '/es?utm_source=mail#top'],
    // Unprefixed sections go to their English equivalent with the rest of the path and the query.
    ['/services', 'ua', '/en/services'],
    ['/services/seo-audit?ref=x', 'ua', '/en/services/seo-audit?ref=x'],
    ['/about', 'en', '/en/about'],
    ['/contacts?from=footer', 'cz', '/en/contacts?from=footer'],
    // Account and auth shortcuts.
    ['/account', 'en', '/en/account/dashboard'],
    ['/account/orders/42', 'ua', '/en/account/dashboard'],
    ['/auth/register', 'en', '/en/auth/login'],
    // A two-letter first segment that is no supported language is replaced by en.
    ['/de/services?category=seo', 'ua', '/en/services?category=seo'],
    ['/fr', 'en', '/en'],
    ['/EN/about', 'en', '/en/about'],
    // Pricing goes to the services list; the account index to the dashboard.
    ['/ua/pricing', 'en', '/ua/services'],
    ['/cz/pricing?x=1', 'en', '/cz/services?x=1'],
    ['/es/account', 'en', '/es/account/dashboard'],
    ['/es/account/', 'en', '/es/account/dashboard'],
    // Pages that exist, and unknown paths that the router answers with 404, are not redirected.
    ['/en', 'ua', undefined],
    ['/ua/services', 'en', undefined],
    ['/en/account/orders', 'en', undefined],
    ['/en/pricing/enterprise', 'en', undefined],
    ['/en/no-such-page', 'en', undefined],
    ['/no-such-page', 'en', undefined],
    ['/abc/services', 'en', undefined],
  ];

  it.each(cases)('%s (interface %s) → %s', (url, current, expected) => {
    expect(redirectFor(splitUrl(url), current)).toBe(expected);
  });
});

describe('pathInLanguage', () => {
  const cases: Array<[string, Language, string]> = [
    ['/en/services?category=seo#list', 'ua', '/ua/services?category=seo#list'],
    ['/ua', 'cz', '/cz'],
    ['/en/account/orders', 'pl', '/pl/account/orders'],
    ['/no-such-page', 'es', '/es/no-such-page'],
  ];

  it.each(cases)('%s in %s → %s', (url, lng, expected) => {
    expect(pathInLanguage(splitUrl(url), lng)).toBe(expected);
  });
});
