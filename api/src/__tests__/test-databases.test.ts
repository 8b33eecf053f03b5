import { sql, type SQL } from 'drizzle-orm';
import { assetsOfPglite } from './helpers/template';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * How the test apps' databases start (helpers/template.ts): on PGlite with small shared buffers and
 * the WebAssembly the worker keeps (a copy opens in ~0.2–0.4 s instead of 0.5–0.7).
 */
describe('a test database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The one row a query answers (drizzle types a raw query's result as its driver's). */
  async function rowOf<Row>(query: SQL): Promise<Row> {
    const { rows } = (await t.db.execute(query)) as unknown as { rows: Row[] };
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  if (process.env.TEST_DB === 'postgres') {
    it("is one of its own on PostgreSQL, copied from the run's template", async () => {
      const copy = await rowOf<{ name: string; services: number }>(sql`select current_database() as name, count(*)::int as services from services`);
      expect(copy.name).toMatch(/^gp_test_[0-9a-f]{12}$/);
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
