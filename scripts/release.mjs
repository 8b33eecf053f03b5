// Publishes a remote's production build (browser bundle, Node bundle in server/, manifest) as an
// immutable release <RELEASES_DIR>/<remote>/<version>/, version = package version + content hash
// (e.g. 1.0.0-3f9a1c2b). A release is never overwritten: the same build gives the same version and
// is said to be published already. Run from a remote's folder after its build: `npm run release`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases'));

function* files(dir, base = dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, base);
    else yield path.relative(base, full);
  }
}

/** A hash of every file of the build, by path and content (compressed copies follow from them). */
function contentHash(dist) {
  const hash = crypto.createHash('sha256');
  for (const file of files(dist)) {
    if (/\.(br|gz)$/.test(file)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(dist, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** Publishes appDir's dist/ and answers its version; an existing release of the same version is kept. */
export async function release(appDir, { log = console.log } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const remote = pkg.name.replace(/^mf-/, '');
  const dist = path.join(appDir, 'dist');
  for (const needed of ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js']) {
    if (!fs.existsSync(path.join(dist, needed))) throw new Error(`${remote}: ${needed} is missing from dist/; build first (npm run build -w ${pkg.name})`);
  }
  await precompress(dist);
  const version = `${pkg.version}-${contentHash(dist)}`;
  const target = path.join(RELEASES_DIR, remote, version);
  if (fs.existsSync(target)) {
    log(`${remote} ${version} is published already (${target})`);
    return { remote, version };
  }
  // Copied beside it, then renamed: a release appears whole or not at all.
  const partial = `${target}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(dist, partial, { recursive: true });
  fs.renameSync(partial, target);
  log(`${remote} ${version} published to ${target}`);
  return { remote, version };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  release(path.resolve(process.argv[2] ?? process.cwd())).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
