import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { componentLog, rootLogger, type Logger } from '../logger.ts';
import { HOTEL_ANSWERS_CHANNEL, pgliteHotelChanges, postgresHotelChanges, type HotelChanges } from './hotelChanges.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** Which engine is behind `db`, for logs. */
  kind: 'pglite' | 'postgres';
  /** Which hotels' guest-facing data changed, on this database from any process (db/hotelChanges.ts). */
  hotelChanges: HotelChanges;
  close(): Promise<void>;
  /** The embedded database's files as one tarball (PGlite only): a copy to start another from. */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Where the embedded database keeps its files: `memory://` keeps it in memory (tests); `loadDataDir`
 * starts it from a copy of another's files (dumpDataDir) instead of an empty cluster.
 */
export type DatabaseLocation = { databaseUrl: string } | { pgliteDir: string | 'memory://'; loadDataDir?: Blob };

// Both engines return the same JavaScript values: `date` stays the 'YYYY-MM-DD' text (no time zone
// shift), `bigint` (counts) becomes a number. Timestamps are Date objects.
const DATE_OID = 1082;
const INT8_OID = 20;

export interface OpenDatabaseOptions {
  /** The process's logger: the pool's troubles are written as component `db` (unset: the process's own). */
  log?: Logger;
}

export async function openDatabase(
  location: DatabaseLocation,
  { log = rootLogger() }: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const hotelChanges = postgresHotelChanges({ connectionString: location.databaseUrl, log: componentLog(log, 'db') });
    const pool = new pg.Pool({
      connectionString: location.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE) || 10,
      // Each connection listens too: a commit of this process is then heard (its notification comes
      // before the commit's answer) before the code that committed goes on, so this server never
      // answers from what it has just changed; the listener's own connection hears it a moment later.
      onConnect: async (client) => {
        client.on('notification', (message) => {
          if (message.channel === HOTEL_ANSWERS_CHANNEL && message.payload) hotelChanges.deliver(message.payload);
        });
        await client.query(`LISTEN ${HOTEL_ANSWERS_CHANNEL}`);
      },
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE_OID) return (value: string) => value;
          if (oid === INT8_OID) return (value: string) => Number(value);
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // A connection that fails while idle in the pool (PostgreSQL restarted, a failover, a network cut)
    // is an 'error' event on the pool, which would end the process unheard. The pool drops it and the
    // next query opens a new one; /readyz answers 503 meanwhile (plugins/health.ts).
    const dbLog = componentLog(log, 'db');
    // (Not the error itself: pg hangs the whole client on it, connection settings and all.)
    pool.on('error', (error) =>
      dbLog.error(
        { code: (error as { code?: string }).code },
        `PostgreSQL: an idle connection failed and was dropped: ${error.message}`,
      ),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const close = async () => {
      await hotelChanges.close();
      await db.destroy();
    };
    return { db, kind: 'postgres', hotelChanges, close };
  }

  const dataDir = location.pgliteDir;
  if (dataDir !== 'memory://') fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir,
    // PostgreSQL's startup progress timer (every 10 s while it recovers a loaded copy, e.g. a test's
    // template) keeps running in PGlite after close and keeps the process alive for ever: no such log.
    startParams: [...PGlite.defaultStartParams, '-c', 'log_startup_progress_interval=0'],
    ...(location.loadDataDir && { loadDataDir: location.loadDataDir }),
    parsers: {
      [pgliteTypes.DATE]: (value: string) => value,
      [pgliteTypes.INT8]: (value: string) => Number(value),
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  const hotelChanges = pgliteHotelChanges(client);
  const close = async () => {
    await hotelChanges.close();
    await db.destroy();
  };
  return { db, kind: 'pglite', hotelChanges, close, dumpDataDir: () => client.dumpDataDir('none') };
}
