// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every built text asset of
// the shell and the remotes, once at build time; the server sends them as they are (preCompressed)
// instead of compressing each answer on the fly at a lower level. Files are compressed on every core
// (zlib's asynchronous calls run in libuv's thread pool), and a copy newer than its file is kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['shell/dist', 'mf-catalogue/dist', 'mf-account/dist', 'mf-promo/dist', 'mf-admin/dist'];
const TEXT = /\.(js|css|json|svg|txt)$/;
/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Whether `copy` exists and was written after `file` last changed. */
function isFresh(copy, file) {
  return fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= fs.statSync(file).mtimeMs;
}

async function compress(file) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  // Written beside, then renamed: a copy cut short is never taken for a fresh one.
  for (const [copy, bytes] of [[`${file}.br`, br], [`${file}.gz`, gz]]) {
    fs.writeFileSync(`${copy}.${process.pid}.part`, bytes);
    fs.renameSync(`${copy}.${process.pid}.part`, copy);
  }
  return true;
}

/** Precompresses dir's text assets; answers how many files have copies written now. */
export async function precompress(dir) {
  // Node bundles (server/) are read by the server, not sent to browsers.
  const queue = [...files(dir)].filter((file) => TEXT.test(file) && !file.includes(`${path.sep}server${path.sep}`) && !(isFresh(`${file}.br`, file) && isFresh(`${file}.gz`, file)));
  let count = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) if (await compress(file)) count += 1;
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return count;
}

async function main() {
  for (const dir of DIRS) {
    const full = path.join(root, dir);
    if (fs.existsSync(full)) console.log(`${dir}: ${await precompress(full)} files precompressed`);
  }
}

// No top-level await: the benchmark imports this module through tsx, which compiles it to CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
