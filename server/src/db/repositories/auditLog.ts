import type { Db } from '../database.ts';

/** The audit log (migration 0015): rows are only ever added, and read newest first. */

export interface AuditRow {
  hotelId: string;
  actorStaffId: number | null;
  actor: string;
  operation: string;
  target: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      hotel_id: row.hotelId,
      actor_staff_id: row.actorStaffId,
      actor: row.actor,
      operation: row.operation,
      target: row.target,
      before: json(row.before),
      after: json(row.after),
    })
    .execute();
}

/** A hotel's rows older than `beforeId` (all when null), newest first, at most `limit`. */
export function listAuditRows(db: Db, hotelId: string, beforeId: number | null, limit: number) {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'actor_staff_id', 'actor', 'at', 'operation', 'target', 'before', 'after'])
    .where('hotel_id', '=', hotelId);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
