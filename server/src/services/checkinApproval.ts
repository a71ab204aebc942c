import type { Db } from '../db/database.ts';
import { approveCheckin, lockSubmittedCheckin } from '../db/repositories/checkins.ts';
import { emitWebhookEvent, inTransaction } from './webhooks.ts';

/**
 * The hotel's approval of a submitted check-in (spec doc 2 §9: approvedStatus 2): the one path of the
 * front desk (by id, of its hotel) and of the operator's `npm run hotel -- approve` (by id or code).
 * The check-in is locked, approved, and `checkin.approved` recorded for the hotel's webhook endpoints
 * in the same transaction (the caller's, if any); an approval given again tells nothing more. Answers
 * the check-in, or undefined when no submitted one matches.
 */
export function approveSubmittedCheckin(
  db: Db,
  reference: { id: number } | { checkinCode: string },
  hotelId?: string,
): Promise<{ id: number; checkin_code: string; hotel_id: string } | undefined> {
  return inTransaction(db, async (trx) => {
    const checkin = await lockSubmittedCheckin(trx, reference, hotelId);
    if (!checkin) return undefined;
    await approveCheckin(trx, checkin.id);
    if (checkin.approved_status !== 2) {
      await emitWebhookEvent(trx, checkin.hotel_id, 'checkin.approved', {
        hotelId: checkin.hotel_id,
        checkinId: String(checkin.id),
        checkinCode: checkin.checkin_code,
      });
    }
    return { id: checkin.id, checkin_code: checkin.checkin_code, hotel_id: checkin.hotel_id };
  });
}
