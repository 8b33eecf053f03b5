/** A search text as an ILIKE pattern matching it anywhere, its %, _ and \ taken literally. */
export function containsPattern(search: string | undefined): string | undefined {
  return search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
}
