import type { PGlite } from '@electric-sql/pglite';
import { Client, type Pool } from 'pg';

/** What processes tell each other changed: each names an in-memory copy to drop. */
/** remotes: the registry; catalogue: services, categories and the pages rendered from them; sessions: ended sessions. */
export type ChangeTopic = 'remotes' | 'catalogue' | 'sessions';
const TOPICS: readonly ChangeTopic[] = ['remotes', 'catalogue', 'sessions'];
const CHANNEL = 'gp_changes';

/**
 * Tells every process on the same database that something they keep in memory changed, by
 * PostgreSQL's LISTEN/NOTIFY. The process that changed it hears it too.
 */
export interface ChangeFeed {
  publish(topic: ChangeTopic): Promise<void>;
  /**
   * Calls the listener on each change of the topic, from any process, and after the feed was cut off
   * and came back (changes may have been missed meanwhile). Returns the unsubscribe.
   */
  subscribe(topic: ChangeTopic, listener: () => void): () => void;
  close(): Promise<void>;
}

function listeners() {
  const byTopic = new Map<ChangeTopic, Set<() => void>>(TOPICS.map((topic) => [topic, new Set()]));
  return {
    add(topic: ChangeTopic, listener: () => void) {
      byTopic.get(topic)!.add(listener);
      return () => void byTopic.get(topic)!.delete(listener);
    },
    tell(topic: string) {
      byTopic.get(topic as ChangeTopic)?.forEach((listener) => listener());
    },
    tellAll() {
      TOPICS.forEach((topic) => this.tell(topic));
    },
  };
}

/** Embedded PGlite: one process, but the same NOTIFY path as a server (several apps may share one database in tests). */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const subscribed = listeners();
  const unlisten = await client.listen(CHANNEL, (payload) => subscribed.tell(payload));
  return {
    async publish(topic) {
      await client.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: (topic, listener) => subscribed.add(topic, listener),
    async close() {
      await unlisten().catch(() => undefined);
    },
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * A PostgreSQL server: one connection of its own LISTENs (a pooled one would be handed to queries).
 * When it is cut off, it reconnects with growing pauses and then tells every listener, since a
 * notification sent meanwhile was lost. Resolves once it listens, so a starting process misses nothing.
 */
export async function postgresChangeFeed(url: string, pool: Pool, warn: (message: string) => void): Promise<ChangeFeed> {
  const subscribed = listeners();
  let client: Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  async function connect(reconnecting: boolean) {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) subscribed.tell(message.payload);
    });
    next.on('error', (error) => {
      warn(`The change feed lost its connection: ${error.message}`);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) {
        client = undefined;
        scheduleReconnect();
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      warn(`The change feed could not listen: ${(error as Error).message}`);
      await next.end().catch(() => undefined);
      if (!reconnecting) throw error;
      scheduleReconnect();
      return;
    }
    if (closed) return void (await next.end());
    client = next;
    retryMs = RETRY_MIN_MS;
    if (reconnecting) subscribed.tellAll();
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  await connect(false);
  return {
    async publish(topic) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: (topic, listener) => subscribed.add(topic, listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
