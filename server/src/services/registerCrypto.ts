import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readPassportKey, SettingError } from '../config.ts';

/**
 * Encryption at rest of the guest register's passports (issue 24): AES-256-GCM, a random 12-byte IV
 * per value, stored as IV ‖ tag ‖ ciphertext. Each row keeps the id of the key that sealed it, so a
 * server started with another key says so instead of failing to authenticate.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const PASSPORT_KEY_FILE = 'passport.key';

export interface RegisterCipher {
  /** The first 8 hex digits of the key's SHA-256: stored with each sealed value. */
  readonly keyId: string;
  encrypt(plain: Uint8Array): Buffer;
  /** The plain value of a sealed one; throws WrongPassportKeyError when `keyId` is not this key's. */
  decrypt(sealed: Uint8Array, keyId: string): Buffer;
}

export class WrongPassportKeyError extends Error {
  constructor(rowKeyId: string, keyId: string) {
    super(
      `A passport was encrypted with key ${rowKeyId}, but PASSPORT_ENCRYPTION_KEY is key ${keyId}: start the server with the key the register was written with.`,
    );
    this.name = 'WrongPassportKeyError';
  }
}

export const passportKeyId = (key: Uint8Array): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createRegisterCipher(key: Buffer): RegisterCipher {
  if (key.length !== 32) throw new Error('The passport key must be 32 bytes.');
  const keyId = passportKeyId(key);
  return {
    keyId,
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed, rowKeyId) {
      if (rowKeyId !== keyId) throw new WrongPassportKeyError(rowKeyId, keyId);
      const bytes = Buffer.from(sealed);
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
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

/** The key of a server or command: PASSPORT_ENCRYPTION_KEY, else the data folder's. */
export const configuredRegisterCipher = (config: { passportKey: Buffer | undefined; dataDir: string }) =>
  createRegisterCipher(config.passportKey ?? dataDirPassportKey(config.dataDir));

let processCipher: RegisterCipher | undefined;

/** A random key of this process: for in-memory test databases, which live no longer than it. */
export function processRegisterCipher(): RegisterCipher {
  processCipher ??= createRegisterCipher(randomBytes(32));
  return processCipher;
}
