import fs from 'node:fs';
import path from 'node:path';

const LOCALES = path.join(__dirname, '../../locales');

function read(lng: string, ns: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8'));
}

/** Every key path with its value, e.g. ['menu.home', 'Home']. */
function entries(tree: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? entries(value as Record<string, unknown>, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}


const expected: Array<[string, string[]]> = [
  ['ua', ['common', 'home', 'forms']],
  ['es', ['common', 'home', 'forms']],
  ['cz', ['common', 'home', 'forms']],
  ['pl', ['common', 'home']],
  ['lt', ['common', 'home']],
  ['nl', ['common', 'home']],
];

describe('translations the shell ships', () => {
  describe.each(expected)('%s', (lng, namespaces) => {
    it.each(namespaces)('has every English %s text, translated and non-empty', (ns) => {
      const english = entries(read('en', ns));
      const translated = new Map(entries(read(lng, ns)));
      for (const [key, value] of english) {
        expect([key, typeof translated.get(key)]).toEqual([key, 'string']);
        expect([key, translated.get(key)]).not.toEqual([key, '']);
        // Placeholders such as {{min}} survive translation.
        for (const placeholder of String(value).match(/{{\w+}}/g) ?? []) expect(translated.get(key)).toContain(placeholder);
      }
    });
  });

  it('ships only common and home for pl, lt and nl', () => {
    for (const lng of ['pl', 'lt', 'nl']) expect(fs.readdirSync(path.join(LOCALES, lng)).sort()).toEqual(['common.json', 'home.json']);
  });

  it.each(['common', 'home', 'forms'])('ships Russian %s with every key empty', (ns) => {
    const russian = entries(read('ru', ns));
    expect(russian.length).toBeGreaterThan(0);
    expect(russian.every(([, value]) => value === '')).toBe(true);
  });
});
