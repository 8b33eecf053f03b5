// The release command: immutable <remote>/<version>/ folders, never overwritten.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-release-store-'));
process.env.RELEASES_DIR = store;
const { release } = await import('../release.mjs');

function makeApp(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-release-app-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-catalogue', version: '1.2.0' }));
  fs.mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist/mf-manifest.json'), JSON.stringify({ name: 'catalogue' }));
  fs.writeFileSync(path.join(dir, 'dist/remoteEntry.js'), `var catalogue = ${JSON.stringify(text)};`);
  fs.writeFileSync(path.join(dir, 'dist/server/remoteEntry.js'), 'exports.catalogue = {};');
  return dir;
}

const quiet = { log: () => {} };

test('publishes a build as <remote>/<package version>-<content hash>/ with its files', async () => {
  const { remote, version } = await release(makeApp('v1'), quiet);
  assert.equal(remote, 'catalogue');
  assert.match(version, /^1\.2\.0-[0-9a-f]{8}$/);
  const folder = path.join(store, 'catalogue', version);
  assert.ok(fs.existsSync(path.join(folder, 'mf-manifest.json')));
  assert.ok(fs.existsSync(path.join(folder, 'server/remoteEntry.js')));
});

test('the same build is the same release, published once and never overwritten', async () => {
  const app = makeApp('same');
  const first = await release(app, quiet);
  const folder = path.join(store, 'catalogue', first.version);
  fs.writeFileSync(path.join(folder, 'marker'), 'kept');
  const messages = [];
  const second = await release(app, { log: (message) => messages.push(message) });
  assert.equal(second.version, first.version);
  assert.match(messages.join('\n'), /published already/);
  assert.equal(fs.readFileSync(path.join(folder, 'marker'), 'utf8'), 'kept');
});

test('another build is another version', async () => {
  assert.notEqual((await release(makeApp('a'), quiet)).version, (await release(makeApp('b'), quiet)).version);
});

test('a build without its Node bundle is refused', async () => {
  const app = makeApp('no node bundle');
  fs.rmSync(path.join(app, 'dist/server'), { recursive: true });
  await assert.rejects(release(app, quiet), /server\/remoteEntry\.js is missing/);
});
