import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, htmlLangOf, type Language } from 'shared-i18n/languages';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path with its value, e.g. ['menu.home', 'Home']. */
function entries(tree: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? entries(value as Record<string, unknown>, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

function read(localesDir: string, lng: string, ns: string): Record<string, unknown> | undefined {
  const file = path.join(localesDir, lng, `${ns}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

/** The keys a language must have for an English key: a plural key in every form the language has. */
function keysFor(englishKey: string, lng: Language): string[] {
  if (!PLURAL.test(englishKey)) return [englishKey];
  const stem = englishKey.replace(PLURAL, '');
  return new Intl.PluralRules(htmlLangOf(lng)).resolvedOptions().pluralCategories.map((category) => `${stem}_${category}`);
}

/**
 * What a language's file lacks against English: missing or empty texts (plurals in each of the
 * language's own forms), and placeholders such as {{min}} lost in translation. Empty when complete.
 */
export function translationGaps(localesDir: string, ns: string, lng: Language): string[] {
  const english = read(localesDir, 'en', ns);
  if (!english) return [`en/${ns}.json is missing`];
  const own = read(localesDir, lng, ns);
  if (!own) return [`${lng}/${ns}.json is missing`];
  const translated = new Map(entries(own));
  return entries(english).flatMap(([englishKey, value]) =>
    keysFor(englishKey, lng).flatMap((key) => {
      const text = translated.get(key);
      if (typeof text !== 'string' || text.trim() === '') return [`${lng}/${ns}: ${key} is missing`];
      const lost = (String(value).match(/{{\w+}}/g) ?? []).filter((placeholder) => !text.includes(placeholder) && placeholder !== '{{count}}');
      return lost.map((placeholder) => `${lng}/${ns}: ${key} lost ${placeholder}`);
    }),
  );
}

/** The table of a completeness test: every language × every namespace the app ships. */
export function everyLanguageOf(namespaces: readonly string[]): Array<[Language, string]> {
  return LANGUAGES.flatMap((lng) => namespaces.map((ns): [Language, string] => [lng, ns]));
}
