/**
 * How the site's eight languages write whole numbers and euro amounts, for the locales Intl knows them
 * by (ua and cz as uk and cs). Written out instead of asked of Intl because a page's first Intl number
 * format sets up ICU's data: 25–40 ms of a phone's start-up, for prices that these rules write alike
 * (a table test holds every row to Intl's output). Other locales, other currencies and fractions of a
 * cent go to Intl.
 */
interface NumberWriting {
  /** Between groups of three digits. */
  group: string;
  decimal: string;
  /** Digits the integer part needs beyond three before it is grouped: es and pl write 1234, 12 345. */
  minimumGroupingDigits: 1 | 2;
  minus: string;
  /** Where the euro sign goes: '€1,234', '€ 1.234', '1 234 €'. */
  euro: 'before' | 'before-spaced' | 'after';
}

const NBSP = '\u00a0';

const WRITINGS: Readonly<Record<string, NumberWriting>> = {
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1, minus: '-', euro: 'before' },
  uk: { group: NBSP, decimal: ',', minimumGroupingDigits: 1, minus: '-', euro: 'after' },
  ru: { group: NBSP, decimal: ',', minimumGroupingDigits: 1, minus: '-', euro: 'after' },
  es: { group: '.', decimal: ',', minimumGroupingDigits: 2, minus: '-', euro: 'after' },
  pl: { group: NBSP, decimal: ',', minimumGroupingDigits: 2, minus: '-', euro: 'after' },
  lt: { group: NBSP, decimal: ',', minimumGroupingDigits: 1, minus: '\u2212', euro: 'after' },
  nl: { group: '.', decimal: ',', minimumGroupingDigits: 1, minus: '-', euro: 'before-spaced' },
  cs: { group: NBSP, decimal: ',', minimumGroupingDigits: 1, minus: '-', euro: 'after' },
};

/** The digits of a non-negative whole number, grouped as the locale groups them. */
function groupDigits(whole: number, writing: NumberWriting): string {
  const digits = String(whole);
  if (digits.length < 3 + writing.minimumGroupingDigits) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(writing.group);
}

const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * A whole number as the locale writes it ('12,345', '12 345', '12.345'), or undefined when the
 * locale or the number (a fraction, beyond 2^53) is not one this table writes.
 */
export function writeWholeNumber(value: number, locale: string): string | undefined {
  const writing = WRITINGS[locale];
  if (!writing || !Number.isSafeInteger(value)) return undefined;
  return (isNegative(value) ? writing.minus : '') + groupDigits(Math.abs(value), writing);
}

/**
 * An amount of euro cents as the locale writes it with the euro sign, with two decimals or, when
 * asked and the amount is whole, none: '€1,234.50', '1 234 €'. Undefined for what the table does not
 * write (another locale, a fraction of a cent).
 */
export function writeEuros(cents: number, locale: string, decimals: 'always' | 'unless-whole'): string | undefined {
  const writing = WRITINGS[locale];
  if (!writing || !Number.isSafeInteger(cents)) return undefined;
  const absolute = Math.abs(cents);
  const whole = groupDigits(Math.floor(absolute / 100), writing);
  const number = decimals === 'unless-whole' && absolute % 100 === 0 ? whole : `${whole}${writing.decimal}${String(absolute % 100).padStart(2, '0')}`;
  const sign = isNegative(cents) ? writing.minus : '';
  switch (writing.euro) {
    case 'before':
      return `${sign}€${number}`;
    case 'before-spaced':
      return `€${NBSP}${sign}${number}`;
    case 'after':
      return `${sign}${number}${NBSP}€`;
  }
}
