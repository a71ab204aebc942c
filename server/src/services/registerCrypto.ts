import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readPassportKey, SettingError } from '../config.ts';

/**
 * Encryption at rest of the guest register's passports (issue 24): AES-256-GCM, a random 12-byte IV
 * per value, stored as IV ‖ tag ‖ ciphertext. Each row keeps the id of the key that sealed it: a
 * rotation (cli/passportKeys.ts) seals with a new key while the old ones still open older rows, and a
 * server without a row's key says which key it misses instead of failing to authenticate.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const PASSPORT_KEY_FILE = 'passport.key';

export interface RegisterCipher {
  /** The current key's id (the first 8 hex digits of its SHA-256): new values are sealed with it. */
  readonly keyId: string;
  /** Every key id this cipher opens: the current key's, then the old keys' (PASSPORT_ENCRYPTION_OLD_KEYS). */
  readonly keyIds: readonly string[];
  /** Seals with the current key. */
  encrypt(plain: Uint8Array): Buffer;
  /** The plain value of a sealed one; throws PassportKeyMissingError when no key of this cipher is `keyId`. */
  decrypt(sealed: Uint8Array, keyId: string): Buffer;
}

/** A passport sealed with a key the server was not given: the operator's to fix, by key id. */
export class PassportKeyMissingError extends Error {
  readonly rowKeyId: string;
  readonly keyIds: readonly string[];

  constructor(rowKeyId: string, keyIds: readonly string[]) {
    const [current, ...old] = keyIds;
    super(
      `A passport was sealed with key ${rowKeyId}, but the server has PASSPORT_ENCRYPTION_KEY ${current}` +
        (old.length > 0
          ? ` and PASSPORT_ENCRYPTION_OLD_KEYS ${old.join(', ')}`
          : ' and no PASSPORT_ENCRYPTION_OLD_KEYS') +
        `: add key ${rowKeyId} to PASSPORT_ENCRYPTION_OLD_KEYS (docs/deployment.md, "Rotating the passport key").`,
    );
    this.name = 'PassportKeyMissingError';
    this.rowKeyId = rowKeyId;
    this.keyIds = keyIds;
  }
}

export const passportKeyId = (key: Uint8Array): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A cipher that seals with `key` and opens what it or any of `oldKeys` sealed. */
export function createRegisterCipher(key: Buffer, oldKeys: readonly Buffer[] = []): RegisterCipher {
  const keys = new Map<string, Buffer>();
  for (const k of [key, ...oldKeys]) {
    if (k.length !== 32) throw new Error('A passport key must be 32 bytes.');
    if (!keys.has(passportKeyId(k))) keys.set(passportKeyId(k), k);
  }
  const keyId = passportKeyId(key);
  const keyIds = [...keys.keys()];
  return {
    keyId,
    keyIds,
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed, rowKeyId) {
      const rowKey = keys.get(rowKeyId);
      if (!rowKey) throw new PassportKeyMissingError(rowKeyId, keyIds);
      const bytes = Buffer.from(sealed);
      const decipher = createDecipheriv('aes-256-gcm', rowKey, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}

/**
 * The key kept in `$DATA_DIR/passport.key` when PASSPORT_ENCRYPTION_KEY is unset (development and
 * demos): made on first use, readable by its owner only.
 */
export function dataDirPassportKey(dataDir: string): Buffer {
  const file = path.join(dataDir, PASSPORT_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readPassportKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new SettingError(`${file} is empty: delete it (no passport can be read with it anyway).`);
  return key;
}

/** The keys of a server or command: PASSPORT_ENCRYPTION_KEY (else the data folder's) and the old ones. */
export const configuredRegisterCipher = (config: {
  passportKey: Buffer | undefined;
  passportOldKeys: Buffer[];
  dataDir: string;
}) => createRegisterCipher(config.passportKey ?? dataDirPassportKey(config.dataDir), config.passportOldKeys);

let processCipher: RegisterCipher | undefined;

/** A random key of this process: for in-memory test databases, which live no longer than it. */
export function processRegisterCipher(): RegisterCipher {
  processCipher ??= createRegisterCipher(randomBytes(32));
  return processCipher;
}
