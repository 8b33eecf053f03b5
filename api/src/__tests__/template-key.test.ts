import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keptSeededPgliteFolder } from '../testing/seeded-pglite';
import { TEMPLATE_INPUTS, templateKey } from '../testing/template-key';

describe("the key of the test databases' kept template", () => {
  let root: string;
  let inputs: string[];
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const key = (extra = 'pglite-0.5.16') => templateKey(inputs, extra, root);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'template-key-'));
    inputs = [path.join(root, 'api/src'), path.join(root, 'api/drizzle'), path.join(root, 'package-lock.json')];
    write('api/src/seed.ts', 'seed');
    write('api/src/db/schema.ts', 'schema');
    write('api/src/__tests__/a.test.ts', 'test');
    write('api/drizzle/0001_init.sql', 'create table');
    write('package-lock.json', '{}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stays the same for the same files', () => {
    expect(key()).toBe(key());
  });

  it.each([
    ['a migration changes', () => write('api/drizzle/0001_init.sql', 'create table users')],
    ['a migration is added', () => write('api/drizzle/0002_more.sql', 'alter table')],
    ['the seed changes', () => write('api/src/seed.ts', 'seed more')],
    ['a file is renamed', () => fs.renameSync(path.join(root, 'api/src/db/schema.ts'), path.join(root, 'api/src/db/tables.ts'))],
    ['the dependencies change', () => write('package-lock.json', '{"x":1}')],
  ])('changes when %s', (_what, change) => {
    const before = key();
    change();
    expect(key()).not.toBe(before);
  });

  it('changes with the PGlite release', () => {
    expect(key('pglite-0.5.17')).not.toBe(key('pglite-0.5.16'));
  });

  it('does not change when only tests change', () => {
    const before = key();
    write('api/src/__tests__/a.test.ts', 'another test');
    write('api/src/__tests__/b.test.ts', 'a new test');
    expect(key()).toBe(before);
  });

  it("covers the migrations, the seed's code and data, the shared code and texts it uses, and the lock file", () => {
    const names = TEMPLATE_INPUTS.map((input) => path.relative(path.resolve(__dirname, '../../..'), input));
    expect(names).toEqual(['api/src', 'api/drizzle', 'shared-domain/src', 'shared-api/src', 'shared-i18n/locales', 'package-lock.json']);
    for (const input of TEMPLATE_INPUTS) expect([input, fs.existsSync(input)]).toEqual([input, true]);
  });
});

describe('the kept seeded database', () => {
  it('is another one on another day (the demo orders are dated back from the day of the seed)', () => {
    const monday = keptSeededPgliteFolder(new Date('2026-11-23T23:59:00Z'));
    expect(keptSeededPgliteFolder(new Date('2026-11-23T00:01:00Z'))).toBe(monday);
    expect(keptSeededPgliteFolder(new Date('2026-11-24T00:01:00Z'))).not.toBe(monday);
  });
});
