import { i18n, initI18nWithResources, LANGUAGES } from 'shared-i18n';
import { loadTranslations } from '@testing/translations';
import { formatDate, formatNumber, formatPrice, localeOf } from '../format';

// Intl separates groups and the sign with narrow or no-break spaces; the table writes plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Issue 22: every number, price and date in the reader's own format, through Intl with the
 * language's real locale (ua → uk, cz → cs; Intl would write the unknown codes in English).
 */
describe.each([
  // [language, locale, 12 500 € whole, 1 234.50 €, 12 500 as a count, 5 March 2026]
  ['en', 'en', '€12,500', '€1,234.50', '12,500', 'Mar 5, 2026'],
  ['ua', 'uk', '12 500 €', '1 234,50 €', '12 500', '5 бер. 2026 р.'],
  ['ru', 'ru', '12 500 €', '1 234,50 €', '12 500', '5 мар. 2026 г.'],
  // Spanish and Polish group only from five digits (CLDR's minimum grouping digits).
  ['es', 'es', '12.500 €', '1234,50 €', '12.500', '5 mar 2026'],
  ['pl', 'pl', '12 500 €', '1234,50 €', '12 500', '5 mar 2026'],
  ['lt', 'lt', '12 500 €', '1 234,50 €', '12 500', '2026-03-05'],
  ['nl', 'nl', '€ 12.500', '€ 1.234,50', '12.500', '5 mrt 2026'],
  ['cz', 'cs', '12 500 €', '1 234,50 €', '12 500', '5. 3. 2026'],
])('formats in %s', (lng, locale, wholePrice, priceWithCents, count, date) => {
  it(`reads the language as the locale ${locale}`, () => {
    expect(localeOf(lng)).toBe(locale);
  });

  it(`writes prices as ${wholePrice} and ${priceWithCents}`, () => {
    expect(plain(formatPrice(12500, 'EUR', lng))).toBe(wholePrice);
    expect(plain(formatPrice(1234.5, 'EUR', lng))).toBe(priceWithCents);
  });

  it(`writes counts as ${count}`, () => {
    expect(plain(formatNumber(12500, lng))).toBe(count);
  });

  it(`writes dates as ${date}`, () => {
    // Noon UTC: the same calendar day in any time zone the tests run in.
    expect(plain(formatDate('2026-03-05T12:00:00Z', lng))).toBe(date);
  });
});

describe('plural forms and numbers in texts, per language (i18next with the BCP 47 locales)', () => {
  beforeAll(() => initI18nWithResources(loadTranslations([...LANGUAGES]), 'en'));

  it.each([
    ['en', ['1 service', '2 services', '5 services', '12 services', '21 services']],
    ['ua', ['1 послуга', '2 послуги', '5 послуг', '12 послуг', '21 послуга']],
    ['ru', ['1 услуга', '2 услуги', '5 услуг', '12 услуг', '21 услуга']],
    ['es', ['1 servicio', '2 servicios', '5 servicios', '12 servicios', '21 servicios']],
    ['pl', ['1 usługa', '2 usługi', '5 usług', '12 usług', '21 usług']],
    ['lt', ['1 paslauga', '2 paslaugos', '5 paslaugos', '12 paslaugų', '21 paslauga']],
    ['nl', ['1 dienst', '2 diensten', '5 diensten', '12 diensten', '21 diensten']],
    ['cz', ['1 služba', '2 služby', '5 služeb', '12 služeb', '21 služeb']],
  ])('counts services in %s: 1, 2, 5, 12, 21', (lng, texts) => {
    const t = i18n.getFixedT(lng, 'services');
    expect([1, 2, 5, 12, 21].map((count) => t('homeSection.servicesCount', { count }))).toEqual(texts);
  });

  it.each([
    ['en', ['Delivery: 1 day', 'Delivery: 2 days', 'Delivery: 5 days']],
    ['es', ['Entrega: 1 día', 'Entrega: 2 días', 'Entrega: 5 días']],
    ['pl', ['Czas realizacji: 1 dzień', 'Czas realizacji: 2 dni', 'Czas realizacji: 5 dni']],
    ['nl', ['Levertijd: 1 dag', 'Levertijd: 2 dagen', 'Levertijd: 5 dagen']],
    ['cz', ['Doba realizace: 1 den', 'Doba realizace: 2 dny', 'Doba realizace: 5 dní']],
  ])('counts delivery days in %s: 1, 2, 5', (lng, texts) => {
    const t = i18n.getFixedT(lng, 'services');
    expect([1, 2, 5].map((count) => t('details.deliveryDays', { count }))).toEqual(texts);
  });

  it.each([
    ['en', 'Showing 50 of 12,500'],
    ['ua', 'Показано 50 з 12 500'],
    ['ru', 'Показано 50 из 12 500'],
    ['es', 'Mostrando 50 de 12.500'],
    ['pl', 'Wyświetlono 50 z 12 500'],
    ['lt', 'Rodoma 50 iš 12 500'],
    ['nl', '50 van 12.500 getoond'],
    ['cz', 'Zobrazeno 50 z 12 500'],
  ])('writes the numbers a %s text interpolates in its own format: %s', (lng, text) => {
    const t = i18n.getFixedT(lng, 'services');
    expect(plain(t('catalogue.shownOf', { shown: 50, total: 12500 }))).toBe(text);
  });

  it('keeps counting by the number, not its formatted text (1 000 is many in Czech)', () => {
    expect(plain(i18n.getFixedT('cz', 'services')('homeSection.servicesCount', { count: 1000 }))).toBe('1 000 služeb');
  });
});
