// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every built text asset of
// the shell and the remotes, once at build time; the server sends them as they are (preCompressed)
// instead of compressing each answer on the fly at a lower level.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['shell/dist', 'mf-catalogue/dist', 'mf-account/dist', 'mf-promo/dist', 'mf-admin/dist'];
const TEXT = /\.(js|css|json|svg|txt)$/;
/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(dir) {
  let count = 0;
  for (const file of files(dir)) {
    // Node bundles (server/) are read by the server, not sent to browsers.
    if (!TEXT.test(file) || file.includes(`${path.sep}server${path.sep}`)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of DIRS) {
    const full = path.join(root, dir);
    if (fs.existsSync(full)) console.log(`${dir}: ${precompress(full)} files precompressed`);
  }
}
