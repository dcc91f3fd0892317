import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel migration 0005's triggers notify on commit of any change that can alter a public doctor
 * search page (docs/decisions/019-search-cache.md).
 */
export const SEARCH_CHANNEL = 'tabib_search';

/**
 * `change`: a change was committed; `down`: notifications may be missed from now on; `up`: they are
 * received again (changes made while down were missed).
 */
export type ChangeEvent = 'change' | 'up' | 'down';

export interface ChangeFeed {
  /** Whether a change committed now is certain to be reported to this process. */
  readonly listening: boolean;
  /** Reports every event to `listener` (and starts listening on the first call); returns an unsubscribe. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
}

export interface ClosableChangeFeed extends ChangeFeed {
  close(): Promise<void>;
}

export interface PostgresChangeFeedOptions {
  /** Wait before reconnecting a lost listener connection. */
  reconnectMs?: number;
  /** How often the listener connection is checked with `SELECT 1` (a half-open TCP connection says nothing). */
  heartbeatMs?: number;
}

class Listeners {
  private readonly listeners = new Set<(event: ChangeEvent) => void>();

  add(listener: (event: ChangeEvent) => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: ChangeEvent) {
    for (const listener of this.listeners) listener(event);
  }
}

/**
 * PostgreSQL: a dedicated connection LISTENs (and says whether notifications can be trusted: while it
 * is lost, the feed is `down` and reconnects). Every pool connection LISTENs too, because PostgreSQL
 * delivers a session's own notification before its COMMIT returns: a change this process made is
 * reported before the request that made it answers, so its author's next read never sees a cached page
 * from before it. The dedicated connection alone would report it a few milliseconds later.
 */
export function createPostgresChangeFeed(
  pool: pg.Pool,
  connectionString: string,
  options: PostgresChangeFeedOptions = {},
): ClosableChangeFeed {
  const reconnectMs = options.reconnectMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const listeners = new Listeners();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === SEARCH_CHANNEL) listeners.emit('change');
  };
  pool.on('connect', (client) => {
    client.on('notification', onNotification);
    // A failure surfaces on the query that checked this connection out.
    client.query(`LISTEN ${SEARCH_CHANNEL}`).catch(() => undefined);
  });

  let started = false;
  let closed = false;
  let listening = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    if (listening) {
      listening = false;
      listeners.emit('down');
    }
    if (!closed) {
      retry = setTimeout(connect, reconnectMs);
      retry.unref();
    }
  };

  const connect = async () => {
    // Named in the URL: a connection string's own application_name would win over the option.
    const named = new URL(connectionString);
    named.searchParams.set('application_name', 'tabib-search-listener');
    const next = new pg.Client({
      connectionString: named.toString(),
      keepAlive: true,
      query_timeout: heartbeatMs,
    });
    client = next;
    next.on('notification', onNotification);
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${SEARCH_CHANNEL}`);
    } catch {
      lost(next);
      return;
    }
    if (client !== next) return;
    listening = true;
    listeners.emit('up');
  };

  const heartbeat = setInterval(() => {
    const current = client;
    if (listening && current) current.query('SELECT 1').catch(() => lost(current));
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get listening() {
      return listening;
    },
    subscribe(listener) {
      const unsubscribe = listeners.add(listener);
      if (!started && !closed) {
        started = true;
        void connect();
      }
      return unsubscribe;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * PGlite is one session in this process: it reports its own notifications, before the COMMIT that sent
 * them returns, once LISTEN has run on the instance (created with the first query).
 */
export function createPGliteChangeFeed(): ChangeFeed & { attach(instance: PGlite): void } {
  const listeners = new Listeners();
  let listening = false;
  return {
    get listening() {
      return listening;
    },
    subscribe: (listener) => listeners.add(listener),
    attach(instance) {
      instance
        .listen(SEARCH_CHANNEL, () => listeners.emit('change'))
        .then(() => {
          listening = true;
          listeners.emit('up');
        })
        .catch(() => undefined);
    },
  };
}
