// The bonus ledger has one writer: every row of bonus_ledger is written by api/src/modules/bonus/ledger.ts,
// so the rules of who may earn, spend and get back bonus live in one place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WRITER = 'api/src/modules/bonus/ledger.ts';
const WRITES = /\.(insert|update|delete)\(\s*bonusLedger\s*\)|(insert\s+into|update|delete\s+from)\s+"?bonus_ledger"?/i;

function sourceFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(relative);
    return /\.ts$/.test(entry.name) ? [relative] : [];
  });
}

test('only the ledger module writes bonus ledger rows', () => {
  const writers = sourceFiles('api/src').filter((file) => WRITES.test(fs.readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(writers, [WRITER]);
});

test('the check recognises a write', () => {
  assert.ok(WRITES.test('await tx.insert(bonusLedger).values({})'));
  assert.ok(WRITES.test('await db.execute(sql`delete from bonus_ledger where id = 1`)'));
  assert.ok(!WRITES.test('db.select().from(bonusLedger)'));
});
