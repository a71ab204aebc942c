import { sql, type Kysely } from 'kysely';

/**
 * When a check-in was sent and when the hotel approved it (issue 30): the front desk lists check-ins
 * by when they were sent (created_at is when the pending check-in of the reservation search was made,
 * checkin_time the arrival the guest chose), and an approval can be undone for a few minutes after
 * it was given. Check-ins sent before this migration keep created_at as their time of sending; their
 * approvals, of unknown time, cannot be undone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE checkins ADD COLUMN submitted_at timestamptz, ADD COLUMN approved_at timestamptz`.execute(db);
  await sql`UPDATE checkins SET submitted_at = created_at WHERE status <> 'draft'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE checkins DROP COLUMN IF EXISTS approved_at, DROP COLUMN IF EXISTS submitted_at`.execute(db);
}
