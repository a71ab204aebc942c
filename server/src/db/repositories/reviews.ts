import type { Db } from '../database.ts';

/** Stay reviews sent at check-out; a second review of the same stay replaces the first (migration 0005). */

export interface ReviewValues {
  point: number;
  improvement: string;
  comment: string;
}

export async function saveReservationReview(
  db: Db,
  hotelId: string,
  reservationId: number,
  review: ReviewValues,
): Promise<void> {
  const values = { ...review, created_at: new Date() };
  await db
    .insertInto('reviews')
    .values({ hotel_id: hotelId, reservation_id: reservationId, checkin_id: null, guest_id: null, ...values })
    .onConflict((oc) => oc.column('reservation_id').where('checkin_id', 'is', null).doUpdateSet(values))
    .execute();
}

export async function saveCheckinReview(
  db: Db,
  hotelId: string,
  checkinId: number,
  guestId: number,
  review: ReviewValues,
): Promise<void> {
  const values = { ...review, created_at: new Date() };
  await db
    .insertInto('reviews')
    .values({ hotel_id: hotelId, reservation_id: null, checkin_id: checkinId, guest_id: guestId, ...values })
    .onConflict((oc) => oc.columns(['checkin_id', 'guest_id']).where('checkin_id', 'is not', null).doUpdateSet(values))
    .execute();
}

/** The latest review of a check-in or of one of these reservations, if the guest sent one. */
export function findStayReview(
  db: Db,
  { checkinId, reservationIds }: { checkinId: number | null; reservationIds: number[] },
) {
  return db
    .selectFrom('reviews')
    .select(['point', 'improvement', 'comment'])
    .where((eb) =>
      eb.or([
        ...(checkinId === null ? [] : [eb('checkin_id', '=', checkinId)]),
        ...(reservationIds.length === 0 ? [] : [eb('reservation_id', 'in', reservationIds)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
