import { sql, type SQL } from 'drizzle-orm';

/**
 * A sum of cents as an exact number: PostgreSQL sums bigint into numeric, which the drivers return as
 * text. Exact while below 2^53 cents (90 billion EUR), far above any order ceiling.
 */
export const centsSum = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
