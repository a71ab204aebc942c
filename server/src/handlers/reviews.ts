import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { reviewCheckin, reviewReservation } from '../services/reviews.ts';

/** Stay reviews sent at check-out (rules in services/reviews.ts). */
export function createReviewHandlers(db: Db) {
  return {
    async sendReservationReview(request) {
      await reviewReservation(db, request.body);
      return { status: 'ok' as const };
    },

    async sendCheckinReview(request) {
      await reviewCheckin(db, request.body);
      return { status: 'ok' as const };
    },
  } satisfies SomeHandlers;
}
