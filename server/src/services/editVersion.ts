import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';

/**
 * Optimistic editing in the console (issue 32): a thing read for editing comes with its version, a
 * digest of what it was; saving sends it back and is refused (409 edit_conflict, nothing changed)
 * if the thing is no longer that, so two managers never overwrite each other unawares. A digest of
 * the content rather than a counter: a change by the hotel file (`npm run hotel -- import`) counts too.
 */
export function versionOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}

export function editConflict(): HttpError {
  return new HttpError(409, 'The thing was changed by someone else since it was read; read it again.', 'edit_conflict');
}

/**
 * Holds the hotel's row until the transaction ends, so that two saves of the same hotel's settings or
 * pages run one after the other: the second compares its version with what the first saved.
 */
export async function lockHotel(trx: Db, hotelId: string): Promise<void> {
  await trx.selectFrom('hotels').select('id').where('id', '=', hotelId).forUpdate().executeTakeFirstOrThrow();
}
