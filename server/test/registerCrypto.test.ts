import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  createRegisterCipher,
  dataDirPassportKey,
  PassportKeyMissingError,
  passportKeyId,
} from '../src/services/registerCrypto.ts';

// The guest register's passports: AES-256-GCM with a random IV per value, and the key's id beside them.
describe('registerCrypto', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-key-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seals a value differently each time and opens it again', () => {
    const cipher = createRegisterCipher(randomBytes(32));
    const plain = Buffer.from('XK1234567');
    const [a, b] = [cipher.encrypt(plain), cipher.encrypt(plain)];
    assert.notDeepEqual(a, b, 'a random IV per value');
    assert.equal(a.includes(plain), false);
    assert.deepEqual(cipher.decrypt(a, cipher.keyId), plain);
    assert.equal(a.length, 12 + 16 + plain.length);
  });

  it('names the key a value was sealed with when no key of the cipher is that one', () => {
    const key = randomBytes(32);
    const sealed = createRegisterCipher(key).encrypt(Buffer.from('XK1234567'));
    const other = createRegisterCipher(randomBytes(32));
    assert.throws(() => other.decrypt(sealed, passportKeyId(key)), PassportKeyMissingError);
    assert.throws(
      () => other.decrypt(sealed, passportKeyId(key)),
      new RegExp(
        `sealed with key ${passportKeyId(key)}, but the server has PASSPORT_ENCRYPTION_KEY ${other.keyId} and no PASSPORT_ENCRYPTION_OLD_KEYS`,
      ),
    );
    // A sealed value changed on disk does not open.
    const cipher = createRegisterCipher(key);
    sealed[sealed.length - 1]! ^= 1;
    assert.throws(() => cipher.decrypt(sealed, cipher.keyId), /authenticate/);
  });

  it('seals with the current key and opens what the old keys sealed', () => {
    const [oldKey, older, current] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const fromOld = createRegisterCipher(oldKey).encrypt(Buffer.from('OLD123'));
    const fromOlder = createRegisterCipher(older).encrypt(Buffer.from('OLDER45'));
    const cipher = createRegisterCipher(current, [oldKey, older, current]);
    assert.equal(cipher.keyId, passportKeyId(current));
    assert.deepEqual(cipher.keyIds, [current, oldKey, older].map(passportKeyId), 'the current key once, first');
    assert.equal(cipher.decrypt(fromOld, passportKeyId(oldKey)).toString(), 'OLD123');
    assert.equal(cipher.decrypt(fromOlder, passportKeyId(older)).toString(), 'OLDER45');
    const sealed = cipher.encrypt(Buffer.from('NEW678'));
    assert.equal(createRegisterCipher(current).decrypt(sealed, cipher.keyId).toString(), 'NEW678');
    assert.throws(() => createRegisterCipher(oldKey).decrypt(sealed, cipher.keyId), PassportKeyMissingError);
    assert.throws(
      () => createRegisterCipher(current, [older]).decrypt(fromOld, passportKeyId(oldKey)),
      new RegExp(`PASSPORT_ENCRYPTION_OLD_KEYS ${passportKeyId(older)}: add key ${passportKeyId(oldKey)}`),
    );
  });

  it('keeps a key in the data folder, readable by its owner only, made once', () => {
    const first = dataDirPassportKey(dataDir);
    const file = path.join(dataDir, 'passport.key');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(first.length, 32);
    assert.deepEqual(dataDirPassportKey(dataDir), first);
  });
});
