import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const { rspack } = require(require.resolve('@rspack/core', { paths: [path.join(root, 'shell')] }));

/** The shell's development build (npm run dev), made into a temporary folder; its files by name. */
function buildShellForDevelopment() {
  const configure = require(path.join(root, 'shell/rspack.config.js'));
  const config = configure({}, { mode: 'development' });
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-shell-development-'));
  config.output = { ...config.output, path: output, clean: false };
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      const files = Object.fromEntries(fs.readdirSync(output).filter((file) => file.endsWith('.js')).map((file) => [file, fs.readFileSync(path.join(output, file), 'utf8')]));
      fs.rmSync(output, { recursive: true, force: true });
      resolve(files);
    });
  });
}

test('the shell’s development build calls no export the bundler left out (npm run dev started on a TypeError)', async () => {
  const files = await buildShellForDevelopment();
  assert.ok(files['main.js'], 'main.js is built');
  // With the shared modules' tree shaking on in development, rspack marked the federation SDK's
  // createLogger unused and the runtime core called `undefined(…)` at start.
  const calls = Object.entries(files).flatMap(([file, source]) => [...source.matchAll(/\/\* unused export ([^*]*)\*\/ undefined\(/g)].map((call) => `${file}: ${call[1].trim()}`));
  assert.deepEqual(calls.slice(0, 5), []);
});

test('npm run dev gives its API a database of its own, so the releases npm start activated do not replace the dev servers', () => {
  const source = fs.readFileSync(path.join(root, 'scripts/dev.mjs'), 'utf8');
  assert.match(source, /DATA_DIR: path\.join\(root, 'data\/development'\)/);
});
