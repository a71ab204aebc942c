import { sql, type Kysely } from 'kysely';

/**
 * Stays and folios on the integration API (issue 33). `reservations` gains when its guest was checked
 * in at the desk (the PMS tells it) and when the stay was checked out; `sales` gains the PMS's own id
 * of a line it posted during the stay (a minibar, a late check-out), unique per reservation, so a
 * posting sent twice is one line. An approval of an online check-in (or its undoing) moves its
 * reservations' `updated_at`: the stays list's `updatedSince` sees the guest checked in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN checked_in_at timestamptz`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN checked_out_at timestamptz`.execute(db);
  await sql`ALTER TABLE sales ADD COLUMN external_id text`.execute(db);
  await sql`ALTER TABLE sales ADD CONSTRAINT sales_reservation_external_id UNIQUE (reservation_id, external_id)`.execute(
    db,
  );
  await sql`CREATE FUNCTION checkins_touch_reservations() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE reservations SET updated_at = clock_timestamp()
        WHERE id IN (SELECT reservation_id FROM checkin_reservations WHERE checkin_id = NEW.id);
      RETURN NEW;
    END
  $$`.execute(db);
  await sql`CREATE TRIGGER checkins_touch_reservations AFTER UPDATE OF approved_status ON checkins
    FOR EACH ROW WHEN (OLD.approved_status IS DISTINCT FROM NEW.approved_status)
    EXECUTE FUNCTION checkins_touch_reservations()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS checkins_touch_reservations ON checkins`.execute(db);
  await sql`DROP FUNCTION IF EXISTS checkins_touch_reservations()`.execute(db);
  await sql`ALTER TABLE sales DROP CONSTRAINT IF EXISTS sales_reservation_external_id`.execute(db);
  await sql`ALTER TABLE sales DROP COLUMN IF EXISTS external_id`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS checked_out_at`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS checked_in_at`.execute(db);
}
