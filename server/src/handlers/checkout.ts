import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { listFolioLines } from '../db/repositories/folio.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { anyPending } from '../db/repositories/orders.ts';
import { findReservations, listRooms } from '../db/repositories/reservations.ts';
import * as stays from '../db/repositories/stays.ts';
import { checkinNotFound, HttpError, hotelNotFound, reservationNotFound } from '../errors.ts';
import { findGuestCheckins, findGuestReservation } from '../services/checkoutAccess.ts';
import { businessDate } from '../services/hotelTime.ts';
import { roomGroups, roomNumbers, roomsOf, type RoomRow } from '../services/rooms.ts';
import { isCheckinStaying, isStay } from '../services/stays.ts';
import { stayBill, unpaidTotal } from '../services/stayBill.ts';
import { takeAttempt } from '../services/throttle.ts';

/** Spec doc 2 §8. */
export const UNABLE_TO_CHECKOUT = 'Unable to checkout.';

const unableToCheckout = () => new HttpError(409, UNABLE_TO_CHECKOUT, 'unable_to_checkout');

type StayRow = Awaited<ReturnType<typeof stays.listStayReservations>>[number];
type LinkRow = Awaited<ReturnType<typeof stays.listLinkedCheckins>>[number];
type CheckinRow = Awaited<ReturnType<typeof stays.listSubmittedCheckins>>[number];
type CheckinReservationRow = Awaited<ReturnType<typeof stays.listCheckinReservations>>[number];
type FolioLine = Awaited<ReturnType<typeof listFolioLines>>[number];

/** Room types for a card: type name, and the count when more than one. */
const roomTypes = (rooms: RoomRow[]) =>
  roomGroups(rooms)
    .map((g) => (g.count > 1 ? `${g.typeName} ×${g.count}` : g.typeName))
    .join(' / ') || null;

function toCheckoutReservation(row: StayRow, rooms: RoomRow[], link: LinkRow | undefined) {
  return {
    id: row.public_id,
    reservationId: row.reservation_code,
    room: roomTypes(rooms),
    frontSupported: row.front_supported,
    checkinId: link ? String(link.id) : null,
    roomNumbers: roomNumbers(rooms),
    checkinTime: link?.checkin_time ? new Date(link.checkin_time).toISOString() : null,
    nights: row.nights,
    plan: { ja: row.plan_ja ?? '', en: row.plan_en, zh: row.plan_zh, ko: row.plan_ko },
    guestName: row.guest_name ?? row.user_name,
  };
}

/**
 * The check-in code is the pass the hotel's kiosk accepts (its QR code carries nothing else), and
 * this list is open to whoever knows the phone number: only its last four characters are shown.
 */
const maskedCode = (code: string) => '*'.repeat(Math.max(0, code.length - 4)) + code.slice(-4);

function toCheckinListItem(row: CheckinRow, reservations: CheckinReservationRow[], rooms: RoomRow[]) {
  const member = [row.surname, row.name].filter(Boolean).join(' ');
  return {
    id: String(row.id),
    approvedStatus: row.approved_status,
    frontSupported: row.front_supported || reservations.some((r) => r.front_supported),
    checkinCode: maskedCode(row.checkin_code),
    checkinTime: new Date(row.checkin_time ?? row.created_at).toISOString(),
    guestId: row.user_id === null ? null : String(row.user_id),
    guestName: member || reservations[0]?.guest_name || reservations[0]?.user_name || null,
    roomNumbers: reservations.flatMap((r) => roomNumbers(roomsOf(rooms, r.id))),
  };
}

interface PaymentsQuery {
  hotelId: string;
  reservationIds?: string[];
  checkinIds?: string[];
  telephone?: string;
}

interface CheckoutBody {
  checkinId?: string;
  reservationId?: string;
  withReview: boolean;
  telephone: string;
}

export interface CheckoutOptions {
  /** Multiplies the per-address search limit (tests from one address); 1 in service. */
  addressLimitFactor?: number;
}

/** Check-out (spec doc 2 §4 check-out flow): the search by phone, the bill, and the check-out itself. */
export function createCheckoutHandlers(db: Db, { addressLimitFactor = 1 }: CheckoutOptions) {
  async function findHotel(conn: Db, hotelId: string) {
    const hotel = await hotels.findHotel(conn, hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    return hotel;
  }

  // Empty answers are limited per client address, for both searches together: phone numbers
  // cannot be tried in bulk.
  const searchRules = (request: FastifyRequest) => [
    { bucket: `checkout-search:ip:${request.ip}`, limit: 30 * addressLimitFactor },
  ];

  /** 409 unless these folio lines are settled: nothing left to pay, no payment still in flight. */
  async function assertSettled(conn: Db, lines: FolioLine[]) {
    if (unpaidTotal(lines) !== 0) throw unableToCheckout();
    // A line claimed by a card payment is paid once the charge succeeded (services/charging.ts).
    const held = [...new Set(lines.map((l) => l.order_id).filter((id): id is string => id !== null))];
    if (await anyPending(conn, held)) throw unableToCheckout();
  }

  async function checkOutReservation(publicId: string, telephone: string) {
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
      await assertSettled(
        trx,
        lines.filter((l) => l.reservation_id === row.id || l.reservation_id === null),
      );
      await stays.checkOutReservations(trx, [row.id]);
      // A check-in all of whose reservations are now over is checked out with them.
      const open = checkins.filter((c) => c.status === 'submitted');
      const links = await stays.listCheckinReservations(
        trx,
        open.map((c) => c.id),
      );
      for (const checkin of open) {
        const its = links.filter((l) => l.checkin_id === checkin.id);
        if (its.every((r) => r.status === 'checked_out' || r.status === 'cancelled')) {
          await stays.checkOutCheckin(trx, checkin.id);
        }
      }
    });
  }

  async function checkOutCheckin(checkinId: string, telephone: string) {
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
      await stays.checkOutCheckin(trx, checkin.id);
      await stays.checkOutReservations(
        trx,
        its.map((r) => r.id),
      );
    });
  }

  return {
    async getStayReservations(request: FastifyRequest<{ Querystring: { telephone: string; hotelId: string } }>) {
      const { telephone, hotelId } = request.query;
      const hotel = await findHotel(db, hotelId);
      const rules = searchRules(request);
      const takeBack = await takeAttempt(db, rules);
      const rows = await stays.listStayReservations(db, hotelId, businessDate(hotel), telephone);
      if (rows.length === 0) return { stayReservations: [] };
      await takeBack();
      const ids = rows.map((r) => r.id);
      const [rooms, links] = await Promise.all([listRooms(db, ids), stays.listLinkedCheckins(db, ids)]);
      return {
        stayReservations: rows.map((row) =>
          toCheckoutReservation(
            row,
            roomsOf(rooms, row.id),
            links.find((l) => l.reservation_id === row.id),
          ),
        ),
      };
    },

    async getCheckinsList(request: FastifyRequest<{ Querystring: { telephone: string; hotelId: string } }>) {
      const { telephone, hotelId } = request.query;
      const hotel = await findHotel(db, hotelId);
      const rules = searchRules(request);
      const takeBack = await takeAttempt(db, rules);
      const today = businessDate(hotel);
      const rows = await stays.listSubmittedCheckins(db, hotelId, telephone);
      const links = await stays.listCheckinReservations(
        db,
        rows.map((r) => r.id),
      );
      const linksOf = (id: number) => links.filter((l) => l.checkin_id === id);
      const current = rows.filter((row) => isCheckinStaying(row, linksOf(row.id), hotel, today));
      if (current.length === 0) return { checkin: [] };
      await takeBack();
      const rooms = await listRooms(db, [...new Set(current.flatMap((c) => linksOf(c.id).map((l) => l.id)))]);
      return { checkin: current.map((row) => toCheckinListItem(row, linksOf(row.id), rooms)) };
    },

    async getReservatinsPayments(request: FastifyRequest<{ Querystring: PaymentsQuery }>) {
      const { hotelId, reservationIds = [], checkinIds = [], telephone } = request.query;
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
    },

    async checkout(request: FastifyRequest<{ Body: CheckoutBody }>) {
      const { checkinId, reservationId, telephone } = request.body;
      if ((checkinId === undefined) === (reservationId === undefined)) {
        throw new HttpError(400, 'Please give either checkinId or reservationId, not both.', 'checkout_target_invalid');
      }
      if (reservationId !== undefined) await checkOutReservation(reservationId, telephone);
      else await checkOutCheckin(checkinId!, telephone);
      return { status: 'ok' as const };
    },
  };
}
