import { PGlite, types, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/*
 * Drizzle asks PGlite to hand over dates, timestamps and intervals (and arrays of them, and numeric
 * arrays) as the text PostgreSQL sends: its columns make their values from that text. It asks on
 * every query, with parsers of its own, and PGlite merges them with its whole table of parsers
 * (about two hundred types) into a new object for each query: an eighth of a signed-in API request's
 * time on the embedded database, and of the API suite's. Here the client reads those types as text
 * once and for all, and the queries that ask for exactly that go without their parsers: the same
 * rows, read without the copy.
 */

/** The types drizzle reads as text (drizzle-orm/pglite's PglitePreparedQuery): timestamp[], timestamptz[], interval[], date[], numeric[] by their array OIDs. */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1115, 1185, 1187, 1182, 1231];

const asText = (value: string) => value;

/** The options without their parsers when those only ask for what the client does already. */
export function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || Object.keys(parsers).length !== DRIZZLE_TEXT_TYPES.length || !DRIZZLE_TEXT_TYPES.every((type) => type in parsers)) return options;
  return { ...options, parsers: undefined };
}

/** PGlite reading as drizzle wants it, queries and transactions alike. */
export class DrizzlePGlite extends PGlite {
  /** Started, with the text types set after PGlite's own start (which fills in its array types). */
  static async start(options: PGliteOptions): Promise<DrizzlePGlite> {
    const client = new DrizzlePGlite(options);
    await client.waitReady;
    for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutTextParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const lighter: Pick<Transaction, 'query'> = {
        query: (query, params, options) => tx.query(query, params, withoutTextParsers(options)),
      };
      // The transaction's other methods (and its `closed`) are PGlite's own.
      return callback(Object.assign(Object.create(tx) as Transaction, lighter));
    });
  }
}
