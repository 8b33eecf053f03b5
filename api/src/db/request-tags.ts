import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';

const requests = new AsyncLocalStorage<string>();

/** Runs the rest of a request in its id's context: its SQL is tagged with it (see taggedPool). */
export function inRequest(requestId: string, next: () => void): void {
  requests.run(requestId, next);
}

/** A request id as logs and SQL comments may carry it; anything else is replaced by a new one. */
export const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

type Query = string | { text: string };

function tagged(query: Query): Query {
  const id = requests.getStore();
  if (!id) return query;
  // REQUEST_ID allows no '*' or '/': the comment cannot be closed early.
  const comment = `/* request_id=${id} */ `;
  return typeof query === 'string' ? comment + query : { ...query, text: comment + query.text };
}

function withTaggedQueries<T extends Pool | PoolClient>(target: T): T {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === 'query') return (first: Query, ...rest: unknown[]) => query(first && (typeof first === 'object' || typeof first === 'string') ? tagged(first) : first, ...rest);
      const value = Reflect.get(object, property, receiver) as unknown;
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The pool as drizzle uses it, with each statement a request runs prefixed by `/* request_id=… *\/`:
 * pg_stat_activity and the server's slow-query log name the request whose log lines tell the rest.
 */
export function taggedPool(pool: Pool): Pool {
  const tagging = withTaggedQueries(pool);
  return new Proxy(tagging, {
    get(object, property, receiver) {
      if (property === 'connect') {
        return async () => withTaggedQueries(await pool.connect());
      }
      return Reflect.get(object, property, receiver) as unknown;
    },
  });
}
