import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as repo from '../db/repositories/integrationReservations.ts';
import type { ChargeValues, ReservationRow, RoomValues } from '../db/repositories/integrationReservations.ts';
import { HttpError, invalidField, reservationNotFound } from '../errors.ts';
import { page, type ListQuery } from './integrationCursor.ts';

/**
 * The PMS's reservations (issue 33), pushed whole by its own id at a revision it raises with each
 * change, onto the tables online check-in, check-out and ordering read (reservations,
 * reservation_rooms, and the booking's lines in sales). One push at a time per id (a lock): the same
 * revision again changes nothing, an older one is refused (409 revision_outdated), so a retried or
 * late message never undoes a newer one.
 */

type Input = Schema<'IntegrationReservationInput'>;
export type Outcome = 'created' | 'updated' | 'unchanged';

const revisionOutdated = (stored: number) =>
  new HttpError(
    409,
    `The reservation is already at revision ${stored}: an older revision does not overwrite it.`,
    'revision_outdated',
  );

/** The hotel's own states (a guest checked in or out) are kept: the PMS books and cancels. */
const HOTEL_STATES = new Set(['checked_in', 'checked_out']);

/** What a writer stores: the PMS's input, whose revision the caller decides (`Revise`). */
export type ReservationValues = Omit<Input, 'revision'>;

const rowValues = (input: ReservationValues) => ({
  reservation_code: input.bookingNumber.trim(),
  checkin_date: input.checkinDate,
  nights: input.nights,
  plan_ja: input.plan?.ja ?? null,
  plan_en: input.plan?.en ?? null,
  plan_zh: input.plan?.zh ?? null,
  plan_ko: input.plan?.ko ?? null,
  pax_total: input.guestCount,
  user_name: input.holder?.name ?? null,
  user_name_en: input.holder?.nameLatin ?? null,
  guest_name: input.guest.name,
  guest_name_en: input.guest.nameLatin ?? null,
  guest_name_kana: input.guest.nameKana ?? null,
  telephone: input.telephone,
  guest_address: input.address ?? null,
  front_supported: input.payAtFrontDesk ?? false,
});

const roomValues = (input: ReservationValues): RoomValues[] =>
  input.rooms.map((room) => ({
    type_name: room.typeName,
    room_type: room.typeCode,
    room_number: room.roomNumber ?? null,
    room_count: room.count ?? 1,
  }));

const chargeValues = (input: ReservationValues): ChargeValues[] =>
  (input.charges ?? []).map((charge) => ({
    sales_date: charge.date,
    sales_subject_name: charge.name,
    quantity: charge.quantity ?? 1,
    unit_price: charge.unitPrice,
    tax_rate: charge.taxRate as 0 | 8 | 10,
  }));

const lineKey = (line: ChargeValues) =>
  JSON.stringify([line.sales_date, line.sales_subject_name, line.quantity, line.unit_price, line.tax_rate]);

const sameLines = (stored: ChargeValues[], wanted: ChargeValues[]) =>
  JSON.stringify(stored.map(lineKey)) === JSON.stringify(wanted.map(lineKey));

const roomKey = (room: RoomValues) =>
  JSON.stringify([room.type_name, room.room_type, room.room_number, room.room_count]);

/** The status a write leaves: the hotel's own states (checked in or out) stay. */
const statusAfter = (stored: ReservationRow | undefined, input: ReservationValues) =>
  stored && HOTEL_STATES.has(stored.status) ? stored.status : input.status;

/**
 * Whether writing `input` would leave the stored reservation as it is: its columns, status, rooms and
 * booking lines (the CSV import's idempotency, which has no revision from a PMS to compare).
 */
export async function storedMatches(trx: Db, stored: ReservationRow, input: ReservationValues): Promise<boolean> {
  const values = rowValues(input);
  const columns = Object.entries(values).every(([key, value]) => stored[key as keyof typeof values] === value);
  if (!columns || statusAfter(stored, input) !== stored.status) return false;
  const [rooms, lines] = await Promise.all([repo.listRooms(trx, [stored.id]), repo.listBookingLines(trx, [stored.id])]);
  return (
    JSON.stringify(rooms.map(roomKey)) === JSON.stringify(roomValues(input).map(roomKey)) &&
    sameLines(lines, chargeValues(input))
  );
}

/** The most a booking's lines may add up to (either way), in yen: the folio's sums stay in the database's integers. */
export const CHARGES_LIMIT = 100_000_000;

/**
 * The revision a write stores, from the reservation stored under the id (undefined: none yet), or
 * 'unchanged' to leave it as it is; it may throw to refuse the write.
 */
export type Revise = (stored: ReservationRow | undefined, trx: Db) => Promise<number | 'unchanged'>;

/**
 * Creates, changes or cancels the reservation known by `externalId` at the hotel, in the caller's
 * transaction: the PMS's push and the console's CSV import write through this one function, each
 * with its own way to decide the revision. Every refusal is thrown before anything is written.
 */
export async function writeReservation(
  trx: Db,
  hotelId: string,
  externalId: string,
  input: ReservationValues,
  revise: Revise,
): Promise<Outcome> {
  const total = chargeValues(input).reduce((sum, line) => sum + Math.abs(line.quantity * line.unit_price), 0);
  if (total > CHARGES_LIMIT) throw invalidField('charges', `add up to more than ${CHARGES_LIMIT} yen`);
  await repo.lockExternalId(trx, hotelId, externalId);
  const stored = await repo.findByExternalId(trx, hotelId, externalId);
  const revision = await revise(stored, trx);
  if (revision === 'unchanged') return 'unchanged';
  const values = { ...rowValues(input), external_revision: revision };
  if ((await repo.bookingNumberUsedBy(trx, hotelId, values.reservation_code, stored?.id ?? null)) !== null) {
    throw new HttpError(
      409,
      `Another reservation of the hotel has the booking number ${values.reservation_code}.`,
      'booking_number_taken',
    );
  }
  const checkedIn = stored !== undefined && (HOTEL_STATES.has(stored.status) || stored.checked_in_online);
  if (input.status === 'cancelled' && checkedIn) {
    throw new HttpError(409, 'A reservation the guest has checked in to cannot be cancelled.', 'already_checked_in');
  }
  const status = statusAfter(stored, input);
  const charges = chargeValues(input);
  let id: number;
  if (stored) {
    id = stored.id;
    const lines = await repo.listBookingLines(trx, [id]);
    if (!sameLines(lines, charges)) {
      if (lines.some((line) => line.order_id !== null)) {
        throw new HttpError(409, 'Some of the booking’s lines are paid: they cannot change.', 'already_paid');
      }
      await repo.replaceBookingLines(trx, hotelId, id, charges);
    }
    await repo.updateReservation(trx, id, { ...values, status });
  } else {
    id = await repo.insertReservation(trx, { ...values, hotel_id: hotelId, external_id: externalId, status });
    await repo.replaceBookingLines(trx, hotelId, id, charges);
  }
  await repo.replaceRooms(trx, id, roomValues(input));
  return stored ? 'updated' : 'created';
}

/** The PMS's push (upsertIntegrationReservation): the same revision again changes nothing, an older one is refused. */
export async function upsertReservation(db: Db, hotelId: string, externalId: string, input: Input) {
  const outcome = await db.transaction().execute((trx) =>
    writeReservation(trx, hotelId, externalId, input, async (stored) => {
      if (!stored) return input.revision;
      const storedRevision = Number(stored.external_revision);
      if (input.revision < storedRevision) throw revisionOutdated(storedRevision);
      return input.revision === storedRevision ? 'unchanged' : input.revision;
    }),
  );
  return { outcome, reservation: await getReservation(db, hotelId, externalId) };
}

export async function getReservation(db: Db, hotelId: string, externalId: string) {
  const row = await repo.findByExternalId(db, hotelId, externalId);
  if (!row) throw reservationNotFound();
  const [reservation] = await withDetails(db, [row]);
  return reservation!;
}

export async function listReservations(db: Db, hotelId: string, query: ListQuery) {
  const { rows, nextCursor } = await page(query, (options) => repo.listChanged(db, hotelId, options));
  return { reservations: await withDetails(db, rows), nextCursor };
}

/** The contract's IntegrationRoomOut of the reservation's rooms, in order. */
export const roomsOut = (rooms: Awaited<ReturnType<typeof repo.listRooms>>, reservationId: number) =>
  rooms
    .filter((room) => room.reservation_id === reservationId)
    .map((room) => ({
      typeName: room.type_name,
      typeCode: room.room_type,
      roomNumber: room.room_number,
      count: room.room_count,
    }));

/** The contract's IntegrationReservation of each row, with its rooms and booking lines. */
async function withDetails(db: Db, rows: ReservationRow[]): Promise<Schema<'IntegrationReservation'>[]> {
  const ids = rows.map((r) => r.id);
  const [rooms, lines] = await Promise.all([repo.listRooms(db, ids), repo.listBookingLines(db, ids)]);
  return rows.map((row) => ({
    externalId: row.external_id,
    revision: row.external_revision === null ? null : Number(row.external_revision),
    bookingNumber: row.reservation_code,
    status: row.status,
    checkinDate: row.checkin_date,
    nights: row.nights,
    plan:
      row.plan_ja === null
        ? null
        : {
            ja: row.plan_ja,
            ...(row.plan_en === null ? {} : { en: row.plan_en }),
            ...(row.plan_zh === null ? {} : { zh: row.plan_zh }),
            ...(row.plan_ko === null ? {} : { ko: row.plan_ko }),
          },
    guestCount: row.pax_total,
    holder:
      row.user_name === null && row.user_name_en === null
        ? null
        : { name: row.user_name, nameLatin: row.user_name_en, nameKana: null },
    guest: { name: row.guest_name, nameLatin: row.guest_name_en, nameKana: row.guest_name_kana },
    telephone: row.telephone,
    address: row.guest_address,
    payAtFrontDesk: row.front_supported,
    rooms: roomsOut(rooms, row.id),
    charges: lines
      .filter((line) => line.reservation_id === row.id)
      .map((line) => ({
        date: line.sales_date,
        name: line.sales_subject_name,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        taxRate: line.tax_rate,
        paid: line.order_id !== null,
      })),
    updatedAt: row.updated_at_text,
  }));
}
