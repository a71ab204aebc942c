import type { Db } from '../db/database.ts';
import { approveCheckin } from '../db/repositories/checkins.ts';
import * as frontDesk from '../db/repositories/frontDesk.ts';
import { checkinNotFound, numericId } from '../errors.ts';
import { addDays, daysBetween } from './hotelTime.ts';

type CheckinRow = Awaited<ReturnType<typeof frontDesk.listAwaitingApproval>>[number];
type StayRow = Awaited<ReturnType<typeof frontDesk.listCheckinStays>>[number];

/** The contract's FrontDeskCheckin: the guest, and the stay its reservations make (arrival to departure). */
function toFrontDeskCheckin(row: CheckinRow, stays: StayRow[]) {
  const own = stays.filter((s) => s.checkin_id === row.id);
  const arrival = own[0]?.checkin_date ?? null;
  const departure =
    own
      .map((s) => addDays(s.checkin_date, s.nights))
      .sort()
      .at(-1) ?? null;
  const member = [row.surname, row.name].filter(Boolean).join(' ');
  return {
    checkinId: String(row.id),
    checkinCode: row.checkin_code,
    guestName: member || own.find((s) => s.guest_name)?.guest_name || '',
    telephone: row.telephone,
    totalMembers: row.total_members,
    arrivalDate: arrival,
    nights: arrival && departure ? daysBetween(arrival, departure) : null,
    roomCount: own.reduce((sum, s) => sum + s.room_count, 0),
    submittedAt: new Date(row.checkin_time ?? row.created_at).toISOString(),
    approvedStatus: row.approved_status as 0 | 1 | 2,
    passports: row.passports,
  };
}

/** The hotel's online check-ins waiting for approval, oldest first. */
export async function listCheckinsAwaitingApproval(db: Db, hotelId: string) {
  const rows = await frontDesk.listAwaitingApproval(db, hotelId);
  const stays = await frontDesk.listCheckinStays(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toFrontDeskCheckin(row, stays));
}

/**
 * The hotel's approval (spec doc 2 §9: approvedStatus 2), by the same repository function as the
 * hotel command: a check-in of another hotel, or one not submitted, is not found.
 */
export async function approveHotelCheckin(db: Db, hotelId: string, checkinIdText: string) {
  const checkinId = numericId(checkinIdText);
  const approved = checkinId === null ? undefined : await approveCheckin(db, { id: checkinId }, hotelId);
  if (!approved) throw checkinNotFound();
  const row = await frontDesk.findSubmittedCheckin(db, hotelId, approved.id);
  if (!row) throw checkinNotFound();
  return toFrontDeskCheckin(row, await frontDesk.listCheckinStays(db, [row.id]));
}
