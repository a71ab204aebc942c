import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as products from '../db/repositories/products.ts';
import { HttpError, hotelNotFound } from '../errors.ts';
import { findOrderRooms, ROOM_NOT_FOUND, roomSearchRules } from '../services/orderingRooms.ts';
import { isOnSaleNow } from '../services/saleHours.ts';
import { takeAttempt } from '../services/throttle.ts';

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

export interface OrderingCatalogueOptions {
  /** Multiplies the per-address search limit (tests from one address); 1 in service. */
  addressLimitFactor?: number;
}

/** Mobile request ordering (spec doc 2 §4): the catalogue, and the rooms an order can go to. */
export function createOrderingCatalogueHandlers(db: Db, { addressLimitFactor = 1 }: OrderingCatalogueOptions) {
  async function findHotel(hotelId: string) {
    const hotel = await hotels.findHotel(db, hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    return hotel;
  }

  return {
    async getProductsList(request) {
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

    /** The rooms an order can be delivered to (services/orderingRooms.ts). */
    async getGuestRoomByTelephone(request) {
      const { hotelId, telephone } = request.query;
      const hotel = await findHotel(hotelId);
      const rules = roomSearchRules(request.ip, addressLimitFactor);
      const takeBack = await takeAttempt(db, rules);
      const checkinAssignRooms = await findOrderRooms(db, hotel, telephone);
      if (checkinAssignRooms.length === 0) throw roomNotFound();
      await takeBack();
      return { checkinAssignRooms };
    },
  } satisfies SomeHandlers;
}
