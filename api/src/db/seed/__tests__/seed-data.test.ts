import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSeedData, parseSeedData, readSeedFiles, SEED_DATA_DIR, SeedDataError, type SeedFileContents } from '../seed-data';

/** The real seed files, a fresh copy for each case to break. */
const REAL_FILES = readSeedFiles(SEED_DATA_DIR);
const realFiles = (): SeedFileContents => structuredClone(REAL_FILES);

type Place = Array<string | number>;

/** The value at a place in a file, e.g. get(files, 'services.json', [4, 'slug']). */
function get(files: SeedFileContents, name: string, place: Place): unknown {
  return place.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], files[name]);
}

/** Puts a value at a place in a file; undefined deletes what is there. */
function set(files: SeedFileContents, name: string, place: Place, value: unknown) {
  const parent = get(files, name, place.slice(0, -1)) as Record<string | number, unknown>;
  const key = place.at(-1)!;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

/** Gives language `to` the text files of language `from`. */
function copyLanguage(files: SeedFileContents, from: string, to: string) {
  for (const file of ['categories', 'services', 'content-pages']) files[`translations/${to}/${file}.json`] = files[`translations/${from}/${file}.json`];
}

function problemsOf(files: SeedFileContents): string[] {
  try {
    parseSeedData(files);
  } catch (error) {
    if (error instanceof SeedDataError) return error.problems;
    throw error;
  }
  return [];
}

describe('the seed data', () => {
  it('loads and keeps its rules', () => {
    const data = loadSeedData();
    expect([data.categories.length, data.services.length, data.contentPages.length]).toEqual([8, 50, 6]);
    expect(Object.keys(data.texts)).toEqual(['lt', 'nl', 'pl', 'ru']);
    expect(data.siteSettings.legalEntities.map((entity) => entity.country.en)).toEqual(['Spain', 'Czech Republic']);
  });

  it.each<[string, (files: SeedFileContents) => void, string]>([
    ['an amount given as text', (files) => set(files, 'services.json', [12, 'prices', 0, 'amount'], '1200'), 'services.json: [12].prices[0].amount: Invalid input: expected number, received string'],
    ['an amount with three decimals', (files) => set(files, 'services.json', [3, 'prices', 0, 'amount'], 10.555), 'services.json: [3].prices[0].amount: Expected an amount with at most two decimals'],
    ['a price of another kind', (files) => set(files, 'services.json', [0, 'prices', 0, 'kind'], 'premium'), 'services.json: [0].prices[0].kind: Invalid option: expected one of "standard"|"pro"'],
    ['a service with only a pro price', (files) => set(files, 'services.json', [1, 'prices'], [{ amount: 100, kind: 'pro' }]), 'services.json: [1].prices: Expected at least one standard price (the price from)'],
    ['a slug that is not kebab-case', (files) => set(files, 'services.json', [0, 'slug'], 'Digital Marketing Audit'), 'services.json: [0].slug: Expected a kebab-case slug, e.g. "seo-audit"'],
    ['a slug used twice', (files) => set(files, 'services.json', [5, 'slug'], get(files, 'services.json', [4, 'slug'])), 'services.json: [5].slug: Duplicate slug "'],
    ['a category slug used twice', (files) => set(files, 'categories.json', [1, 'slug'], 'digital-marketing'), 'categories.json: [1].slug: Duplicate slug "digital-marketing"'],
    ['a service in a category that does not exist', (files) => set(files, 'services.json', [7, 'category'], 'astrology'), 'services.json: [7].category: Unknown category "astrology" (not in categories.json)'],
    ['a colour that is not #rrggbb', (files) => set(files, 'categories.json', [2, 'color'], 'blue'), 'categories.json: [2].color: Expected a colour as #rrggbb'],
    ['a misspelt field', (files) => set(files, 'categories.json', [0, 'sortorder'], 1), 'categories.json: [0]: Unrecognized key: "sortorder"'],
    ['a language missing beside the data', (files) => set(files, 'categories.json', [0, 'translations', 'cz'], undefined), 'categories.json: [0].translations.cz: Invalid input: expected object, received undefined'],
    ['a feature that is not a snake_case phrase', (files) => set(files, 'services.json', [2, 'translations', 'es', 'features', 0], 'two words'), 'services.json: [2].translations.es.features[0]: Expected a snake_case phrase'],
    ['an empty title', (files) => set(files, 'services.json', [0, 'translations', 'en', 'title'], ''), 'services.json: [0].translations.en.title: Expected a text, not an empty string'],
    ['a page block without its items', (files) => set(files, 'content-pages.json', [0, 'translations', 'ua', 'blocks', 1], { type: 'list' }), 'content-pages.json: [0].translations.ua.blocks[1].items: Invalid input: expected array, received undefined'],
    ['a page that the site does not have', (files) => set(files, 'content-pages.json', [0, 'slug'], 'blog'), 'content-pages.json: [0].slug: Invalid option'],
    ['site settings without phones', (files) => set(files, 'site-settings.json', ['phones'], undefined), 'site-settings.json: phones: Invalid input: expected array, received undefined'],
    ['a text for a service that does not exist', (files) => set(files, 'translations/ru/services.json', ['crystal-healing'], get(files, 'translations/ru/services.json', ['digital-marketing-audit'])), 'translations/ru/services.json: ["crystal-healing"]: Unknown service "crystal-healing" (not in services.json)'],
    ['a text for a category that does not exist', (files) => set(files, 'translations/pl/categories.json', ['astrology'], { name: 'Astrologia', description: 'Gwiazdy' }), 'translations/pl/categories.json: astrology: Unknown category "astrology" (not in categories.json)'],
    ['a text keyed by something that is not a slug', (files) => set(files, 'translations/nl/categories.json', ['Digital marketing'], { name: 'x', description: 'y' }), 'translations/nl/categories.json: ["Digital marketing"]: Invalid key in record: Expected a kebab-case slug'],
    ['a page missing from a language', (files) => set(files, 'translations/lt/content-pages.json', ['terms'], undefined), 'translations/lt/content-pages.json: terms: Invalid input: expected object, received undefined'],
    ['a page the site does not have, in a language', (files) => set(files, 'translations/lt/content-pages.json', ['blog'], get(files, 'translations/lt/content-pages.json', ['about'])), 'translations/lt/content-pages.json: Unrecognized key: "blog"'],
    ['texts in a language the site does not speak', (files) => copyLanguage(files, 'ru', 'de'), 'translations/de: "de" is not a language of the site'],
    ['texts in files of their own for a language written beside the data', (files) => copyLanguage(files, 'ru', 'cz'), 'translations/cz: "cz" texts are written beside their data, not in files of their own'],
    ['a language without all its files', (files) => delete files['translations/pl/services.json'], 'translations/pl/services.json: missing'],
    ['a file missing', (files) => delete files['site-settings.json'], 'site-settings.json: missing'],
    ['a service without its text in a language', (files) => set(files, 'translations/nl/services.json', ['social-media-management'], undefined), 'translations/nl/services.json: ["social-media-management"]: No text for the service "social-media-management"'],
    ['a category without its text in a language', (files) => set(files, 'translations/lt/categories.json', ['digital-marketing'], undefined), 'translations/lt/categories.json: ["digital-marketing"]: No text for the category "digital-marketing"'],
    ['fewer benefits than in English', (files) => set(files, 'translations/pl/services.json', ['digital-marketing-audit', 'benefits'], ['Jedna korzyść']), 'translations/pl/services.json: ["digital-marketing-audit"].benefits: 1 entries where English has'],
    ['a language without its texts', (files) => { for (const name of Object.keys(files)) if (name.startsWith('translations/ru/')) delete files[name]; }, 'translations/ru: missing (every language of the site has its texts)'],
    ['a country named in English only', (files) => set(files, 'site-settings.json', ['legalEntities', 0, 'country'], 'Spain'), 'site-settings.json: legalEntities[0].country: Invalid input: expected object, received string'],
    ['a phone label missing a language', (files) => set(files, 'site-settings.json', ['phones', 1, 'label', 'lt'], undefined), 'site-settings.json: phones[1].label.lt: Invalid input: expected string, received undefined'],
  ])('refuses %s, saying where', (_name, breakFiles, problem) => {
    const files = realFiles();
    breakFiles(files);
    expect(problemsOf(files)).toEqual([expect.stringContaining(problem)]);
    expect(() => parseSeedData(files)).toThrow(problem);
  });

  it('reports every problem at once', () => {
    const files = realFiles();
    set(files, 'categories.json', [0, 'color'], 'orange');
    set(files, 'translations/ru/services.json', ['crystal-healing'], get(files, 'translations/ru/services.json', ['digital-marketing-audit']));
    expect(problemsOf(files)).toEqual([
      'categories.json: [0].color: Expected a colour as #rrggbb',
      'translations/ru/services.json: ["crystal-healing"]: Unknown service "crystal-healing" (not in services.json)',
    ]);
  });

  describe('read from a folder', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-data-'));
      fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('loads a copy of the real data', () => {
      expect(loadSeedData(dir)).toEqual(loadSeedData());
    });

    it('names a file that is not JSON and a file that is missing', () => {
      fs.writeFileSync(path.join(dir, 'services.json'), '[{ "slug": "seo-audit", }]');
      fs.rmSync(path.join(dir, 'translations/pl/categories.json'));
      expect(() => loadSeedData(dir)).toThrow(/services\.json: not JSON: .+\n {2}translations\/pl\/categories\.json: missing/);
    });

    it('names the file and the value that breaks a rule', () => {
      const services = JSON.parse(fs.readFileSync(path.join(dir, 'services.json'), 'utf8'));
      services[12].prices[0].amount = '1200';
      fs.writeFileSync(path.join(dir, 'services.json'), JSON.stringify(services, null, 2));
      expect(() => loadSeedData(dir)).toThrow('services.json: [12].prices[0].amount: Invalid input: expected number, received string');
    });
  });
});
