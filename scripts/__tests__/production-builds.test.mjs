import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const { productionAliases, unprovidedImports } = require(path.join(root, 'rspack.base.js'));

test('production builds take react-router’s production build (its exports name only the development one)', () => {
  const target = productionAliases(path.join(root, 'shell'))['react-router$'];
  assert.match(target, /react-router\/dist\/production\/index\.mjs$/);
  // The production build is the one with the development warnings switched off.
  const chunks = fs.readdirSync(path.dirname(target)).filter((file) => /^chunk-.*\.mjs$/.test(file));
  const source = chunks.map((file) => fs.readFileSync(path.join(path.dirname(target), file), 'utf8')).join('\n');
  assert.match(source, /var ENABLE_DEV_WARNINGS = false;/);
  assert.doesNotMatch(source, /var ENABLE_DEV_WARNINGS = true;/);
});

test('every app’s production bundles, browser and Node, resolve react-router through that alias; development does not', () => {
  for (const app of ['shell', 'mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin']) {
    const configure = require(path.join(root, app, 'rspack.config.js'));
    const [browser, server] = configure({}, { mode: 'production' });
    for (const config of [browser, server]) {
      assert.match(config.resolve.alias['react-router$'], /dist\/production\/index\.mjs$/, `${app} ${config.name}`);
    }
    const development = configure({}, { mode: 'development' });
    assert.equal(development.resolve.alias['react-router$'], undefined, `${app} development`);
  }
});

/** The shared-module options of a configuration's Module Federation plugin. */
function sharedOf(config) {
  const federation = config.plugins.find((plugin) => plugin?.constructor?.name?.startsWith('ModuleFederationPlugin'));
  assert.ok(federation, `${config.name} has a Module Federation plugin`);
  return federation._options.shared;
}

test('the shell takes what it shares whatever the version (no semver at start-up); the remotes keep their ranges', () => {
  const shell = require(path.join(root, 'shell', 'rspack.config.js'))({}, { mode: 'production' });
  for (const config of shell) {
    const entries = Object.entries(sharedOf(config));
    assert.ok(entries.length > 20, `${config.name} shares its singletons`);
    for (const [name, options] of entries) assert.equal(options.requiredVersion, false, `shell ${config.name} ${name}`);
  }
  for (const app of ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin']) {
    for (const config of require(path.join(root, app, 'rspack.config.js'))({}, { mode: 'production' })) {
      for (const [name, options] of Object.entries(sharedOf(config))) assert.match(options.requiredVersion, /^\^\d+\.\d+\.\d+/, `${app} ${config.name} ${name}`);
    }
  }
});

test('the shell’s build stops on an import of a trimmed package that the shell does not provide (a library’s too), or on the whole of one', () => {
  const used = new Map([
    ['react-redux', new Set(['useStore', 'shallowEqual', 'connect'])],
    ['@mui/material', new Set(['Button', '*'])],
    ['react', new Set(['useState'])],
  ]);
  assert.deepEqual(unprovidedImports(used).sort(), [
    "The shell imports all the exports (a namespace import used whole) of @mui/material, which the shell provides trimmed: add an app's import to shared-surface.json, a library's to LIBRARY_SURFACE (rspack.base.js).",
    "The shell imports connect of react-redux, which the shell provides trimmed: add an app's import to shared-surface.json, a library's to LIBRARY_SURFACE (rspack.base.js).",
  ]);
  assert.deepEqual(unprovidedImports(new Map([['react-redux', new Set(['useStore', 'batch'])]])), []);
});
