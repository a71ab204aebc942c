import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** The hotels' integration API keys (migration 0018): found by the hash of the whole key, never by the key. */

const KEY_COLUMNS = ['id', 'hotel_id', 'name', 'prefix', 'scopes', 'rate_limit', 'created_at', 'last_used_at'] as const;

/** A live (not revoked) key by the SHA-256 of the whole key. */
export function findLiveKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('integration_keys')
    .select(KEY_COLUMNS)
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Notes the key's use, at most once a minute (a write per request would cost more than it tells). */
export async function touchKey(db: Db, id: number): Promise<void> {
  await db
    .updateTable('integration_keys')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]),
    )
    .execute();
}

export function listLiveKeys(db: Db, hotelId: string) {
  return db
    .selectFrom('integration_keys')
    .select(KEY_COLUMNS)
    .where('hotel_id', '=', hotelId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The hotel's live key with this id, locked until the transaction ends. */
export function lockLiveKey(db: Db, hotelId: string, id: number) {
  return db
    .selectFrom('integration_keys')
    .select(KEY_COLUMNS)
    .where('hotel_id', '=', hotelId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export function insertKey(
  db: Db,
  key: { hotelId: string; name: string; prefix: string; keyHash: string; scopes: string; createdBy: number | null },
) {
  return db
    .insertInto('integration_keys')
    .values({
      hotel_id: key.hotelId,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
      scopes: key.scopes,
      created_by: key.createdBy,
    })
    .returning(KEY_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function replaceSecret(db: Db, id: number, prefix: string, keyHash: string) {
  return db
    .updateTable('integration_keys')
    .set({ prefix, key_hash: keyHash })
    .where('id', '=', id)
    .returning(KEY_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function revokeKey(db: Db, id: number): Promise<void> {
  await db
    .updateTable('integration_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
