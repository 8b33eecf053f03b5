import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose files make the seeded template: the migrations, the seed and the code and texts it uses. */
const REPOSITORY = path.resolve(__dirname, '../../..');
export const TEMPLATE_INPUTS = ['api/src', 'api/drizzle', 'shared-domain/src', 'shared-api/src', 'shared-i18n/locales', 'package-lock.json'].map((input) =>
  path.join(REPOSITORY, input),
);

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    // Tests do not make the template.
    .filter((child) => child.name !== '__tests__')
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/**
 * A digest of every file the template depends on (their paths and contents) and of `extra` (the
 * PGlite release): a template kept under it is the one this code would make.
 */
export function templateKey(inputs: readonly string[], extra: string, root = REPOSITORY): string {
  const hash = crypto.createHash('sha256').update(extra);
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(`\0${path.relative(root, file)}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}
