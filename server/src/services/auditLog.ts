import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { insertAuditRow, listAuditRows } from '../db/repositories/auditLog.ts';
import { HttpError } from '../errors.ts';

/**
 * The audit log (issue 32): every change made through the console or the hotel command, with who
 * made it, when, what and on what, and the thing before and after. Each change records itself with
 * recordChange inside the transaction that makes it, so a change and its record are written together
 * or not at all.
 */

/** Who made a change: a signed-in staff member, or the provider's operator at the command line. */
export interface Actor {
  staffId: number | null;
  email: string;
}

export const OPERATOR: Actor = { staffId: null, email: 'operator' };

export interface Change {
  hotelId: string;
  actor: Actor;
  /** What was done, `<thing>.<verb>`: one of the contract's AuditOperation (the console names each). */
  operation: Schema<'AuditOperation'>;
  /** What it was done to: `staff/12`, `hotel/sakura-asakusa`... */
  target: string;
  /** The thing before (null when created) and after (null when removed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Field names that never go into the log, at any depth: a caller that passes one is a fault of ours. */
const SECRET_FIELD = /password|secret|recovery|totp|passport|token/i;

function refuseSecrets(value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_FIELD.test(key)) throw new Error(`The audit log never records ${path}${key}`);
    refuseSecrets(inner, `${path}${key}.`);
  }
}

/** Records a change; call it with the transaction that makes the change. */
export async function recordChange(trx: Db, change: Change): Promise<void> {
  refuseSecrets(change.before, 'before.');
  refuseSecrets(change.after, 'after.');
  await insertAuditRow(trx, {
    hotelId: change.hotelId,
    actorStaffId: change.actor.staffId,
    actor: change.actor.email,
    operation: change.operation,
    target: change.target,
    before: change.before,
    after: change.after,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of a hotel's log, newest first; `cursor` is the last page's nextCursor. */
export async function listChanges(db: Db, hotelId: string, cursor: string | undefined, limit = AUDIT_PAGE_SIZE) {
  const beforeId = cursor === undefined ? null : Number(cursor);
  if (beforeId !== null && !(Number.isSafeInteger(beforeId) && beforeId > 0)) {
    throw new HttpError(400, 'The cursor is not one this list gave.', 'validation_error');
  }
  const rows = await listAuditRows(db, hotelId, beforeId, limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      actor: row.actor,
      // Written only by recordChange, which takes the contract's AuditOperation.
      operation: row.operation as Schema<'AuditOperation'>,
      target: row.target,
      before: (row.before ?? null) as Record<string, unknown> | null,
      after: (row.after ?? null) as Record<string, unknown> | null,
    })),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}
