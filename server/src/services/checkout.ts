import type { Operations } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { listFolioLines, reservationLines } from '../db/repositories/folio.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { findReservationRefs, findReservations } from '../db/repositories/reservations.ts';
import { anyPending } from '../db/repositories/orders.ts';
import { findStayReview } from '../db/repositories/reviews.ts';
import * as stays from '../db/repositories/stays.ts';
import { checkinNotFound, HttpError, hotelNotFound, reservationNotFound } from '../errors.ts';
import { findGuestCheckins, findGuestReservation } from './checkoutAccess.ts';
import { businessDate } from './hotelTime.ts';
import { retainAfterCheckout } from './retention.ts';
import { isCheckinStaying, isStay } from './stays.ts';
import { stayBill, unpaidTotal } from './stayBill.ts';
import { emitWebhookEvent } from './webhooks.ts';

/** Spec doc 2 §8. */
export const UNABLE_TO_CHECKOUT = 'Unable to checkout.';

const unableToCheckout = () => new HttpError(409, UNABLE_TO_CHECKOUT, 'unable_to_checkout');

type FolioLine = Awaited<ReturnType<typeof listFolioLines>>[number];

async function findHotel(db: Db, hotelId: string) {
  const hotel = await hotels.findHotel(db, hotelId);
  if (!hotel) throw hotelNotFound(hotelId);
  return hotel;
}

/** 409 unless these folio lines are settled: nothing left to pay, no payment still in flight. */
async function assertSettled(conn: Db, lines: FolioLine[]) {
  if (unpaidTotal(lines) !== 0) throw unableToCheckout();
  // A line claimed by a card payment is paid once the charge succeeded (services/charging.ts).
  const held = [...new Set(lines.map((l) => l.order_id).filter((id): id is string => id !== null))];
  if (await anyPending(conn, held)) throw unableToCheckout();
}

/** Checks out a check-in now; it is kept (its guest register with it) 3 years from now on. */
async function checkOutNow(trx: Db, checkinId: number) {
  const now = new Date();
  await stays.checkOutCheckin(trx, checkinId, now, retainAfterCheckout(now));
}

/** Tells the hotel's webhook endpoints of a check-out, with the guest's review when one was sent. */
async function emitCheckedOut(
  trx: Db,
  hotelId: string,
  checkinId: number | null,
  reservations: { id: number; public_id: string }[],
): Promise<void> {
  const review = await findStayReview(trx, { checkinId, reservationIds: reservations.map((r) => r.id) });
  await emitWebhookEvent(trx, hotelId, 'checkout.completed', {
    hotelId,
    checkinId: checkinId === null ? null : String(checkinId),
    reservationIds: reservations.map((r) => r.public_id),
    reservations: await findReservationRefs(
      trx,
      hotelId,
      reservations.map((r) => r.public_id),
    ),
    // A text the guest left empty is none, as the event's type says.
    review: review
      ? { point: review.point, improvement: review.improvement || null, comment: review.comment || null }
      : null,
  });
}

/**
 * Checks out a reservation found by the guest's phone (spec doc 2 §4 check-out): only a stay of today,
 * not front-supported, with nothing left to pay; its online check-in goes with its last reservation.
 * Checking out twice is no error.
 */
export async function checkOutReservation(db: Db, publicId: string, telephone: string): Promise<void> {
  const found = await findGuestReservation(db, publicId, telephone);
  const hotel = await findHotel(db, found.hotel_id);
  await db.transaction().execute(async (trx) => {
    // Check-ins are locked before reservations (as a check-in's check-out does): no deadlock.
    const linked = await stays.listLinkedCheckins(trx, [found.id]);
    const checkins = await stays.lockCheckins(trx, [...new Set(linked.map((l) => l.id))]);
    const row = await stays.lockReservation(trx, found.id);
    if (!row) throw reservationNotFound();
    if (row.status === 'checked_out') return;
    if (!isStay(row, businessDate(hotel))) throw reservationNotFound();
    if (row.front_supported) throw unableToCheckout();
    // Its own lines, and those that carry only its online check-in (orders during the stay).
    const lines = await listFolioLines(trx, { reservationIds: [row.id], checkinIds: checkins.map((c) => c.id) });
    await assertSettled(trx, reservationLines(lines, row.id));
    await stays.checkOutReservations(trx, [row.id]);
    // A check-in all of whose reservations are now over is checked out with them.
    const open = checkins.filter((c) => c.status === 'submitted');
    const links = await stays.listCheckinReservations(
      trx,
      open.map((c) => c.id),
    );
    let checkedOutCheckin: number | null = null;
    for (const checkin of open) {
      const its = links.filter((l) => l.checkin_id === checkin.id);
      if (its.every((r) => r.status === 'checked_out' || r.status === 'cancelled')) {
        await checkOutNow(trx, checkin.id);
        checkedOutCheckin = checkin.id;
      }
    }
    await emitCheckedOut(trx, row.hotel_id, checkedOutCheckin, [row]);
  });
}

/** Checks out an approved online check-in staying today, with its reservations, on the same terms. */
export async function checkOutCheckin(db: Db, checkinId: string, telephone: string): Promise<void> {
  const [found] = await findGuestCheckins(db, [checkinId], telephone);
  const hotel = await findHotel(db, found!.hotel_id);
  await db.transaction().execute(async (trx) => {
    const [checkin] = await stays.lockCheckins(trx, [found!.id]);
    if (!checkin) throw checkinNotFound();
    await stays.lockCheckinReservations(trx, checkin.id);
    if (checkin.status === 'checked_out') return;
    if (checkin.status !== 'submitted' || checkin.approved_status !== 2) throw unableToCheckout();
    const its = await stays.listCheckinReservations(trx, [checkin.id]);
    if (!isCheckinStaying(checkin, its, hotel, businessDate(hotel))) throw unableToCheckout();
    if (checkin.front_supported || its.some((r) => r.front_supported)) throw unableToCheckout();
    await assertSettled(trx, await listFolioLines(trx, { reservationIds: [], checkinIds: [checkin.id] }));
    await checkOutNow(trx, checkin.id);
    // Those checked out on their own before (or cancelled) were told then, or are no stay: not again.
    const ending = its.filter((r) => r.status === 'booked' || r.status === 'checked_in');
    await stays.checkOutReservations(
      trx,
      ending.map((r) => r.id),
    );
    await emitCheckedOut(trx, hotel.id, checkin.id, ending);
  });
}

/**
 * The bill of what the guest selected to check out (getReservatinsPayments): reservations of the
 * hotel (booked with this phone when one is given) and check-ins found by the phone, at least one.
 */
export async function checkoutBill(db: Db, query: Operations['getReservatinsPayments']['query']) {
  const { hotelId, reservationIds = [], checkinIds = [], telephone } = query;
  if (reservationIds.length === 0 && checkinIds.length === 0) {
    throw new HttpError(400, 'Please select at least one reservation or check-in.', 'selection_empty');
  }
  if (checkinIds.length > 0 && telephone === undefined) {
    throw new HttpError(400, 'The check-ins need the telephone number they were found by.', 'telephone_missing');
  }
  const hotel = await findHotel(db, hotelId);
  const publicIds = [...new Set(reservationIds)];
  const selected = publicIds.length > 0 ? await findReservations(db, hotelId, publicIds) : [];
  if (
    selected.length !== publicIds.length ||
    (telephone !== undefined && selected.some((r) => r.telephone !== telephone))
  ) {
    throw reservationNotFound();
  }
  const checkins = checkinIds.length > 0 ? await findGuestCheckins(db, checkinIds, telephone!) : [];
  if (checkins.some((c) => c.hotel_id !== hotelId)) throw checkinNotFound();
  const links = await stays.listCheckinReservations(
    db,
    checkins.map((c) => c.id),
  );
  return stayBill(db, {
    reservations: selected,
    checkins: checkins.map((c) => ({
      id: c.id,
      checkin_code: c.checkin_code,
      arrival: businessDate(hotel, new Date(c.checkin_time ?? c.created_at)),
      reservations: links.filter((l) => l.checkin_id === c.id),
    })),
  });
}
