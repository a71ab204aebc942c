import { sql, type Kysely } from 'kysely';

/**
 * One review per reservation and one per check-in and guest (sendReservationReview,
 * sendCheckinReview): sending again replaces the review (an upsert on these indexes). Duplicates
 * from before the indexes, if any, keep their latest review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM reviews a USING reviews b
    WHERE a.checkin_id IS NULL AND b.checkin_id IS NULL AND a.reservation_id = b.reservation_id AND a.id < b.id`.execute(
    db,
  );
  await sql`DELETE FROM reviews a USING reviews b
    WHERE a.checkin_id = b.checkin_id AND a.guest_id IS NOT DISTINCT FROM b.guest_id AND a.id < b.id`.execute(db);
  await sql`CREATE UNIQUE INDEX reviews_reservation ON reviews (reservation_id) WHERE checkin_id IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX reviews_checkin_guest ON reviews (checkin_id, guest_id) WHERE checkin_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS reviews_checkin_guest`.execute(db);
  await sql`DROP INDEX IF EXISTS reviews_reservation`.execute(db);
}
