import type { Db } from '../db/database.ts';
import * as stays from '../db/repositories/stays.ts';
import { checkinNotFound, numericId, reservationNotFound } from '../errors.ts';

/**
 * Who may name a reservation or a check-in in the anonymous check-out calls: whoever searched with
 * its telephone. Check-in ids are small numbers, so the id alone proves nothing; an item whose
 * telephone differs answers exactly as a missing one.
 */

/** The reservation with this public id booked with this telephone, or 404. */
export async function findGuestReservation(db: Db, publicId: string, telephone: string) {
  const row = await stays.findReservation(db, publicId);
  if (!row || row.telephone !== telephone) throw reservationNotFound();
  return row;
}

/** The submitted (or checked-out) check-ins with these ids made with this telephone, all of them, or 404. */
export async function findGuestCheckins(db: Db, checkinIds: string[], telephone: string) {
  const ids = [...new Set(checkinIds)].map(numericId);
  if (ids.some((id) => id === null)) throw checkinNotFound();
  const rows = await stays.findCheckins(db, ids as number[]);
  if (rows.length !== ids.length || rows.some((c) => c.status === 'draft' || c.telephone !== telephone)) {
    throw checkinNotFound();
  }
  return rows;
}
