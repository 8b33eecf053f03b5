// The benchmarks (bench/) run only when asked (bench:web in the before-stop check), not in CI: the build
// scripts they import must still load the way the benchmarks load them (tsx, as CommonJS: bench's
// package.json has no "type"), with the names the benchmarks import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bench = path.join(root, 'bench');

/** Every `import { a, b } from '…/scripts/x.mjs'` of a benchmark's TypeScript, by resolved file. */
function scriptImports() {
  const files = fs.readdirSync(bench, { recursive: true }).filter((file) => file.endsWith('.ts') && !file.includes('node_modules'));
  const imports = new Map();
  for (const file of files) {
    const source = fs.readFileSync(path.join(bench, file), 'utf8');
    for (const [, names, specifier] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']*\/scripts\/[^']*\.mjs)'/g)) {
      const target = path.resolve(path.dirname(path.join(bench, file)), specifier);
      const known = imports.get(target) ?? new Set();
      names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean).forEach((name) => known.add(name));
      imports.set(target, known);
    }
  }
  return imports;
}

test("the build scripts the benchmarks import load under tsx as the benchmarks load them, with the names they import", () => {
  const imports = scriptImports();
  assert.ok(imports.size > 0, 'bench/web imports scripts/precompress.mjs');
  const probe = path.join(bench, `.imports-probe-${process.pid}.ts`);
  const lines = [...imports.keys()].map((file, index) => `import * as m${index} from ${JSON.stringify(path.relative(bench, file))};`);
  const report = [...imports.keys()].map((file, index) => `${JSON.stringify(file)}: Object.keys(m${index})`);
  fs.writeFileSync(probe, `${lines.join('\n')}\nconsole.log(JSON.stringify({ ${report.join(', ')} }));\n`);
  try {
    const output = execFileSync(path.join(root, 'node_modules/.bin/tsx'), [probe], { cwd: bench, encoding: 'utf8' });
    const loaded = JSON.parse(output.trim().split('\n').at(-1));
    for (const [file, names] of imports) {
      for (const name of names) assert.ok(loaded[file].includes(name), `${path.relative(root, file)} exports ${name}`);
    }
  } finally {
    fs.rmSync(probe, { force: true });
  }
});
