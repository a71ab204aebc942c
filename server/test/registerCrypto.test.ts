import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  createRegisterCipher,
  dataDirPassportKey,
  passportKeyId,
  WrongPassportKeyError,
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

  it('names the key a value was sealed with when another key is asked to open it', () => {
    const key = randomBytes(32);
    const sealed = createRegisterCipher(key).encrypt(Buffer.from('XK1234567'));
    const other = createRegisterCipher(randomBytes(32));
    assert.throws(() => other.decrypt(sealed, passportKeyId(key)), WrongPassportKeyError);
    assert.throws(() => other.decrypt(sealed, passportKeyId(key)), new RegExp(`key ${passportKeyId(key)}`));
    // A sealed value changed on disk does not open.
    const cipher = createRegisterCipher(key);
    sealed[sealed.length - 1]! ^= 1;
    assert.throws(() => cipher.decrypt(sealed, cipher.keyId), /authenticate/);
  });

  it('keeps a key in the data folder, readable by its owner only, made once', () => {
    const first = dataDirPassportKey(dataDir);
    const file = path.join(dataDir, 'passport.key');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(first.length, 32);
    assert.deepEqual(dataDirPassportKey(dataDir), first);
  });
});
