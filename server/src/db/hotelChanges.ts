import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '../logger.ts';

/**
 * Which hotels' guest-facing data changed, as the database says it (migration 0022: a trigger on every
 * table the hotel guide and the products list read sends `NOTIFY hotel_answers, '<hotelId>'` when the
 * writing transaction commits; `'*'` for every hotel). The cached answers (services/answerCache.ts)
 * listen here, on every server process of one database.
 */
export const HOTEL_ANSWERS_CHANNEL = 'hotel_answers';
/** The payload that names every hotel (a TRUNCATE). */
export const EVERY_HOTEL = '*';

export interface HotelChangeListener {
  /** The hotel's data changed (committed), or every hotel's (EVERY_HOTEL). */
  changed(hotelId: string): void;
  /**
   * Whether every change is heard from now on. False from the start until listening, and whenever the
   * listening connection is lost (changes may be missed until it listens again); true once it does.
   */
  hearing(live: boolean): void;
}

export interface HotelChanges {
  /** Adds a listener, told the current state at once; returns its removal. */
  subscribe(listener: HotelChangeListener): () => void;
  /** Whether changes are heard now. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** The shared part: the listeners, the state, and what both engines' sources tell them. */
function changeFeed(start: (feed: FeedControl) => void) {
  const listeners = new Set<HotelChangeListener>();
  let live = false;
  let started = false;
  const control: FeedControl = {
    deliver(payload) {
      for (const listener of listeners) listener.changed(payload);
    },
    setLive(now) {
      if (now === live) return;
      live = now;
      for (const listener of listeners) listener.hearing(now);
    },
  };
  const changes: Omit<HotelChanges, 'close'> = {
    subscribe(listener) {
      listeners.add(listener);
      listener.hearing(live);
      if (!started) {
        started = true;
        start(control);
      }
      return () => listeners.delete(listener);
    },
    get live() {
      return live;
    },
  };
  return { changes, control };
}

interface FeedControl {
  deliver(payload: string): void;
  setLive(live: boolean): void;
}

/** PGlite: one process, one connection: its LISTEN hears every commit, delivered before the commit returns. */
export function pgliteHotelChanges(pglite: PGlite): HotelChanges & { deliver(payload: string): void } {
  // The LISTEN under way or done: close waits for it, or a database closed meanwhile keeps the process alive.
  let listening: Promise<(() => Promise<void>) | null> = Promise.resolve(null);
  let closed = false;
  const { changes, control } = changeFeed((feed) => {
    listening = pglite
      .listen(HOTEL_ANSWERS_CHANNEL, (payload) => feed.deliver(payload))
      .then(
        (stop) => {
          if (!closed) feed.setLive(true);
          return stop;
        },
        () => null,
      );
  });
  return {
    ...changes,
    get live() {
      return changes.live;
    },
    deliver: control.deliver,
    async close() {
      closed = true;
      control.setLive(false);
      const stop = await listening;
      await stop?.();
    },
  };
}

/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'hotel-answers-listener';
/** How often the listening connection is checked with a query (a dead peer is otherwise unnoticed). */
export const LISTENER_HEARTBEAT_MS = 10_000;
/** The longest wait between two attempts to listen again. */
export const LISTENER_MAX_RETRY_MS = 5_000;

export interface PostgresHotelChangesOptions {
  connectionString: string;
  log: Logger;
  heartbeatMs?: number;
}

/**
 * PostgreSQL: a connection of its own LISTENs (opened with the first listener), checked every
 * LISTENER_HEARTBEAT_MS, and opened again (100 ms doubling to LISTENER_MAX_RETRY_MS) when it fails.
 * `deliver` takes the notifications the pool's connections hear too (db/database.ts: each LISTENs, so
 * a server's own commit is heard on its own connection before the commit returns).
 */
export function postgresHotelChanges({
  connectionString,
  log,
  heartbeatMs = LISTENER_HEARTBEAT_MS,
}: PostgresHotelChangesOptions): HotelChanges & { deliver(payload: string): void } {
  let closed = false;
  let client: pg.Client | null = null;
  let wake: (() => void) | null = null;

  const listenOnce = async (feed: FeedControl) => {
    const current = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: heartbeatMs,
      query_timeout: heartbeatMs,
    });
    client = current;
    const ended = new Promise<void>((resolve) => {
      current.once('end', resolve);
      current.on('error', (error) => {
        log.warn(
          { code: (error as { code?: string }).code },
          `Stopped hearing the database's changes: ${error.message}`,
        );
        resolve();
      });
    });
    current.on('notification', (message) => {
      if (message.channel === HOTEL_ANSWERS_CHANNEL && message.payload) feed.deliver(message.payload);
    });
    let heartbeat: NodeJS.Timeout | undefined;
    try {
      await current.connect();
      await current.query(`LISTEN ${HOTEL_ANSWERS_CHANNEL}`);
      if (closed) return;
      feed.setLive(true);
      heartbeat = setInterval(() => {
        current.query('SELECT 1').catch(() => current.end().catch(() => {}));
      }, heartbeatMs);
      heartbeat.unref();
      await ended;
    } finally {
      clearInterval(heartbeat);
      feed.setLive(false);
      client = null;
      await current.end().catch(() => {});
    }
  };

  const { changes, control } = changeFeed((feed) => {
    void (async () => {
      let retryMs = 100;
      while (!closed) {
        const began = Date.now();
        try {
          await listenOnce(feed);
        } catch (error) {
          if (!closed) log.warn(`Cannot hear the database's changes: ${(error as Error).message}`);
        }
        if (closed) break;
        // A connection that lasted a while starts the waits over.
        if (Date.now() - began > LISTENER_MAX_RETRY_MS) retryMs = 100;
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, retryMs).unref();
        });
        wake = null;
        retryMs = Math.min(retryMs * 2, LISTENER_MAX_RETRY_MS);
      }
    })();
  });

  return {
    ...changes,
    get live() {
      return changes.live;
    },
    deliver(payload) {
      control.deliver(payload);
    },
    async close() {
      closed = true;
      wake?.();
      control.setLive(false);
      await client?.end().catch(() => {});
    },
  };
}
