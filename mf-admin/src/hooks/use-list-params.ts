import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The rows of a back-office list page. */
export const PAGE_SIZE = 20;

/**
 * A list's filters, sort and page, kept in the page's URL (?status=…&page=2): a reload, a shared link
 * or the back button shows the same rows. Changing a filter goes back to the first page.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>, [keys, params]);
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);

  const setFilter = useCallback(
    (key: K, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 0) updated.set('page', String(next + 1));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { values, page, offset: page * PAGE_SIZE, limit: PAGE_SIZE, setFilter, setPage };
}

/** A value of the URL when it is one of the allowed ones; anything else is no filter. */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

type SortKey<T> = T extends `${infer K}-${'asc' | 'desc'}` ? K : never;

/** A list's order from the URL ('total-asc'): the first of `sorts` unless the URL names another of them. */
export function sortOf<T extends `${string}-${'asc' | 'desc'}`>(sorts: readonly T[], value: string): { sort: SortKey<T>; direction: 'asc' | 'desc' } {
  const [sort, direction] = (oneOf(sorts, value) ?? sorts[0]!).split('-');
  return { sort: sort as SortKey<T>, direction: direction as 'asc' | 'desc' };
}
