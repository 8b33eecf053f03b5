// Build-time compression: a brotli and a gzip copy beside each text asset a browser is sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from '../precompress.mjs';

const text = (seed) => Array.from({ length: 400 }, (_, i) => `export const part${i} = ${JSON.stringify(seed + i)};`).join('\n');

function makeDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-precompress-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.mkdirSync(path.join(dist, 'locales/cz'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'main.1234.js'), text('main'));
  fs.writeFileSync(path.join(dist, 'locales/cz/common.json'), JSON.stringify({ words: text('slova') }));
  fs.writeFileSync(path.join(dist, 'small.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4096, 1));
  fs.writeFileSync(path.join(dist, 'server/remoteEntry.js'), text('node'));
  return dist;
}

test('writes a brotli and a gzip copy of every text asset a browser gets, and of nothing else', async () => {
  const dist = makeDist();
  assert.equal(await precompress(dist), 2);
  for (const file of ['main.1234.js', 'locales/cz/common.json']) {
    const body = fs.readFileSync(path.join(dist, file));
    assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${file}.br`))), body);
    assert.deepEqual(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`))), body);
  }
  for (const file of ['small.js', 'logo.png', 'server/remoteEntry.js']) {
    assert.equal(fs.existsSync(path.join(dist, `${file}.br`)), false, file);
    assert.equal(fs.existsSync(path.join(dist, `${file}.gz`)), false, file);
  }
  assert.deepEqual(fs.readdirSync(dist).filter((name) => name.includes('.part')), []);
});

test('keeps the copies of a file that has not changed since, and writes again those of one that has', async () => {
  const dist = makeDist();
  await precompress(dist);
  const main = path.join(dist, 'main.1234.js');
  const locale = path.join(dist, 'locales/cz/common.json');
  // Marked so that a copy written again would show; built a minute ago, compressed after.
  fs.writeFileSync(`${main}.br`, 'kept');
  fs.writeFileSync(`${locale}.br`, 'kept');
  const [built, compressed] = [new Date(Date.now() - 60_000), new Date(Date.now() - 30_000)];
  for (const file of [main, locale]) fs.utimesSync(file, built, built);
  for (const copy of [main, locale].flatMap((file) => [`${file}.br`, `${file}.gz`])) fs.utimesSync(copy, compressed, compressed);
  // Then one file is built again.
  fs.writeFileSync(locale, JSON.stringify({ words: text('nová slova') }));

  assert.equal(await precompress(dist), 1);
  assert.equal(fs.readFileSync(`${main}.br`, 'utf8'), 'kept');
  assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(`${locale}.br`)), fs.readFileSync(locale));
  assert.deepEqual(zlib.gunzipSync(fs.readFileSync(`${locale}.gz`)), fs.readFileSync(locale));
});
