import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { listRooms, lockExternalId } from '../db/repositories/integrationReservations.ts';
import * as repo from '../db/repositories/integrationStays.ts';
import type { StayRow } from '../db/repositories/integrationStays.ts';
import { HttpError, invalidField, reservationNotFound } from '../errors.ts';
import { page, type ListQuery } from './integrationCursor.ts';
import { alreadyCheckedOut, folioTotals, foliosOf, reservationCancelled } from './integrationFolio.ts';
import { roomsOut } from './integrationReservations.ts';

/**
 * Stays on the integration API (issue 33): the PMS tells that its desk checked a guest in and which
 * rooms the reservation got, and reads each stay with its check-out status. A check-in makes the
 * reservation `checked_in`, which the guest's check-out by phone and room orders look for; a room
 * number is where a room order finds the guest.
 */

const stayNotFound = () =>
  new HttpError(404, 'The reservation has no stay: its guest is not checked in.', 'stay_not_found');

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The contract's IntegrationStay of each row, with its rooms and its folio's totals. */
async function withDetails(db: Db, rows: StayRow[]): Promise<Schema<'IntegrationStay'>[]> {
  const ids = rows.map((r) => r.id);
  const [rooms, folios] = await Promise.all([listRooms(db, ids), foliosOf(db, ids)]);
  return rows.map((row) => ({
    externalId: row.external_id,
    bookingNumber: row.reservation_code,
    status: row.status === 'checked_out' ? 'checked_out' : 'checked_in',
    checkinDate: row.checkin_date,
    nights: row.nights,
    guestName: row.guest_name ?? row.guest_name_en,
    rooms: roomsOut(rooms, row.id),
    checkedInAt: iso(row.checked_in_at ?? row.approved_at),
    checkOut: {
      checkedOut: row.status === 'checked_out',
      checkedOutAt: iso(row.checked_out_at),
      ...folioTotals(folios.get(row.id)!),
    },
    updatedAt: row.updated_at_text,
  }));
}

export async function listStays(db: Db, hotelId: string, query: ListQuery) {
  const { rows, nextCursor } = await page(query, (options) => repo.listChangedStays(db, hotelId, options));
  return { stays: await withDetails(db, rows), nextCursor };
}

export async function getStay(db: Db, hotelId: string, externalId: string) {
  const row = await repo.findStay(db, hotelId, externalId);
  if (!row) throw stayNotFound();
  const [stay] = await withDetails(db, [row]);
  return stay!;
}

/** The desk checked the guest in (at `checkedInAt`, now when absent); again, or after the check-out, changes nothing. */
export async function checkInStay(db: Db, hotelId: string, externalId: string, input: Schema<'IntegrationCheckIn'>) {
  const at = input.checkedInAt === undefined ? new Date() : new Date(input.checkedInAt);
  const outcome = await db.transaction().execute(async (trx) => {
    await lockExternalId(trx, hotelId, externalId);
    const reservation = await repo.lockReservationByExternalId(trx, hotelId, externalId);
    if (!reservation) throw reservationNotFound();
    if (reservation.status === 'cancelled') throw reservationCancelled();
    if (reservation.status !== 'booked') return 'unchanged' as const;
    await repo.checkIn(trx, reservation.id, at);
    return 'created' as const;
  });
  return { outcome, stay: await getStay(db, hotelId, externalId) };
}

/** Gives the reservation's room lines these numbers, in order; the same numbers again change nothing. */
export async function assignRooms(
  db: Db,
  hotelId: string,
  externalId: string,
  input: Schema<'IntegrationRoomAssignment'>,
) {
  const { outcome, id } = await db.transaction().execute(async (trx) => {
    await lockExternalId(trx, hotelId, externalId);
    const reservation = await repo.lockReservationByExternalId(trx, hotelId, externalId);
    if (!reservation) throw reservationNotFound();
    const lines = await repo.listRoomLines(trx, reservation.id);
    if (input.roomNumbers.length !== lines.length) {
      throw invalidField('roomNumbers', `must have ${lines.length} items, one per room line of the reservation`);
    }
    const wanted = input.roomNumbers.map((n) => (n === null ? null : n.trim()));
    if (lines.every((line, i) => line.room_number === wanted[i])) {
      return { outcome: 'unchanged' as const, id: reservation.id };
    }
    if (reservation.status === 'cancelled') throw reservationCancelled();
    if (reservation.status === 'checked_out') throw alreadyCheckedOut();
    for (const [i, line] of lines.entries()) {
      if (line.room_number !== wanted[i]) await repo.setRoomNumber(trx, line.id, wanted[i] ?? null);
    }
    await repo.touchReservation(trx, reservation.id);
    return { outcome: 'updated' as const, id: reservation.id };
  });
  return { outcome, rooms: roomsOut(await listRooms(db, [id]), id) };
}
