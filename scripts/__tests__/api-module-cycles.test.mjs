// The API's modules depend on each other one way only: a cycle between two modules (auth → users →
// auth) means neither can change or be tested alone. Lint's import-x/no-cycle sees files; this sees modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modulesDir = path.join(root, 'api/src/modules');

/** The .ts files of a folder and its subfolders, tests left out. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every module specifier of a file: imports (type-only too), re-exports and dynamic imports. */
const specifiersOf = (source) => [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);

/** Which modules each module imports, through relative imports that land in another module's folder. */
function moduleGraph() {
  const graph = new Map();
  for (const name of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const imported = new Set();
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      for (const specifier of specifiersOf(fs.readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const [target, ...rest] = path.relative(modulesDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (rest.length > 0 && target !== '..' && target !== name) imported.add(target);
      }
    }
    graph.set(name, [...imported].sort());
  }
  return graph;
}

/** The first cycle found, as the path that closes it (['auth', 'users', 'auth']), or undefined. */
function findCycle(graph) {
  const done = new Set();
  const visit = (node, trail) => {
    const start = trail.indexOf(node);
    if (start >= 0) return [...trail.slice(start), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

test('finds a cycle and reports its path', () => {
  const graph = new Map([
    ['admin', ['users']],
    ['users', ['auth']],
    ['auth', ['bonus', 'users']],
    ['bonus', []],
  ]);
  assert.deepEqual(findCycle(graph), ['users', 'auth', 'users']);
  assert.equal(findCycle(new Map([['admin', ['users']], ['users', ['auth']], ['auth', ['bonus']], ['bonus', []]])), undefined);
});

test('sees the imports between the API modules', () => {
  assert.ok(moduleGraph().get('admin')?.includes('orders'), 'admin imports orders/repository');
});

test('the API modules import each other one way only', () => {
  const cycle = findCycle(moduleGraph());
  assert.equal(cycle, undefined, `api/src/modules import each other in a cycle: ${cycle?.join(' → ')}`);
});
