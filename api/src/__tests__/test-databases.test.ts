import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * How the test apps' databases start (helpers/template.ts, jest.environment.js): on PGlite with small
 * shared buffers and the WebAssembly the worker keeps (a copy opens in ~0.2–0.4 s instead of 0.5–0.7).
 */
describe('a test database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  if (process.env.TEST_DB === 'postgres') {
    it("is one of its own on PostgreSQL, copied from the run's template", async () => {
      const result = await t.db.execute(sql`select current_database() as name, count(*)::int as services from services`);
      const [copy] = result.rows as { name: string; services: number }[];
      expect(copy.name).toMatch(/^gp_test_[0-9a-f]{12}$/);
      expect(copy.services).toBeGreaterThan(0);
    });
  } else {
    it('starts with 8 MB of shared buffers on PGlite', async () => {
      const result = await t.db.execute(sql`select current_setting('shared_buffers') as size`);
      expect(result.rows).toEqual([{ size: '8MB' }]);
    });
  }

  it("gets PGlite's compiled WebAssembly from the worker's environment, made once a file", () => {
    const assets = (globalThis as { __PGLITE_ASSETS__?: { pgliteWasmModule: unknown; fsBundle: Blob } }).__PGLITE_ASSETS__;
    expect(assets?.pgliteWasmModule).toBeInstanceOf(WebAssembly.Module);
    expect(assets?.fsBundle.size).toBeGreaterThan(1_000_000);
    expect((globalThis as { __PGLITE_ASSETS__?: unknown }).__PGLITE_ASSETS__).toBe(assets);
  });
});
