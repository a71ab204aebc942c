import type { Db } from '../db/database.ts';
import * as reviews from '../db/repositories/reviews.ts';
import { checkinNotFound, numericId, reservationNotFound } from '../errors.ts';
import { findGuestCheckins, findGuestReservation } from './checkoutAccess.ts';

/** Stay reviews sent at check-out (spec doc 2 §4 check-out flow, rule 4). One per stay: a second one replaces it. */

interface Review {
  point: number;
  improvement: string;
  comment: string;
}

interface ReviewerOfCheckin {
  checkinId: string;
  guestId: string;
  telephone: string;
}

/** Only a stay is reviewed: a reservation the hotel checked in, or one checked out since. */
export async function reviewReservation(
  db: Db,
  { reservationId, telephone, point, improvement, comment }: Review & { reservationId: string; telephone: string },
): Promise<void> {
  const row = await findGuestReservation(db, reservationId, telephone);
  if (row.status !== 'checked_in' && row.status !== 'checked_out') throw reservationNotFound();
  await reviews.saveReservationReview(db, row.hotel_id, row.id, { point, improvement, comment });
}

/** The guest is the member who made the check-in (CheckinListItem.guestId). */
export async function reviewCheckin(
  db: Db,
  { checkinId, guestId, telephone, point, improvement, comment }: Review & ReviewerOfCheckin,
): Promise<void> {
  const [checkin] = await findGuestCheckins(db, [checkinId], telephone);
  if (!checkin || checkin.user_id === null || numericId(guestId) !== checkin.user_id) throw checkinNotFound();
  await reviews.saveCheckinReview(db, checkin.hotel_id, checkin.id, checkin.user_id, { point, improvement, comment });
}
