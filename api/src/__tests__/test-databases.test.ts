import { sql, type SQL } from 'drizzle-orm';
import { keptDatabasesMade } from './helpers/kept-databases';
import { assetsOfPglite } from './helpers/template';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * How the test apps' databases start (helpers/template.ts): on PGlite with small shared buffers and
 * the WebAssembly the worker keeps (a copy opens in ~0.2–0.4 s instead of 0.5–0.7), kept by the worker
 * and put back as the template was for the next app (helpers/kept-pglite.ts).
 */
/** The one row a query answers (drizzle types a raw query's result as its driver's). */
async function rowIn<Row>(t: TestApp, query: SQL): Promise<Row> {
  const { rows } = (await t.db.execute(query)) as unknown as { rows: Row[] };
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('a test database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowOf = <Row>(query: SQL) => rowIn<Row>(t, query);

  if (process.env.TEST_DB === 'postgres') {
    it("is one the worker keeps on PostgreSQL, copied from the run's template", async () => {
      const copy = await rowOf<{ name: string; services: number }>(sql`select current_database() as name, count(*)::int as services from services`);
      expect(copy.name).toMatch(new RegExp(`^${process.env.GP_TEST_TEMPLATE_DATABASE}_kept_${process.pid}_[0-9]+$`));
      expect(copy.services).toBeGreaterThan(0);
    });
  } else {
    it('starts with 8 MB of shared buffers on PGlite', async () => {
      expect(await rowOf(sql`select current_setting('shared_buffers') as size`)).toEqual({ size: '8MB' });
    });
  }

  it("opens PGlite with the WebAssembly its worker compiled once", () => {
    const assets = assetsOfPglite();
    expect(assets.pgliteWasmModule).toBeInstanceOf((globalThis as unknown as { WebAssembly: { Module: new () => object } }).WebAssembly.Module);
    expect(assets.fsBundle?.size).toBeGreaterThan(1_000_000);
    expect(assetsOfPglite()).toBe(assets);
  });
});

describe('the next test app', () => {
  /** What a test may change, as one row: rows of several tables, a sequence, the session. */
  const state = sql`select
      (select string_agg(first_name, ',' order by email) from users) as users,
      (select count(*)::int from mail_outbox) as mails,
      (select count(*)::int from service_prices) as prices,
      (select string_agg(slug, ',' order by slug) from services where is_popular) as popular,
      (select count(*)::int from information_schema.columns where table_name = 'leads') as "leadColumns",
      current_setting('statement_timeout') as "statementTimeout"`;

  it('starts from the template’s rows, sequences and session, whatever the last one did', async () => {
    const first = await createTestApp();
    const template = await rowIn(first, state);
    const [{ value: firstActivation }] = ((await first.db.execute(sql`select nextval('remote_activations_seq_seq')::int as value`)) as unknown as { rows: Array<{ value: number }> }).rows as [{ value: number }];
    await first.db.execute(sql`insert into mail_outbox (recipient, subject, body, kind) values ('olena@example.com', 'Hello', 'Hello', 'verify-email')`);
    await first.db.execute(sql`delete from service_prices`);
    await first.db.execute(sql`update services set is_popular = not is_popular`);
    await first.db.execute(sql`update users set first_name = 'Changed'`);
    await first.db.execute(sql`set statement_timeout = '1s'`);
    expect(await rowIn(first, state)).not.toEqual(template);
    const made = keptDatabasesMade();
    await first.close();

    const next = await createTestApp();
    try {
      expect(await rowIn(next, state)).toEqual(template);
      expect(await rowIn(next, sql`select nextval('remote_activations_seq_seq')::int as value`)).toEqual({ value: firstActivation });
      // The same database put back (not a new copy), so the reset is what this test checks.
      expect(keptDatabasesMade()).toBe(made);
    } finally {
      await next.close();
    }
  });

  it('starts from the template’s tables when the last one changed their shape', async () => {
    const first = await createTestApp();
    const template = await rowIn(first, state);
    await first.db.execute(sql`alter table leads add column note_from_a_test text`);
    await first.db.execute(sql`insert into mail_outbox (recipient, subject, body, kind) values ('olena@example.com', 'Hello', 'Hello', 'verify-email')`);
    await first.close();

    const next = await createTestApp();
    try {
      expect(await rowIn(next, state)).toEqual(template);
    } finally {
      await next.close();
    }
  });
});
