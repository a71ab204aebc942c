import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Failed attempts per bucket (an account, a client address), kept in the database so every server shares them. */

export async function recordAttempt(db: Db, bucket: string): Promise<void> {
  await db.insertInto('throttle_events').values({ bucket }).execute();
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
