import type { Db } from '../db/database.ts';
import { listRooms } from '../db/repositories/reservations.ts';
import * as stays from '../db/repositories/stays.ts';
import { businessDate, type HotelClock } from './hotelTime.ts';
import { roomGroups, roomNumbers, roomsOf } from './rooms.ts';
import { isCheckinStaying, isStayingOn } from './stays.ts';
import type { ThrottleRule } from './throttle.ts';

/** Spec doc 2 §8: no room for the phone number. */
export const ROOM_NOT_FOUND = 'There is no room information. Check it again please.';

/**
 * The per-address limit of phone numbers that find no room (the room lookup and the order's phone
 * check share it): phone numbers cannot be tried in bulk. `factor` scales it for tests from one
 * address (1 in service).
 */
export const roomSearchRules = (ip: string, factor = 1): ThrottleRule[] => [
  { bucket: `room-search:ip:${ip}`, limit: 30 * factor },
];

/** A room an order can be delivered to (the contract's CartRoom). */
export interface OrderRoom {
  /** The reservation's public id. */
  id: string;
  name: string;
  roomNumber: string[];
  checkinId: string;
}

/**
 * The rooms a mobile request order can go to, found by phone (getGuestRoomByTelephone): each
 * reservation staying today of an approved online check-in (submitted, approved_status 2, not
 * checked out) that was made with this phone, or whose reservation was booked with this phone and
 * checked in at the front desk. An order needs a check-in (makeRequestOrder's checkinId), so a stay
 * checked in at the front desk without an online check-in has no room here; nor has a reservation
 * without a room number. The order operations find the guest's check-in and room through this
 * same list, so what can be ordered to is what the guest was shown.
 */
export async function findOrderRooms(
  db: Db,
  hotel: HotelClock & { id: string },
  telephone: string,
): Promise<OrderRoom[]> {
  const today = businessDate(hotel);
  const own = await stays.listSubmittedCheckins(db, hotel.id, telephone);
  const frontDesk = await stays.listStayReservations(db, hotel.id, today, telephone);
  const linked = await stays.listLinkedCheckins(
    db,
    frontDesk.map((r) => r.id),
  );
  const others = await stays.findCheckins(db, [
    ...new Set(linked.map((l) => l.id).filter((id) => !own.some((c) => c.id === id))),
  ]);
  const checkins = [...own, ...others]
    .filter((c) => c.hotel_id === hotel.id && c.status === 'submitted' && c.approved_status === 2)
    .sort((a, b) => a.id - b.id);
  const links = await stays.listCheckinReservations(
    db,
    checkins.map((c) => c.id),
  );
  const rooms = await listRooms(db, [...new Set(links.map((l) => l.id))]);

  const seen = new Set<number>();
  const found: OrderRoom[] = [];
  for (const checkin of checkins) {
    const its = links.filter((l) => l.checkin_id === checkin.id);
    if (!isCheckinStaying(checkin, its, hotel, today)) continue;
    for (const reservation of its) {
      const byPhone =
        checkin.telephone === telephone || (reservation.telephone === telephone && reservation.status === 'checked_in');
      const staying =
        (reservation.status === 'booked' || reservation.status === 'checked_in') && isStayingOn(reservation, today);
      const ownRooms = roomsOf(rooms, reservation.id);
      if (!byPhone || !staying || seen.has(reservation.id) || roomNumbers(ownRooms).length === 0) continue;
      seen.add(reservation.id);
      found.push({
        id: reservation.public_id,
        name:
          roomGroups(ownRooms)
            .map((g) => g.typeName)
            .join(' / ') ||
          reservation.guest_name ||
          reservation.user_name ||
          '',
        roomNumber: roomNumbers(ownRooms),
        checkinId: String(checkin.id),
      });
    }
  }
  return found;
}
