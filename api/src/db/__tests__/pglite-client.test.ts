import { types, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { assetsOfPglite } from '../../__tests__/helpers/template';
import { newCluster } from '../../testing/seeded-pglite';
import { DRIZZLE_TEXT_TYPES, DrizzlePGlite, withoutTextParsers } from '../pglite-client';
import { users } from '../schema';

let client: DrizzlePGlite;

beforeAll(async () => {
  client = await DrizzlePGlite.start({ loadDataDir: await newCluster(), extensions: { pg_trgm }, ...assetsOfPglite() });
});
afterAll(() => client.close());

/** Parsers for the types drizzle reads as text that would show if they were used. */
const marking = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, (value: string) => `parsed ${value}`]));

const ROW = `select timestamptz '2026-11-29 10:00:00+00' as at, date '2026-11-29' as day, interval '90 minutes' as span,
  array[timestamp '2026-11-29 10:00:00'] as stamps, array[1.5, 2]::numeric[] as amounts, 7::int as count`;

describe('PGlite as drizzle reads it', () => {
  it('asks for exactly the text types that drizzle asks for, each read as its text', () => {
    const db = drizzle(client, { schema: { users } });
    const prepared = db.select().from(users).prepare('any') as unknown as { queryConfig: QueryOptions; rawQueryConfig: QueryOptions };
    for (const { parsers } of [prepared.queryConfig, prepared.rawQueryConfig]) {
      expect(Object.keys(parsers!).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      for (const parse of Object.values(parsers!)) expect(parse('2026-11-29 10:00:00+00', 0)).toBe('2026-11-29 10:00:00+00');
    }
  });

  it('reads dates, timestamps, intervals and their arrays as text, and the other types as PGlite does', async () => {
    const { rows } = await client.query(ROW);
    expect(rows).toEqual([{ at: '2026-11-29 10:00:00+00', day: '2026-11-29', span: '01:30:00', stamps: '{"2026-11-29 10:00:00"}', amounts: '{1.5,2}', count: 7 }]);
  });

  it('reads drizzle’s queries as before, in and out of transactions', async () => {
    const db = drizzle(client);
    const outside = await db.execute(ROW);
    const inside = await db.transaction((tx) => tx.execute(ROW));
    expect(inside.rows).toEqual(outside.rows);
    expect(outside.rows[0]).toMatchObject({ at: '2026-11-29 10:00:00+00', count: 7 });
    expect((await db.execute(sql`select ${new Date('2026-11-29T10:00:00Z').toISOString()}::timestamptz as at`)).rows).toEqual([{ at: '2026-11-29 10:00:00+00' }]);
  });

  it('leaves drizzle’s parsers off its queries and transactions: the client reads those types itself', async () => {
    const asked = { parsers: marking, rowMode: 'object' } as const;
    expect((await client.query<{ at: string }>(ROW, [], asked)).rows[0]!.at).toBe('2026-11-29 10:00:00+00');
    const inside = await client.transaction((tx) => tx.query<{ at: string }>(ROW, [], asked));
    expect(inside.rows[0]!.at).toBe('2026-11-29 10:00:00+00');
  });

  it('keeps any other parsers a query asks for, in and out of transactions', async () => {
    const other = { parsers: { [types.INT4]: (value: string) => `counted ${value}` } };
    expect((await client.query<{ count: string }>(ROW, [], other)).rows[0]!.count).toBe('counted 7');
    expect((await client.transaction((tx) => tx.query<{ count: string }>(ROW, [], other))).rows[0]!.count).toBe('counted 7');
    // Drizzle's types and one more: not what the client reads already, so kept whole.
    const more = { parsers: { ...marking, [types.INT4]: (value: string) => `counted ${value}` } };
    expect((await client.query<{ at: string; count: string }>(ROW, [], more)).rows[0]).toMatchObject({ at: 'parsed 2026-11-29 10:00:00+00', count: 'counted 7' });
  });

  it('ends a transaction as PGlite does: its queries after a rollback are refused', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.rollback();
        expect(tx.closed).toBe(true);
        return tx.query('select 1');
      }),
    ).rejects.toThrow('Transaction is closed');
  });
});

describe('withoutTextParsers', () => {
  it.each([
    ['no options', undefined, undefined],
    ['no parsers', { rowMode: 'array' }, { rowMode: 'array' }],
    ['drizzle’s', { rowMode: 'array', parsers: marking }, { rowMode: 'array', parsers: undefined }],
    ['fewer than drizzle’s', { parsers: { [types.DATE]: marking[types.DATE]! } }, { parsers: { [types.DATE]: marking[types.DATE] } }],
  ] as Array<[string, QueryOptions | undefined, QueryOptions | undefined]>)('with %s', (_what, options, expected) => {
    expect(withoutTextParsers(options)).toEqual(expected);
  });
});
