import type { Db } from '../db/database.ts';
import { listFolioLines } from '../db/repositories/folio.ts';
import { listRooms } from '../db/repositories/reservations.ts';
import { billedPrice, summariseBill, type BilledReservation } from './bill.ts';
import { roomInfo, roomsOf } from './rooms.ts';

/**
 * The bill of reservations and check-ins (getCheckinPayments, getReservatinsPayments) from the
 * folio lines listFolioLines gives for the same selection, which is what a card payment charges.
 */

export interface BillReservation {
  /** Database id. */
  id: number;
  public_id: string;
  reservation_code: string;
  checkin_date: string;
  nights: number;
}

export interface BillCheckin {
  /** Database id. */
  id: number;
  checkin_code: string;
  /** Its arrival date (YYYY-MM-DD), for the entry of a check-in without reservations. */
  arrival: string;
  /** Its reservations, the first one first (where the lines that carry only the check-in are listed). */
  reservations: BillReservation[];
}

export interface BillSelection {
  reservations: BillReservation[];
  checkins: BillCheckin[];
}

/**
 * One entry per reservation (those selected and those of the selected check-ins), by arrival; a
 * line that carries only a check-in goes under the check-in's first reservation, or under an entry
 * of the check-in's own when it has none. Every line is listed once, so `totalAmount` is the sum of
 * the unpaid lines of listFolioLines for the selection.
 */
export async function stayBill(db: Db, selection: BillSelection) {
  const byId = new Map<number, BillReservation>();
  for (const r of [...selection.reservations, ...selection.checkins.flatMap((c) => c.reservations)]) byId.set(r.id, r);
  const reservations = [...byId.values()].sort(
    (a, b) => a.checkin_date.localeCompare(b.checkin_date) || a.reservation_code.localeCompare(b.reservation_code),
  );

  // A check-in without reservations is billed as an entry of its own; its key is below 0, apart from reservation ids.
  const ownEntries: BilledReservation[] = selection.checkins
    .filter((c) => c.reservations.length === 0)
    .map((c) => ({
      id: -c.id,
      public_id: String(c.id),
      reservation_code: c.checkin_code,
      checkin_date: c.arrival,
      nights: 0,
      roomInfo: '',
    }));
  const entryOf = new Map(selection.checkins.map((c) => [c.id, c.reservations[0]?.id ?? -c.id]));

  const [rooms, lines] = await Promise.all([
    listRooms(
      db,
      reservations.map((r) => r.id),
    ),
    listFolioLines(db, {
      reservationIds: selection.reservations.map((r) => r.id),
      checkinIds: selection.checkins.map((c) => c.id),
    }),
  ]);

  const billed: BilledReservation[] = [
    ...reservations.map((r) => ({ ...r, roomInfo: roomInfo(roomsOf(rooms, r.id)) })),
    ...ownEntries,
  ];
  const placed = lines.map((line) =>
    line.reservation_id !== null && byId.has(line.reservation_id)
      ? line
      : { ...line, reservation_id: entryOf.get(line.checkin_id ?? 0) ?? line.reservation_id },
  );
  return summariseBill(billed, placed);
}

/** What is left to pay of these folio lines: the unpaid ones, as the bill and a card charge sum them. */
export const unpaidTotal = (lines: { sales_price: number; is_discount: boolean; order_id: string | null }[]) =>
  lines.filter((line) => line.order_id === null).reduce((sum, line) => sum + billedPrice(line), 0);
