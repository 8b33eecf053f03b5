/**
 * Countries by ISO 3166-1 alpha-2 code. A billing address keeps its country as the client typed it
 * ('Czech Republic', 'Česko', 'Іспанія', 'DE'); the VAT rule needs the code, so names are recognised
 * in the site's languages and the EU's official ones, as the platform's Intl data spells them.
 */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** The site's languages (BCP 47) and the other official languages of the EU, whose names clients may write. */
const NAME_LOCALES = ['en', 'uk', 'ru', 'es', 'pl', 'lt', 'nl', 'cs', 'bg', 'hr', 'da', 'et', 'fi', 'fr', 'de', 'el', 'hu', 'ga', 'it', 'lv', 'mt', 'pt', 'ro', 'sk', 'sl', 'sv'];

/** Names people write that the Intl data spells otherwise. */
const ALIASES: Record<string, string> = {
  'czech republic': 'CZ',
  'ceska republika': 'CZ',
  'slovak republic': 'SK',
  holland: 'NL',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  uk: 'GB',
  usa: 'US',
  'united states of america': 'US',
};

/** Lower case, without accents, punctuation or a leading 'the': 'The Netherlands' and 'netherlands' match. */
function normalised(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

let names: Map<string, string> | undefined;

/** Every known name of every country, made once on first use. */
function countryNames(): Map<string, string> {
  if (names) return names;
  names = new Map(Object.entries(ALIASES));
  for (const locale of NAME_LOCALES) {
    for (const style of ['long', 'short'] as const) {
      const display = new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' });
      for (const code of COUNTRY_CODES) {
        const name = display.of(code);
        if (name && !names.has(normalised(name))) names.set(normalised(name), code);
      }
    }
  }
  return names;
}

/** The ISO code of a country written as its code or its name in a language the site knows; null when unknown. */
export function countryCodeOf(country: string | null | undefined): string | null {
  const text = country?.trim() ?? '';
  if (text === '') return null;
  const code = text.toUpperCase();
  if (COUNTRY_CODES.includes(code)) return code;
  return countryNames().get(normalised(text)) ?? null;
}
