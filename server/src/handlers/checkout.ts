import type { FastifyRequest } from 'fastify';
import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { listRooms } from '../db/repositories/reservations.ts';
import * as stays from '../db/repositories/stays.ts';
import { HttpError, hotelNotFound } from '../errors.ts';
import { checkoutBill, checkOutCheckin, checkOutReservation } from '../services/checkout.ts';
import { businessDate } from '../services/hotelTime.ts';
import { roomGroups, roomNumbers, roomsOf, type RoomRow } from '../services/rooms.ts';
import { isCheckinStaying } from '../services/stays.ts';
import { takeAttempt } from '../services/throttle.ts';

type StayRow = Awaited<ReturnType<typeof stays.listStayReservations>>[number];
type LinkRow = Awaited<ReturnType<typeof stays.listLinkedCheckins>>[number];
type CheckinRow = Awaited<ReturnType<typeof stays.listSubmittedCheckins>>[number];
type CheckinReservationRow = Awaited<ReturnType<typeof stays.listCheckinReservations>>[number];

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

  return {
    async getStayReservations(request) {
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

    async getCheckinsList(request) {
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

    async getReservatinsPayments(request) {
      return checkoutBill(db, request.query);
    },

    async checkout(request) {
      const { checkinId, reservationId, telephone } = request.body;
      if ((checkinId === undefined) === (reservationId === undefined)) {
        throw new HttpError(400, 'Please give either checkinId or reservationId, not both.', 'checkout_target_invalid');
      }
      if (reservationId !== undefined) await checkOutReservation(db, reservationId, telephone);
      else await checkOutCheckin(db, checkinId!, telephone);
      return { status: 'ok' as const };
    },
  } satisfies SomeHandlers;
}
