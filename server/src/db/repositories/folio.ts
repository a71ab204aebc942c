import type { Db } from '../database.ts';

/**
 * The folio: the sales lines a stay is billed by. The booking system's lines carry the reservation;
 * lines added during the stay (orders paid at check-out) carry the check-in. The bill shown to the
 * guest and the amount charged are both computed from these lines, so they cannot differ.
 */
export interface FolioSelection {
  /** Reservations (database ids). */
  reservationIds: number[];
  /** Check-ins (database ids): their own lines and those of their reservations. */
  checkinIds: number[];
}

/** The reservations (database ids) linked to these check-ins. */
export async function reservationsOfCheckins(db: Db, checkinIds: number[]): Promise<number[]> {
  if (checkinIds.length === 0) return [];
  const rows = await db
    .selectFrom('checkin_reservations')
    .select('reservation_id')
    .where('checkin_id', 'in', checkinIds)
    .execute();
  return [...new Set(rows.map((r) => r.reservation_id))];
}

/** The check-ins (database ids) linked to these reservations. */
export async function checkinsOfReservations(db: Db, reservationIds: number[]): Promise<number[]> {
  if (reservationIds.length === 0) return [];
  const rows = await db
    .selectFrom('checkin_reservations')
    .select('checkin_id')
    .where('reservation_id', 'in', reservationIds)
    .execute();
  return [...new Set(rows.map((r) => r.checkin_id))];
}

/** Every folio line of the selection once, by date; paid lines carry their order id. */
export async function listFolioLines(db: Db, selection: FolioSelection) {
  const reservationIds = [
    ...new Set([...selection.reservationIds, ...(await reservationsOfCheckins(db, selection.checkinIds))]),
  ];
  const { checkinIds } = selection;
  if (reservationIds.length === 0 && checkinIds.length === 0) return [];
  return db
    .selectFrom('sales')
    .select([
      'id',
      'hotel_id',
      'reservation_id',
      'checkin_id',
      'sales_date',
      'sales_subject_name',
      'quantity',
      'unit_price',
      'sales_price',
      'tax_rate',
      'is_discount',
      'order_id',
      'request_order_id',
      'external_id',
    ])
    .where((eb) =>
      eb.or([
        ...(reservationIds.length > 0 ? [eb('reservation_id', 'in', reservationIds)] : []),
        ...(checkinIds.length > 0 ? [eb('checkin_id', 'in', checkinIds)] : []),
      ]),
    )
    .orderBy('sales_date')
    .orderBy('id')
    .execute();
}

/**
 * Of the lines listFolioLines gives for a reservation and its online check-ins, those its check-out
 * bills: the reservation's own, and those that carry only a check-in (orders during the stay).
 */
export const reservationLines = <L extends { reservation_id: number | null }>(lines: L[], reservationId: number) =>
  lines.filter((line) => line.reservation_id === reservationId || line.reservation_id === null);
