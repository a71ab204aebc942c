import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { listFolioLines, reservationLines } from '../db/repositories/folio.ts';
import { findByExternalId, lockExternalId } from '../db/repositories/integrationReservations.ts';
import * as stays from '../db/repositories/integrationStays.ts';
import { listLinkedCheckins } from '../db/repositories/stays.ts';
import { HttpError, invalidField, reservationNotFound } from '../errors.ts';
import { billedPrice } from './bill.ts';
import { CHARGES_LIMIT } from './integrationReservations.ts';
import { unpaidTotal } from './stayBill.ts';

/**
 * A reservation's folio on the integration API (issue 33): the lines its check-out bills (the same
 * selection: its own lines and those that carry only its online check-in), each paid or not, and
 * the lines the PMS posts during the stay by its own line id, one line per id however often it is
 * sent. A paid line never changes.
 */

type FolioLine = Awaited<ReturnType<typeof listFolioLines>>[number];
type Outcome = 'created' | 'updated' | 'unchanged';

export const reservationCancelled = () => new HttpError(409, 'The reservation is cancelled.', 'reservation_cancelled');
export const alreadyCheckedOut = () =>
  new HttpError(409, 'The stay is checked out: its bill is closed.', 'already_checked_out');

/** The folio lines check-out bills for each of these reservations (database ids), by date. */
export async function foliosOf(db: Db, reservationIds: number[]): Promise<Map<number, FolioLine[]>> {
  const links = await listLinkedCheckins(db, reservationIds);
  const lines = await listFolioLines(db, { reservationIds, checkinIds: [...new Set(links.map((l) => l.id))] });
  return new Map(
    reservationIds.map((id) => {
      const checkins = new Set(links.filter((l) => l.reservation_id === id).map((l) => l.id));
      const own = reservationLines(lines, id).filter(
        (line) => line.reservation_id === id || (line.checkin_id !== null && checkins.has(line.checkin_id)),
      );
      return [id, own];
    }),
  );
}

/** What the lines add up to, what of it is paid, and what is left (as check-out sums it). */
export function folioTotals(lines: FolioLine[]) {
  const totalAmount = lines.reduce((sum, line) => sum + billedPrice(line), 0);
  const balance = unpaidTotal(lines);
  return { totalAmount, paidAmount: totalAmount - balance, balance };
}

const lineOut = (line: FolioLine): Schema<'IntegrationFolioLine'> => ({
  lineId: line.external_id,
  source:
    line.external_id !== null
      ? 'pms'
      : line.checkin_id === null && line.request_order_id === null
        ? 'booking'
        : 'hotel',
  date: line.sales_date,
  name: line.sales_subject_name,
  quantity: line.quantity,
  unitPrice: line.unit_price,
  amount: billedPrice(line),
  taxRate: line.tax_rate,
  paid: line.order_id !== null,
});

export async function getFolio(db: Db, hotelId: string, externalId: string): Promise<Schema<'IntegrationFolio'>> {
  const row = await findByExternalId(db, hotelId, externalId);
  if (!row) throw reservationNotFound();
  const lines = (await foliosOf(db, [row.id])).get(row.id)!;
  return { externalId, lines: lines.map(lineOut), ...folioTotals(lines) };
}

const sameLine = (a: stays.PostedLineValues, b: stays.PostedLineValues) =>
  a.sales_date === b.sales_date &&
  a.sales_subject_name === b.sales_subject_name &&
  a.quantity === b.quantity &&
  a.unit_price === b.unit_price &&
  a.tax_rate === b.tax_rate;

/** Adds or changes the line the PMS posted to the reservation under `lineId`; the same line again changes nothing. */
export async function upsertFolioLine(
  db: Db,
  hotelId: string,
  externalId: string,
  lineId: string,
  input: Schema<'IntegrationCharge'>,
) {
  const values: stays.PostedLineValues = {
    sales_date: input.date,
    sales_subject_name: input.name,
    quantity: input.quantity ?? 1,
    unit_price: input.unitPrice,
    tax_rate: input.taxRate as 0 | 8 | 10,
  };
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    // The PMS's id first (as a reservation's push takes it), then the row, which check-out locks too.
    await lockExternalId(trx, hotelId, externalId);
    const reservation = await stays.lockReservationByExternalId(trx, hotelId, externalId);
    if (!reservation) throw reservationNotFound();
    const stored = await stays.lockPostedLine(trx, reservation.id, lineId);
    if (stored && sameLine(stored, values)) return 'unchanged';
    if (reservation.status === 'cancelled') throw reservationCancelled();
    if (reservation.status === 'checked_out') throw alreadyCheckedOut();
    if (stored && stored.order_id !== null) {
      throw new HttpError(409, `The line ${lineId} is paid: it cannot change.`, 'folio_line_paid');
    }
    const volume = await stays.folioVolume(trx, reservation.id, stored?.id ?? null);
    if (volume + Math.abs(values.quantity * values.unit_price) > CHARGES_LIMIT) {
      throw invalidField('unitPrice', `makes the reservation's lines add up to more than ${CHARGES_LIMIT} yen`);
    }
    if (stored) await stays.updatePostedLine(trx, stored.id, values);
    else await stays.insertPostedLine(trx, hotelId, reservation.id, lineId, values);
    await stays.touchReservation(trx, reservation.id);
    return stored ? 'updated' : 'created';
  });
  const { lines } = await getFolio(db, hotelId, externalId);
  return { outcome, line: lines.find((line) => line.lineId === lineId)! };
}
