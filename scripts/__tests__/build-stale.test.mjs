// What `npm start` rebuilds: an app is stale when a file its build reads is newer than its build,
// and its build reads the shared packages it depends on, also through another shared package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildInputs, workspaceDependencies } from '../build-stale.mjs';

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
