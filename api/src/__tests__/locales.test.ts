import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACES, SERVER_LANGUAGES, resources } from '../locales';
import { formatDate, formatMoney, invoiceTexts } from '../modules/invoices/texts';

type Tree = { [key: string]: unknown };

/** 'statuses.overdue' → 'Overdue': every leaf of a translation file under its dotted key. */
function flatten(tree: Tree, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' ? Object.entries(flatten(value as Tree, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(resources.en[ns])]));
const cases = SERVER_LANGUAGES.flatMap((language) => NAMESPACES.map((ns) => [language, ns] as const));

describe('the server translation files', () => {
  it('exist for exactly the eight interface languages, each with the same files', () => {
    expect([...SERVER_LANGUAGES]).toEqual(['en', 'ua', 'ru', 'es', 'pl', 'lt', 'nl', 'cz']);
    const dir = path.join(__dirname, '../locales');
    const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...SERVER_LANGUAGES].sort());
    for (const language of SERVER_LANGUAGES) {
      expect(fs.readdirSync(path.join(dir, language)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(cases)('%s/%s.json has exactly the English keys, each a non-empty text', (language, ns) => {
    const texts = flatten(resources[language][ns]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english[ns]!).sort());
    for (const [key, value] of Object.entries(texts)) {
      expect([key, typeof value]).toEqual([key, 'string']);
      expect([key, (value as string).trim()]).not.toEqual([key, '']);
    }
  });

  it.each(cases)('%s/%s.json uses the same {{placeholders}} as English', (language, ns) => {
    const texts = flatten(resources[language][ns]) as Record<string, string>;
    for (const [key, value] of Object.entries(texts)) expect([key, placeholders(value)]).toEqual([key, placeholders(english[ns]![key] as string)]);
  });

  it.each(cases.filter(([language]) => language !== 'en'))('%s/%s.json is translated, not a copy of English', (language, ns) => {
    const texts = flatten(resources[language][ns]);
    const same = Object.keys(texts).filter((key) => texts[key] === english[ns]![key]);
    // A few words are the same in some languages (Status, Total); most are not.
    expect(same.length).toBeLessThan(Object.keys(texts).length / 4);
  });

  it.each(SERVER_LANGUAGES)('%s writes dates and amounts in a locale of its own language', (language) => {
    const { locale } = invoiceTexts(language);
    expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
    const bcp47 = ({ ua: 'uk', cz: 'cs' } as Record<string, string>)[language] ?? language;
    expect(new Intl.NumberFormat(locale).resolvedOptions().locale.split('-')[0]).toBe(bcp47);
  });
});

describe('invoiceTexts', () => {
  it('gives the words of the language, and English for a language without invoices', () => {
    expect(invoiceTexts('en').statuses.overdue).toBe('Overdue');
    expect(invoiceTexts('ua').amountDue).toBe('До сплати');
    expect(invoiceTexts('nl').invoice).toBe('Factuur');
    expect(invoiceTexts('de')).toMatchObject({ locale: 'en-GB', invoice: 'Invoice', amountDue: 'Amount due' });
    expect(invoiceTexts('en').pageOf(2, 3)).toBe('Page 2 of 3');
    expect(invoiceTexts('cz').pageOf(1, 4)).toBe('Strana 1 z 4');
  });

  it('formats amounts and dates as before, in the language’s locale', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(formatMoney(123450, 'EUR', invoiceTexts('en'))).toBe('€1,234.50');
    expect(plain(formatMoney(123450, 'EUR', invoiceTexts('cz')))).toBe('1 234,50 €');
    expect(plain(formatMoney(123450, 'EUR', invoiceTexts('es')))).toBe('1234,50 €');
    expect(plain(formatMoney(123450, 'EUR', invoiceTexts('ua')))).toMatch(/^1 234,50 (EUR|€)$/);
    const date = new Date('2026-03-05T12:00:00Z');
    expect(formatDate(date, invoiceTexts('en'))).toBe('5 Mar 2026');
    expect(formatDate(date, invoiceTexts('de'))).toBe('5 Mar 2026');
    expect(plain(formatDate(date, invoiceTexts('cz')))).toBe('5. 3. 2026');
  });
});
