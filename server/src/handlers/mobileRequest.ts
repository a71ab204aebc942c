import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as products from '../db/repositories/products.ts';
import { listRooms } from '../db/repositories/reservations.ts';
import * as stays from '../db/repositories/stays.ts';
import { HttpError, hotelNotFound } from '../errors.ts';
import { businessDate } from '../services/hotelTime.ts';
import { roomGroups, roomNumbers, roomsOf } from '../services/rooms.ts';
import { isOnSaleNow } from '../services/saleHours.ts';
import { isCheckinStaying, isStayingOn } from '../services/stays.ts';
import { assertNotThrottled, recordAttempts } from '../services/throttle.ts';

/** Spec doc 2 §8. */
export const ROOM_NOT_FOUND = 'There is no room information. Check it again please.';

const roomNotFound = () => new HttpError(404, ROOM_NOT_FOUND, 'room_not_found');

interface Named {
  name_ja: string;
  name_en: string | null;
  name_zh: string | null;
  name_ko: string | null;
}

const localized = (row: Named) => ({ ja: row.name_ja, en: row.name_en, zh: row.name_zh, ko: row.name_ko });

type ProductRow = Awaited<ReturnType<typeof products.listActiveProducts>>[number];
type TagLink = Awaited<ReturnType<typeof products.listTagLinks>>[number];

function toProduct(row: ProductRow, links: TagLink[], timeZone: string, now: Date) {
  return {
    id: row.id,
    name: localized(row),
    description: {
      ja: row.description_ja ?? '',
      en: row.description_en,
      zh: row.description_zh,
      ko: row.description_ko,
    },
    price: row.price,
    stock: row.stock,
    imagePath: row.image_path,
    isNowOnSale: isOnSaleNow(row, timeZone, now),
    // The query keeps only products with a category and a sales subject.
    category: row.category_id!,
    tags: links.filter((l) => l.product_id === row.id).map((l) => l.tag_id),
    salesSubject: { salesSubjectMasterId: row.sales_subject_id! },
  };
}

export interface MobileRequestOptions {
  /** Multiplies the per-address search limit (tests from one address); 1 in service. */
  addressLimitFactor?: number;
}

/** Mobile request ordering (spec doc 2 §4): the catalogue, and the rooms an order can go to. */
export function createMobileRequestHandlers(db: Db, { addressLimitFactor = 1 }: MobileRequestOptions) {
  async function findHotel(hotelId: string) {
    const hotel = await hotels.findHotel(db, hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    return hotel;
  }

  // Misses are limited per client address, as the check-out search's: phone numbers cannot be
  // tried in bulk.
  const roomSearchRules = (request: FastifyRequest) => [
    { bucket: `room-search:ip:${request.ip}`, limit: 30 * addressLimitFactor },
  ];

  return {
    async getProductsList(request: FastifyRequest<{ Querystring: { hotelId: string } }>) {
      const hotel = await findHotel(request.query.hotelId);
      const [categories, tags, rows] = await Promise.all([
        products.listCategories(db, hotel.id),
        products.listTags(db, hotel.id),
        products.listActiveProducts(db, hotel.id),
      ]);
      const links = await products.listTagLinks(
        db,
        rows.map((r) => r.id),
      );
      // One instant for the whole list, read on the hotel's clock (not the server's).
      const now = new Date();
      return {
        products: rows.map((row) => toProduct(row, links, hotel.time_zone, now)),
        tags: tags.map((tag) => ({ id: tag.id, name: localized(tag) })),
        categories: categories.map((category) => ({ id: category.id, name: localized(category) })),
      };
    },

    /**
     * The rooms an order can be delivered to: each reservation staying today of an approved online
     * check-in (submitted, approved_status 2, not checked out) that was made with this phone, or
     * whose reservation was booked with this phone and checked in at the front desk. An order
     * needs a check-in (makeRequestOrder's checkinId), so a stay checked in at the front desk
     * without an online check-in has no room here; nor has a reservation without a room number.
     */
    async getGuestRoomByTelephone(request: FastifyRequest<{ Querystring: { hotelId: string; telephone: string } }>) {
      const { hotelId, telephone } = request.query;
      const hotel = await findHotel(hotelId);
      const rules = roomSearchRules(request);
      await assertNotThrottled(db, rules);
      const today = businessDate(hotel);

      const own = await stays.listSubmittedCheckins(db, hotelId, telephone);
      const frontDesk = await stays.listStayReservations(db, hotelId, today, telephone);
      const linked = await stays.listLinkedCheckins(
        db,
        frontDesk.map((r) => r.id),
      );
      const others = await stays.findCheckins(db, [
        ...new Set(linked.map((l) => l.id).filter((id) => !own.some((c) => c.id === id))),
      ]);
      const checkins = [...own, ...others]
        .filter((c) => c.hotel_id === hotelId && c.status === 'submitted' && c.approved_status === 2)
        .sort((a, b) => a.id - b.id);
      const links = await stays.listCheckinReservations(
        db,
        checkins.map((c) => c.id),
      );
      const rooms = await listRooms(db, [...new Set(links.map((l) => l.id))]);

      const seen = new Set<number>();
      const checkinAssignRooms = [];
      for (const checkin of checkins) {
        const its = links.filter((l) => l.checkin_id === checkin.id);
        if (!isCheckinStaying(checkin, its, hotel, today)) continue;
        for (const reservation of its) {
          const byPhone =
            checkin.telephone === telephone ||
            (reservation.telephone === telephone && reservation.status === 'checked_in');
          const staying =
            (reservation.status === 'booked' || reservation.status === 'checked_in') && isStayingOn(reservation, today);
          const ownRooms = roomsOf(rooms, reservation.id);
          if (!byPhone || !staying || seen.has(reservation.id) || roomNumbers(ownRooms).length === 0) continue;
          seen.add(reservation.id);
          checkinAssignRooms.push({
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
      if (checkinAssignRooms.length === 0) {
        await recordAttempts(db, rules);
        throw roomNotFound();
      }
      return { checkinAssignRooms };
    },
  };
}
