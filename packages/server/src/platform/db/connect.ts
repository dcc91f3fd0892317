import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type ChangeFeed, createPGliteChangeFeed, createPostgresChangeFeed } from './changes.js';
import { lockDataDir } from './data-dir-lock.js';
import { PREPARED_MARK } from './prepared.js';
import type { Database } from './schema.js';

export type Backend = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  backend: Backend;
  /** Committed changes that can alter a public search page (docs/decisions/019-search-cache.md). */
  changes: ChangeFeed;
  /** Waits for running queries, then closes the pool or the embedded database. */
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to reopen with `loadDataDir` (test templates, backups). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /** PostgreSQL pool size. */
  poolMax?: number;
  /** PGlite only: start from a `dumpDataDir()` tarball instead of an empty cluster (test templates). */
  loadDataDir?: Blob;
}

const INT8_OID = 20;
const DATE_OID = 1082;

/*
 * The two drivers disagree on two types: node-postgres reads bigint (e.g. count(*)) as a string and a
 * `date` as a Date at local midnight, PGlite reads bigint as a number and a `date` as a Date at UTC
 * midnight. Both are made to return numbers and 'YYYY-MM-DD' strings, so code sees one behaviour.
 */
const toNumber = (value: string): number => Number(value);
const asIs = (value: string): string => value;

/**
 * Makes each new client run the statements marked by `executePrepared` as named prepared statements:
 * PostgreSQL plans them on the first run of a connection and reuses the plan. A name is the text's hash,
 * so one name always means one text, which node-postgres requires.
 */
function prepareMarkedStatements(client: pg.PoolClient) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = createHash('sha256').update(text).digest('base64url');
      names.set(text, name);
    }
    return name;
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text === 'string' && text.startsWith(PREPARED_MARK) && args.length === 2) {
      return query({ name: nameOf(text), text, values });
    }
    return query(...args);
  }) as typeof client.query;
}

function openPostgres(databaseUrl: string, poolMax: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID) return toNumber;
        if (oid === DATE_OID) return asIs;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that dies (server restart, network, DROP DATABASE … WITH (FORCE)) is dropped by
  // the pool and replaced on the next query; without a listener node-postgres would crash the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  pool.on('connect', prepareMarkedStatements);
  // A connection that dies while checked out (a PostgreSQL restart during a transaction) has no pool
  // listener: its query fails and the pool drops it on release, but its 'error' event alone would
  // crash the process — every instance at once when the database restarts.
  pool.on('connect', (client) =>
    client.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`)),
  );
  const changes = createPostgresChangeFeed(pool, databaseUrl);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    backend: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}

function openPGlite(dataDir: string, loadDataDir: Blob | undefined): DatabaseHandle {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  // Created on the first query; Kysely's destroy() closes it then (and has nothing to close before).
  let instance: PGlite | undefined;
  const changes = createPGliteChangeFeed();
  const pglite = () => {
    instance = new PGlite(dataDir, {
      extensions: { pg_trgm },
      parsers: { [INT8_OID]: toNumber, [DATE_OID]: asIs },
      ...(loadDataDir === undefined ? {} : { loadDataDir }),
    });
    changes.attach(instance);
    return instance;
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    backend: 'pglite',
    changes,
    close: async () => {
      await db.destroy();
      unlock();
    },
    dumpDataDir: async () => {
      if (instance === undefined) throw new Error('The database has not been opened yet: run a query first.');
      return instance.dumpDataDir('none');
    },
  };
}

/** Opens PostgreSQL when a connection string is given, otherwise the embedded PGlite database. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl === undefined
    ? openPGlite(options.dataDir, options.loadDataDir)
    : openPostgres(options.databaseUrl, options.poolMax ?? 10);
}
