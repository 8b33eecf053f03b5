import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { newCluster } from '../testing/seeded-pglite';

const MIGRATIONS = path.join(__dirname, '../../drizzle');
const VAT_MIGRATION = '0006_b2b_checkout';

/** The migrations folder as it was before VAT: the journal up to the one before it. */
function migrationsBeforeVat(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const before = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === VAT_MIGRATION));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe(`the ${VAT_MIGRATION} migration`, () => {
  it('gives orders and invoices placed before VAT their amounts as they were, no VAT, and their issuer’s bank account', async () => {
    // A new cluster from the initdb dump the test databases' template starts from too (initdb takes seconds).
    const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: await newCluster() });
    const db = drizzle(client);
    const before = migrationsBeforeVat();
    try {
      await migrate(db, { migrationsFolder: before });
      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name) values ('old@example.com', 'x', 'Old', 'Client') returning id`,
      );
      const userId = rows[0]!.id;
      const issuers = [
        ['Growth Partners CZ s.r.o.', 'GP-20250101-AAAAAAAAAA', 'INV-2025-000001'],
        ['Growth Partners Europe S.L.', 'GP-20250101-BBBBBBBBBB', 'INV-2025-000002'],
      ];
      for (const [issuer, orderNumber, invoiceNumber] of issuers) {
        const order = await client.query<{ id: string }>(
          `insert into orders (number, user_id, subtotal_cents, bonus_applied_cents, cash_cents, billing, idempotency_key)
           values ($1, $2, 100000, 20000, 80000, '{}'::jsonb, $1) returning id`,
          [orderNumber, userId],
        );
        await client.query(
          `insert into invoices (number, order_id, user_id, issuer, client, lines, subtotal_cents, bonus_applied_cents, amount_due_cents, due_at)
           values ($1, $2, $3, $4::jsonb, '{}'::jsonb, '[]'::jsonb, 100000, 20000, 80000, now())`,
          [invoiceNumber, order.rows[0]!.id, userId, JSON.stringify({ name: issuer, address: 'x', registrationNumber: 'x', email: 'x' })],
        );
      }

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const orders = await client.query(`select number, cash_cents, vat_treatment, vat_rate_bp, vat_cents, reverse_charge, total_cents from orders order by number`);
      expect(orders.rows).toEqual(
        issuers.map(([, number]) => ({ number, cash_cents: 80000, vat_treatment: null, vat_rate_bp: 0, vat_cents: 0, reverse_charge: false, total_cents: 80000 })),
      );
      const invoices = await client.query<{ net_cents: number; vat_cents: number; amount_due_cents: number; vat_treatment: string | null; issuer: { iban: string; bic: string } }>(
        `select net_cents, vat_cents, amount_due_cents, vat_treatment, issuer from invoices order by number`,
      );
      expect(invoices.rows.map((row) => [row.net_cents, row.vat_cents, row.amount_due_cents, row.vat_treatment])).toEqual([
        [80000, 0, 80000, null],
        [80000, 0, 80000, null],
      ]);
      expect(invoices.rows.map((row) => row.issuer.iban)).toEqual(['CZ6508000000192000145399', 'ES9121000418450200051332']);
      expect(invoices.rows.map((row) => row.issuer.bic)).toEqual(['GIBACZPX', 'CAIXESBBXXX']);
    } finally {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
