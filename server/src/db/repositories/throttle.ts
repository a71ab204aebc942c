import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Failed attempts per bucket (an account, a client address), kept in the database so every server shares them. */

export async function recordAttempt(db: Db, bucket: string): Promise<number> {
  const row = await db.insertInto('throttle_events').values({ bucket }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Holds the bucket until the transaction ends: its count is checked and raised by one request at a time. */
export async function lockBucket(trx: Db, bucket: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`throttle:${bucket}`}, 0))`.execute(trx);
}

/** Removes attempts recorded by takeAttempt that turned out not to count. */
export async function forgetAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('throttle_events').where('id', 'in', ids).execute();
}

/** How many attempts the bucket has in the window, and when the oldest of them leaves it. */
export async function attemptsSince(db: Db, bucket: string, since: Date) {
  const row = await db
    .selectFrom('throttle_events')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('bucket', '=', bucket)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: row.count, oldest: row.oldest };
}

export async function clearAttempts(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('throttle_events').where('bucket', '=', bucket).execute();
}
