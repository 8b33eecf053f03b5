// The root typecheck (scripts/typecheck.mjs) checks what each workspace's own typecheck does: every
// folder a workspace's tsconfig includes is in one of the root programs, with the same libraries and
// global types. A new workspace, or a folder added to one, fails here until the root checks it too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { PROGRAMS, check } from '../typecheck.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A tsconfig's folders (absolute) and the options that decide what a file may use, through its `extends`. */
function programOf(file) {
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  const parent = config.extends ? programOf(path.resolve(path.dirname(file), config.extends)) : { include: [], lib: undefined, types: undefined };
  return {
    include: config.include ? config.include.map((entry) => path.resolve(path.dirname(file), entry)) : parent.include,
    lib: config.compilerOptions?.lib ?? parent.lib,
    types: config.compilerOptions?.types ?? parent.types,
  };
}

const workspaceConfigs = () => {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .map((workspace) => path.join(root, workspace, 'tsconfig.json'))
    .filter((file) => fs.existsSync(file));
};

test('every folder a workspace typechecks is in a root program with the same libraries and types', () => {
  const programs = PROGRAMS.map((file) => programOf(path.join(root, file)));
  const missing = [];
  for (const file of workspaceConfigs()) {
    const workspace = programOf(file);
    for (const folder of workspace.include) {
      const home = programs.find(
        (program) => program.include.includes(folder) && String(program.lib) === String(workspace.lib) && String(program.types) === String(workspace.types),
      );
      if (!home) missing.push(`${path.relative(root, folder)} (from ${path.relative(root, file)})`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the root programs check only workspaces’ folders', () => {
  const workspaceFolders = new Set(workspaceConfigs().flatMap((file) => programOf(file).include));
  const extra = PROGRAMS.flatMap((file) => programOf(path.join(root, file)).include).filter((folder) => !workspaceFolders.has(folder));
  assert.deepEqual(extra, []);
});

// TypeScript expands a folder named in `include` to its files with a wildcard, and wildcards skip
// names that start with a dot: a folder such as .storybook, named alone, brings none of its files.
test('every dot-folder a program includes is named with a wildcard', () => {
  const configs = [...workspaceConfigs(), ...PROGRAMS.map((file) => path.join(root, file))];
  const bare = configs.flatMap((file) =>
    (JSON.parse(fs.readFileSync(file, 'utf8')).include ?? [])
      .filter((entry) => entry.split('/').some((part) => /^\.[^./]/.test(part)) && !entry.includes('*'))
      .map((entry) => `${entry} (${path.relative(root, file)})`),
  );
  assert.deepEqual(bare, []);
});

// The checks are incremental (tsc's build info, kept between runs): what tsc kept must never hide an
// error a change brings, in the changed file or in a file whose import it breaks.
test('a typecheck after a change reports the errors it brings, in the file and in its importers', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  try {
    const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
    write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, types: [], module: 'preserve' }, include: ['*.ts'] }));
    write('money.ts', 'export function toCents(euros: number): number { return Math.round(euros * 100); }\n');
    write('order.ts', "import { toCents } from './money';\nexport const total: number = toCents(12.5);\n");
    const options = { cwd: dir, cacheDir: path.join(dir, 'cache') };

    assert.equal((await check('tsconfig.json', options)).passed, true);
    assert.ok(fs.readdirSync(path.join(dir, 'cache')).some((file) => file.endsWith('.tsbuildinfo')), 'tsc keeps what it learned');

    write('money.ts', 'export function toCents(euros: string): number { return Math.round(Number(euros) * 100); }\n');
    const broken = await check('tsconfig.json', options);
    assert.equal(broken.passed, false);
    assert.match(broken.output, /order\.ts\(2,\d+\): error TS2345/);

    write('order.ts', "import { toCents } from './money';\nexport const total: number = toCents('12.5');\n");
    assert.equal((await check('tsconfig.json', options)).passed, true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
