import type { Db } from '../db/database.ts';
import { countSealedByKey, resealBatch, SEALED_TABLES, type SealedTable } from '../db/repositories/guestRegister.ts';
import type { RegisterCipher } from './registerCrypto.ts';

/**
 * The passport keys in use (`npm run hotel -- passport-keys`) and their rotation
 * (`npm run hotel -- rotate-passport-key`): every sealed passport, in the register and among the
 * uploads, is opened with the key it names and sealed again with the current one, batch by batch,
 * so that the old keys can then be removed. Safe to run again, and beside running servers.
 */

export interface KeyUse {
  keyId: string;
  /** current: PASSPORT_ENCRYPTION_KEY; old: one of PASSPORT_ENCRYPTION_OLD_KEYS; missing: neither. */
  role: 'current' | 'old' | 'missing';
  /** Rows sealed with it, per table. */
  rows: Record<SealedTable, number>;
}

/** Every key the cipher holds and every key a row names: the current one first, missing ones last. */
export async function passportKeyUse(db: Db, cipher: RegisterCipher): Promise<KeyUse[]> {
  const uses = new Map<string, KeyUse>();
  const use = (keyId: string) => {
    let found = uses.get(keyId);
    if (!found) {
      const role = keyId === cipher.keyId ? 'current' : cipher.keyIds.includes(keyId) ? 'old' : 'missing';
      found = { keyId, role, rows: { passport_captures: 0, guest_register: 0 } };
      uses.set(keyId, found);
    }
    return found;
  };
  for (const keyId of cipher.keyIds) use(keyId);
  for (const count of await countSealedByKey(db)) use(count.keyId).rows[count.table] += count.rows;
  const order = { current: 0, old: 1, missing: 2 };
  return [...uses.values()].sort((a, b) => order[a.role] - order[b.role] || a.keyId.localeCompare(b.keyId));
}

const total = (use: KeyUse) => use.rows.guest_register + use.rows.passport_captures;

/** The table of keys the command prints, and what to do next. */
export function describeKeyUse(uses: KeyUse[]): string {
  const lines = uses.map(
    (use) =>
      `  ${use.keyId}  ${use.role.padEnd(7)}  ${use.rows.guest_register} register entries, ${use.rows.passport_captures} uploads`,
  );
  const missing = uses.filter((use) => use.role === 'missing');
  const oldInUse = uses.filter((use) => use.role === 'old' && total(use) > 0);
  const oldUnused = uses.filter((use) => use.role === 'old' && total(use) === 0);
  const advice = missing.length
    ? `Passports sealed with ${missing.map((u) => u.keyId).join(', ')} cannot be read: add ${missing.length > 1 ? 'those keys' : 'that key'} to PASSPORT_ENCRYPTION_OLD_KEYS.`
    : oldInUse.length
      ? `Passports are still sealed with old keys: npm run hotel -- rotate-passport-key seals them with the current key.`
      : oldUnused.length
        ? `Every passport is sealed with the current key: the old keys (${oldUnused.map((u) => u.keyId).join(', ')}) can go from PASSPORT_ENCRYPTION_OLD_KEYS (keep them with the backups made before).`
        : 'Every passport is sealed with the current key.';
  return ['Passport keys (key id, role, passports sealed with it):', ...lines, advice].join('\n');
}

/** Whether every sealed passport can be read with the cipher's keys. */
export const allReadable = (uses: KeyUse[]) => uses.every((use) => use.role !== 'missing');

export interface Rotation {
  /** Rows sealed again with the current key, per table. */
  resealed: Record<SealedTable, number>;
  /** The keys in use afterwards. */
  uses: KeyUse[];
}

/**
 * Seals every passport sealed with an old key again with the current key, `batchSize` rows per
 * transaction. Rows sealed with a missing key stay as they are (and are reported in `uses`). Passes are
 * repeated while one re-seals something (a row held by a check-in is skipped once, then found again).
 */
export async function rotatePassportKey(db: Db, cipher: RegisterCipher, { batchSize = 200 } = {}): Promise<Rotation> {
  const oldKeyIds = cipher.keyIds.filter((keyId) => keyId !== cipher.keyId);
  const resealed: Record<SealedTable, number> = { passport_captures: 0, guest_register: 0 };
  const reseal = (row: { keyId: string; number: Uint8Array; image: Uint8Array | null }) => ({
    number: cipher.encrypt(cipher.decrypt(row.number, row.keyId)),
    image: row.image && cipher.encrypt(cipher.decrypt(row.image, row.keyId)),
  });
  let progress = oldKeyIds.length > 0;
  while (progress) {
    progress = false;
    // The uploads first: one a check-in moves into the register meanwhile is found there after.
    for (const table of SEALED_TABLES) {
      let after: string | number | null = null;
      for (;;) {
        let count = 0;
        const last: string | number | null = await resealBatch(
          db,
          table,
          { keyIds: oldKeyIds, newKeyId: cipher.keyId, after, limit: batchSize },
          (row) => {
            count += 1;
            return reseal(row);
          },
        );
        if (last === null) break;
        resealed[table] += count;
        progress = true;
        after = last;
      }
    }
  }
  return { resealed, uses: await passportKeyUse(db, cipher) };
}
