import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { checkinHistory, checkinHistoryDetail, findMember, updateProfile } from '../services/account.ts';
import { toUser } from './users.ts';

/** The member's own profile and check-in history (spec doc 1 §3, §7; doc 2 updateUserInfo). */
export function createAccountHandlers(db: Db) {
  return {
    async getCheckinHistory(request) {
      const rows = await checkinHistory(db, request.userId!, request.query.userId);
      return {
        checkinHistorys: rows.map((row) => ({
          checkinId: String(row.id),
          checkinCode: row.checkin_code,
          hotelName: row.hotel_name,
          hotelNameLatin: row.hotel_name_latin,
          checkinTime: new Date(row.checkin_time ?? row.created_at).toISOString(),
          timeZone: row.time_zone,
        })),
      };
    },

    async getCheckinHistoryDetail(request) {
      const { checkinId } = request.params;
      const { row, tickets } = await checkinHistoryDetail(db, request.userId!, checkinId, request.query.checkinCode);
      return {
        checkinHistory: [
          {
            checkin_code: row.checkin_code,
            checkin_time: new Date(row.checkin_time ?? row.created_at).toISOString(),
            qr_json: JSON.stringify(row.qr_json ?? { checkin_code: row.checkin_code }),
            hotel_name: row.hotel_name,
            hotel_name_latin: row.hotel_name_latin,
            time_zone: row.time_zone,
            ticket: tickets,
          },
        ],
      };
    },

    async getUserInfo(request) {
      return { user: toUser(await findMember(db, request.userId!)) };
    },

    async updateUserInfo(request) {
      return { user: toUser(await updateProfile(db, request.userId!, request.body)) };
    },
  } satisfies SomeHandlers;
}
