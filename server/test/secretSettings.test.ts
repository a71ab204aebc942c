import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from 'pg-connection-string';
import {
  KEY_RECIPE,
  loadSecretFiles,
  readConfig,
  readPassportKey,
  readSecretFiles,
  ROOT_DIR,
  SECRET_SETTINGS,
  SettingError,
} from '../src/config.ts';
import { productionProblems } from '../src/productionCheck.ts';

// Secrets from files (NAME_FILE, as Docker secrets mount them), a database password kept apart from
// DATABASE_URL, and passport keys in the URL-safe form the deployment docs' recipe makes.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-secrets-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
}

const urlSafeKey = () => randomBytes(32).toString('base64url');

describe('NAME_FILE settings', () => {
  it('reads a secret from its file, without the trailing line break, and drops NAME_FILE', () => {
    const key = urlSafeKey();
    const env = readSecretFiles({
      PASSPORT_ENCRYPTION_KEY_FILE: secretFile('key', `${key}\n`),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://mailer:s3cret@smtp.example:587\r\n'),
      PORT: '8080',
    });
    assert.deepEqual(env, {
      PASSPORT_ENCRYPTION_KEY: key,
      SMTP_URL: 'smtp://mailer:s3cret@smtp.example:587',
      PORT: '8080',
    });
    assert.deepEqual(readSecretFiles(env), env, 'applying it twice changes nothing');
  });

  it('offers a file for every secret the server reads', () => {
    for (const name of [
      'DATABASE_URL',
      'DATABASE_PASSWORD',
      'PASSPORT_ENCRYPTION_KEY',
      'SMTP_URL',
      'CARD_TOKEN_API_KEY',
    ]) {
      assert.ok((SECRET_SETTINGS as readonly string[]).includes(name), name);
    }
    const env = Object.fromEntries(
      SECRET_SETTINGS.map((name) => [`${name}_FILE`, secretFile(name, `${name}-value\n`)]),
    );
    const read = readSecretFiles(env);
    for (const name of SECRET_SETTINGS) assert.equal(read[name], `${name}-value`);
  });

  it('refuses a secret given twice, and a file it cannot read, naming the file but not a secret', () => {
    const file = secretFile('twice', 'from-the-file');
    assert.throws(
      () => readSecretFiles({ SMTP_URL: 'smtp://x', SMTP_URL_FILE: file }),
      new SettingError('SMTP_URL and SMTP_URL_FILE are both set: set one of them.'),
    );
    const missing = path.join(dir, 'nowhere');
    assert.throws(
      () => readSecretFiles({ DATABASE_PASSWORD_FILE: missing }),
      new SettingError(`DATABASE_PASSWORD_FILE: cannot read ${missing} (ENOENT).`),
    );
    assert.deepEqual(readSecretFiles({ SMTP_URL_FILE: '' }), {}, 'an empty NAME_FILE is unset');
  });

  it('readConfig takes the passport keys and the database from files', () => {
    const [key, old] = [randomBytes(32), randomBytes(32)];
    const config = readConfig({
      PASSPORT_ENCRYPTION_KEY_FILE: secretFile('current', key.toString('base64url')),
      PASSPORT_ENCRYPTION_OLD_KEYS_FILE: secretFile('old', `${old.toString('base64')}\n`),
      DATABASE_URL_FILE: secretFile('url', 'postgres://hotel:pw@db:5432/hotel\n'),
    });
    assert.deepEqual(config.passportKey, key);
    assert.deepEqual(config.passportOldKeys, [old]);
    assert.equal(config.databaseUrl, 'postgres://hotel:pw@db:5432/hotel');
  });

  it('loadSecretFiles puts them into the environment every reader sees (the production check too)', () => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      PASSPORT_ENCRYPTION_KEY_FILE: secretFile('loaded', urlSafeKey()),
    };
    loadSecretFiles(env);
    assert.equal(env.PASSPORT_ENCRYPTION_KEY_FILE, undefined);
    assert.equal(readPassportKey(env.PASSPORT_ENCRYPTION_KEY)?.length, 32);
    assert.ok(!productionProblems({ ...env, DEMO_MODE: '0' }).some((p) => p.setting === 'PASSPORT_ENCRYPTION_KEY'));
  });

  it('the start command reads them: a key file that is not a key stops it, naming the setting', () => {
    const run = spawnSync(process.execPath, ['server/src/cli/serve.ts'], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATA_DIR: dir,
        PASSPORT_ENCRYPTION_KEY_FILE: secretFile('not-a-key', 'not a key\n'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1);
    // One fatal line of the server's log (JSON, as a container's log takes it).
    const lines = run.stdout.split('\n').filter((line) => line !== '');
    assert.equal(lines.length, 1, run.stdout + run.stderr);
    const refusal = JSON.parse(lines[0]!) as { level: string; msg: string };
    assert.equal(refusal.level, 'fatal');
    assert.match(refusal.msg, /^PASSPORT_ENCRYPTION_KEY must be 32 random bytes in base64/);
    assert.doesNotMatch(run.stdout + run.stderr, /not a key/, 'the secret is not repeated');
  });
});

describe('DATABASE_PASSWORD', () => {
  it('goes into DATABASE_URL percent-encoded, so any password works', () => {
    const password = 'p@ss/w:rd#?%+ =ü';
    const { databaseUrl } = readConfig({ DATABASE_URL: 'postgres://hotel@db:5432/hotel', DATABASE_PASSWORD: password });
    const parsed = parse(databaseUrl!);
    assert.equal(parsed.password, password);
    assert.equal(parsed.user, 'hotel');
    assert.equal(parsed.host, 'db');
    assert.equal(parsed.database, 'hotel');
  });

  it('is refused beside a password in the URL, or without a URL', () => {
    assert.throws(
      () => readConfig({ DATABASE_URL: 'postgres://hotel:one@db/hotel', DATABASE_PASSWORD: 'two' }),
      /keep the password in one of them/,
    );
    assert.throws(() => readConfig({ DATABASE_PASSWORD: 'two' }), /DATABASE_URL is not/);
    assert.equal(
      readConfig({ DATABASE_URL: 'postgres://hotel:one@db/hotel' }).databaseUrl,
      'postgres://hotel:one@db/hotel',
    );
  });
});

describe('passport keys', () => {
  it('takes the URL-safe form the recipe makes, padded or not, as well as standard base64', () => {
    const key = randomBytes(32);
    assert.deepEqual(readPassportKey(key.toString('base64url')), key);
    assert.deepEqual(readPassportKey(`${key.toString('base64url')}=`), key);
    assert.deepEqual(readPassportKey(key.toString('base64')), key);
    assert.match(KEY_RECIPE, /^openssl rand -base64 32 \| tr '\+\/' '-_' \| tr -d '='$/);
  });

  it('refuses a key of another length or alphabet, and an old key that is not one, without repeating it', () => {
    for (const bad of [randomBytes(31).toString('base64url'), '*'.repeat(43), 'a+b_c'.repeat(9)]) {
      assert.throws(() => readPassportKey(bad), /must be 32 random bytes/);
    }
    assert.throws(
      () => readConfig({ PASSPORT_ENCRYPTION_OLD_KEYS: `${urlSafeKey()}, not-a-key` }),
      (error: Error) =>
        /^PASSPORT_ENCRYPTION_OLD_KEYS \(key 2\) must be 32 random bytes/.test(error.message) &&
        !error.message.includes('not-a-key'),
    );
    assert.deepEqual(readConfig({}).passportOldKeys, []);
  });
});
