import { sql, type Kysely } from 'kysely';

/**
 * Reservations get an unguessable public id. The anonymous check-in calls (setCheckin, the bills)
 * name reservations by id alone, and a sequential number would let anyone walk through other
 * guests' reservations: the API's `Reservation.id` is this random UUID, the integer id stays inside.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN public_id text NOT NULL DEFAULT gen_random_uuid()::text`.execute(db);
  await sql`CREATE UNIQUE INDEX reservations_public_id ON reservations (public_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS public_id`.execute(db);
}
