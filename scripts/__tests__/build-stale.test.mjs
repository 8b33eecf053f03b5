// What `npm start` and `npm test` rebuild: an app is stale when a file its build reads is newer than its build,
// and its build reads the shared packages it depends on, also through another shared package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, builtWithOtherConfig, designInputs, workspaceDependencies } from '../build-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { buildConfigStamp } = require('../../rspack.base.js');

test('an app’s build inputs are the shared packages it depends on, directly or through another', () => {
  // mf-catalogue names shared-ui, shared-i18n and shared-api; each of them depends on shared-domain.
  assert.deepEqual(workspaceDependencies('mf-catalogue'), ['shared-api', 'shared-domain', 'shared-i18n', 'shared-ui']);
  assert.deepEqual(workspaceDependencies('shared-domain'), []);
});

test('every app’s build reads shared-domain, the business rules its pages show', () => {
  for (const app of ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin', 'shell']) {
    assert.ok(buildInputs(app).includes('shared-domain'), app);
    assert.ok(buildInputs(app).includes('rspack.base.js'), app);
  }
});

test('every app’s build reads the list of what the shell shares with the remotes, and the installed packages', () => {
  for (const app of ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin', 'shell']) {
    assert.ok(buildInputs(app).includes('shared-surface.json'), app);
    assert.ok(buildInputs(app).includes('package-lock.json'), app);
  }
});

test('the design system’s build reads shared-ui, what it depends on, the stories’ texts and the installed packages', () => {
  const inputs = designInputs();
  for (const input of ['shared-ui', 'shared-i18n', 'shared-domain', 'shared-i18n/locales', 'mf-catalogue/locales', 'package-lock.json']) {
    assert.ok(inputs.includes(input), input);
  }
  for (const input of inputs) assert.ok(fs.existsSync(path.join(root, input)), `${input} exists`);
});

test('an app built with another front-end configuration (API base, API key), or not saying which, is stale', () => {
  const app = `no-such-app-${process.pid}`;
  const stamp = buildConfigStamp(path.join(root, app));
  const current = { apiBase: '', apiKey: 'gp-web-local-key', production: true };
  try {
    assert.equal(builtWithOtherConfig(app, current), true, 'no note of the configuration');
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, JSON.stringify(current));
    assert.equal(builtWithOtherConfig(app, current), false);
    assert.equal(builtWithOtherConfig(app, { ...current, apiKey: 'another-key' }), true);
  } finally {
    fs.rmSync(stamp, { force: true });
  }
});

test('a production build notes the configuration it was made with', () => {
  for (const app of ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin', 'shell']) {
    const config = require(path.join(root, app, 'rspack.config.js'))({}, { mode: 'production' });
    const browser = Array.isArray(config) ? config[0] : config;
    assert.ok(browser.plugins.some((plugin) => plugin?.constructor?.name === 'BuildConfigStampPlugin'), app);
  }
});
