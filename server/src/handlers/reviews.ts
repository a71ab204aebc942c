import type { OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as reviews from '../db/repositories/reviews.ts';
import { checkinNotFound, numericId, reservationNotFound } from '../errors.ts';
import { findGuestCheckins, findGuestReservation } from '../services/checkoutAccess.ts';

/** Stay reviews sent at check-out (spec doc 2 §4 check-out flow, rule 4). One per stay: a second one replaces it. */
export function createReviewHandlers(db: Db) {
  return {
    async sendReservationReview(request: OperationRequest<'sendReservationReview'>) {
      const { reservationId, telephone, point, improvement, comment } = request.body;
      const row = await findGuestReservation(db, reservationId, telephone);
      // Only a stay is reviewed: a reservation the hotel checked in, or one checked out since.
      if (row.status !== 'checked_in' && row.status !== 'checked_out') throw reservationNotFound();
      await reviews.saveReservationReview(db, row.hotel_id, row.id, { point, improvement, comment });
      return { status: 'ok' as const };
    },

    async sendCheckinReview(request: OperationRequest<'sendCheckinReview'>) {
      const { checkinId, guestId, telephone, point, improvement, comment } = request.body;
      const [checkin] = await findGuestCheckins(db, [checkinId], telephone);
      // The guest is the member who made the check-in (CheckinListItem.guestId).
      if (!checkin || checkin.user_id === null || numericId(guestId) !== checkin.user_id) throw checkinNotFound();
      await reviews.saveCheckinReview(db, checkin.hotel_id, checkin.id, checkin.user_id, {
        point,
        improvement,
        comment,
      });
      return { status: 'ok' as const };
    },
  };
}
