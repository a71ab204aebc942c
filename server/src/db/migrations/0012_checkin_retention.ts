import { sql, type Kysely } from 'kysely';

/**
 * Check-ins are kept as the terms promise (issue 30, services/retention.ts): `checkins.retain_until`
 * is 3 years after the check-out, and until then 3 years after the end of the planned departure date
 * on the hotel's clock (the last reservation's, else the arrival date's). Past it, the upkeep deletes
 * the check-in's companions, tickets and guest register entries and empties its personal columns;
 * the row stays, `purged`, because folio lines (sales) and request orders refer to it and the hotel
 * keeps those for tax law. The register's own `retain_until` (migration 0010) goes: its entries go
 * with their check-in. Existing check-ins get their end computed as the code would, never earlier
 * than an end their register entries already had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE checkins ADD COLUMN retain_until timestamptz`.execute(db);
  await sql`UPDATE checkins c SET retain_until = greatest(
      CASE
        WHEN c.checked_out_at IS NOT NULL
          THEN (c.checked_out_at AT TIME ZONE 'UTC' + interval '3 years') AT TIME ZONE 'UTC'
        ELSE ((coalesce(
            (SELECT max(r.checkin_date + r.nights::integer)
              FROM checkin_reservations cr JOIN reservations r ON r.id = cr.reservation_id
              WHERE cr.checkin_id = c.id),
            (coalesce(c.user_checkin_time, c.checkin_time, c.created_at) AT TIME ZONE h.time_zone)::date
          ) + 1) + interval '3 years') AT TIME ZONE h.time_zone
      END,
      (SELECT max(g.retain_until) FROM guest_register g WHERE g.checkin_id = c.id)
    )
    FROM hotels h WHERE h.id = c.hotel_id`.execute(db);
  await sql`ALTER TABLE checkins ALTER COLUMN retain_until SET NOT NULL`.execute(db);
  await sql`ALTER TABLE checkins DROP CONSTRAINT checkins_status_check`.execute(db);
  await sql`ALTER TABLE checkins ADD CONSTRAINT checkins_status_check
    CHECK (status IN ('draft', 'submitted', 'checked_out', 'purged'))`.execute(db);
  await sql`CREATE INDEX checkins_retain ON checkins (retain_until) WHERE status <> 'purged'`.execute(db);
  await sql`DROP INDEX IF EXISTS guest_register_retain`.execute(db);
  await sql`ALTER TABLE guest_register DROP COLUMN retain_until`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE guest_register ADD COLUMN retain_until timestamptz`.execute(db);
  await sql`UPDATE guest_register g SET retain_until = c.retain_until FROM checkins c WHERE c.id = g.checkin_id`.execute(
    db,
  );
  await sql`ALTER TABLE guest_register ALTER COLUMN retain_until SET NOT NULL`.execute(db);
  await sql`CREATE INDEX guest_register_retain ON guest_register (retain_until)`.execute(db);
  await sql`DROP INDEX IF EXISTS checkins_retain`.execute(db);
  // What was purged stays purged, and over: checked out, so that nothing takes it for a stay under way.
  await sql`UPDATE checkins SET status = 'checked_out' WHERE status = 'purged'`.execute(db);
  await sql`ALTER TABLE checkins DROP CONSTRAINT checkins_status_check`.execute(db);
  await sql`ALTER TABLE checkins ADD CONSTRAINT checkins_status_check
    CHECK (status IN ('draft', 'submitted', 'checked_out'))`.execute(db);
  await sql`ALTER TABLE checkins DROP COLUMN retain_until`.execute(db);
}
