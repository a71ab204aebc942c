import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { HttpError, hotelNotFound } from '../errors.ts';
import { findOrderRooms, ROOM_NOT_FOUND, roomSearchRules } from '../services/orderingRooms.ts';
import { createAnswerCache, type AnswerCache } from '../services/answerCache.ts';
import { productsListPrepared } from '../services/hotelAnswers.ts';
import { sendPreparedJson, serializeLikeFastify } from '../services/preparedJson.ts';
import { takeAttempt } from '../services/throttle.ts';

const roomNotFound = () => new HttpError(404, ROOM_NOT_FOUND, 'room_not_found');

export interface OrderingCatalogueOptions {
  /** Multiplies the per-address search limit (tests from one address); 1 in service. */
  addressLimitFactor?: number;
  /** The answers kept in memory (services/answerCache.ts; one per app). */
  answerCache?: AnswerCache;
}

/** Mobile request ordering (spec doc 2 §4): the catalogue, and the rooms an order can go to. */
export function createOrderingCatalogueHandlers(
  db: Db,
  { addressLimitFactor = 1, answerCache = createAnswerCache() }: OrderingCatalogueOptions,
) {
  async function findHotel(hotelId: string) {
    const hotel = await hotels.findHotel(db, hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    return hotel;
  }

  return {
    /** Served from memory until the catalogue changes (services/answerCache.ts), ready to send, with an ETag. */
    async getProductsList(request, reply) {
      const { hotelId } = request.query;
      const answer = await productsListPrepared(db, answerCache, hotelId, (value) =>
        serializeLikeFastify(reply, value),
      );
      if (!answer) throw hotelNotFound(hotelId);
      return sendPreparedJson(request, reply, answer);
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
