import fs from 'node:fs';
import path from 'node:path';
import { isLanguage, LANGUAGE_CODES } from 'shared-api/contracts/languages';
import type { z } from 'zod';
import type { StoredSiteSettings } from '../site-settings';
import { CONTENT_FALLBACKS, SEED_LANGUAGES, seedFiles, seedTextFiles, type SeedCategory, type SeedContentPage, type SeedService, type SeedTexts } from './schemas';

/** Where the seed's data files live. */
export const SEED_DATA_DIR = path.join(__dirname, 'files');

const FILE_NAMES: Record<keyof typeof seedFiles, string> = {
  categories: 'categories.json',
  services: 'services.json',
  contentPages: 'content-pages.json',
  siteSettings: 'site-settings.json',
};
const TEXT_FILE_NAMES: Record<keyof typeof seedTextFiles, string> = {
  categories: 'categories.json',
  services: 'services.json',
  contentPages: 'content-pages.json',
};
const TRANSLATIONS = 'translations';

export interface SeedData {
  /** The service categories, in display order. */
  categories: SeedCategory[];
  /** The services, in catalogue order. */
  services: SeedService[];
  contentPages: SeedContentPage[];
  siteSettings: StoredSiteSettings;
  /** Texts in the languages kept in files of their own, by language, e.g. texts.ru.services['seo-audit']. */
  texts: Record<string, SeedTexts>;
}

/** The seed's files as read: each file's JSON by its path under files/, e.g. 'translations/ru/services.json'. */
export type SeedFileContents = Record<string, unknown>;

/** Seed data that breaks its rules, with every problem as '<file>: <path>: <what is wrong>'. */
export class SeedDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The seed data is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'SeedDataError';
  }
}

/** Reads and checks the seed data; throws a SeedDataError naming every bad file and value. */
export function loadSeedData(dir: string = SEED_DATA_DIR): SeedData {
  return parseSeedData(readSeedFiles(dir));
}

/** The JSON of every seed file in a folder; throws a SeedDataError naming each file that is missing or not JSON. */
export function readSeedFiles(dir: string): SeedFileContents {
  const problems: string[] = [];
  const files: SeedFileContents = {};
  const translations = path.join(dir, TRANSLATIONS);
  const languages = fs.existsSync(translations) ? fs.readdirSync(translations, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort() : [];
  const names = [...Object.values(FILE_NAMES), ...languages.flatMap((lang) => Object.values(TEXT_FILE_NAMES).map((name) => `${TRANSLATIONS}/${lang}/${name}`))];
  for (const name of names) {
    try {
      // Read, not imported: the files are data, and TypeScript would infer a huge literal type for each.
      files[name] = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      problems.push(`${name}: ${code === 'ENOENT' ? 'missing' : code ? `cannot be read (${code})` : `not JSON: ${(error as Error).message}`}`);
    }
  }
  if (problems.length > 0) throw new SeedDataError(problems);
  return files;
}

/** Checks the seed's files, each against its schema and against each other (a service's category exists, texts name known items). */
export function parseSeedData(files: SeedFileContents): SeedData {
  const problems: string[] = [];
  function parse<T>(name: string, schema: z.ZodType<T>): T | undefined {
    if (!(name in files)) {
      problems.push(`${name}: missing`);
      return undefined;
    }
    const result = schema.safeParse(files[name]);
    if (!result.success) problems.push(...result.error.issues.map((issue) => `${name}: ${describeIssue(issue)}`));
    return result.data;
  }
  /** Problems for the keys of `named` that are not the slug of an item in `known` (when both are valid). */
  function onlyKnown(name: string, named: Record<string, unknown> | undefined, known: Array<{ slug: string }> | undefined, what: string, source: string) {
    if (!named || !known) return;
    const slugs = new Set(known.map((item) => item.slug));
    for (const slug of Object.keys(named)) {
      if (!slugs.has(slug)) problems.push(`${name}: ${formatPath([slug])}: Unknown ${what} "${slug}" (not in ${source})`);
    }
  }

  /** Every item has its text in the language, with as many list entries as in English, unless it may fall back (CONTENT_FALLBACKS). */
  function allWritten<Text>(name: string, lang: string, named: Record<string, Text> | undefined, known: Array<{ slug: string; translations: { en: Text } }> | undefined, what: string) {
    if (!named || !known) return;
    for (const item of known) {
      const text = named[item.slug];
      if (!text) {
        if (!CONTENT_FALLBACKS.includes(`${lang}/${what}/${item.slug}`)) problems.push(`${name}: ${formatPath([item.slug])}: No text for the ${what} "${item.slug}" (an English fallback must be listed in CONTENT_FALLBACKS)`);
        continue;
      }
      for (const [field, english] of Object.entries(item.translations.en as Record<string, unknown>)) {
        const written = (text as Record<string, unknown>)[field];
        if (Array.isArray(english) && Array.isArray(written) && written.length !== english.length) {
          problems.push(`${name}: ${formatPath([item.slug, field])}: ${written.length} entries where English has ${english.length}`);
        }
      }
    }
  }

  const categories = parse(FILE_NAMES.categories, seedFiles.categories);
  const services = parse(FILE_NAMES.services, seedFiles.services);
  const contentPages = parse(FILE_NAMES.contentPages, seedFiles.contentPages);
  const siteSettings = parse(FILE_NAMES.siteSettings, seedFiles.siteSettings);
  if (categories && services) {
    const slugs = new Set(categories.map((category) => category.slug));
    for (const [index, service] of services.entries()) {
      if (!slugs.has(service.category)) problems.push(`${FILE_NAMES.services}: ${formatPath([index, 'category'])}: Unknown category "${service.category}" (not in ${FILE_NAMES.categories})`);
    }
  }

  const texts: Record<string, SeedTexts> = {};
  const languages = [...new Set(Object.keys(files).flatMap((name) => {
    const [folder, lang, file] = name.split('/');
    return folder === TRANSLATIONS && lang && file ? [lang] : [];
  }))];
  for (const lang of languages) {
    const folder = `${TRANSLATIONS}/${lang}`;
    if (!isLanguage(lang)) problems.push(`${folder}: "${lang}" is not a language of the site`);
    else if ((SEED_LANGUAGES as readonly string[]).includes(lang)) problems.push(`${folder}: "${lang}" texts are written beside their data, not in files of their own`);
    const name = (file: keyof typeof TEXT_FILE_NAMES) => `${folder}/${TEXT_FILE_NAMES[file]}`;
    const categoryTexts = parse(name('categories'), seedTextFiles.categories);
    const serviceTexts = parse(name('services'), seedTextFiles.services);
    const pageTexts = parse(name('contentPages'), seedTextFiles.contentPages);
    onlyKnown(name('categories'), categoryTexts, categories, 'category', FILE_NAMES.categories);
    onlyKnown(name('services'), serviceTexts, services, 'service', FILE_NAMES.services);
    onlyKnown(name('contentPages'), pageTexts, contentPages, 'page', FILE_NAMES.contentPages);
    allWritten(name('categories'), lang, categoryTexts, categories, 'category');
    allWritten(name('services'), lang, serviceTexts, services, 'service');
    allWritten(name('contentPages'), lang, pageTexts, contentPages, 'page');
    if (categoryTexts && serviceTexts && pageTexts) texts[lang] = { categories: categoryTexts, services: serviceTexts, contentPages: pageTexts };
  }

  for (const lang of LANGUAGE_CODES) {
    if (!(SEED_LANGUAGES as readonly string[]).includes(lang) && !languages.includes(lang)) problems.push(`${TRANSLATIONS}/${lang}: missing (every language of the site has its texts)`);
  }

  if (problems.length > 0 || !categories || !services || !contentPages || !siteSettings) throw new SeedDataError(problems);
  return { categories, services, contentPages, siteSettings, texts };
}

/** A zod issue as '<path>: <message>', e.g. '[12].prices[0].amount: Invalid input: expected number, received string'. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const message = issue.code === 'invalid_key' ? `${issue.message}: ${issue.issues.map((inner) => inner.message).join('; ')}` : issue.message;
  return issue.path.length > 0 ? `${formatPath(issue.path)}: ${message}` : message;
}

/** A value's place in a file as code would write it: [12].prices[0].amount, ["seo-audit"].title. */
function formatPath(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      return /^[A-Za-z_$][\w$]*$/.test(name) ? `${index === 0 ? '' : '.'}${name}` : `[${JSON.stringify(name)}]`;
    })
    .join('');
}
