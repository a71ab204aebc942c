import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { ROOT_DIR } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_PASSPORT_NUMBER } from '../src/db/seed/demoRegister.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { createRegisterCipher, passportKeyId } from '../src/services/registerCrypto.ts';
import { dropDatabaseForce } from './support/templates.ts';

// The backup and restore recipe of docs/deployment.md: deploy/backup.sh and deploy/restore.sh, run
// against this machine's PostgreSQL through a stand-in for `docker compose` (support/fakeCompose.mjs:
// `exec db …` and `run app …` run here with those containers' environment). A dump keeps the passports
// sealed and names the keys they need; restored, the app's keys open them, and without the key the
// restore says which key is missing.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const hasTools = ['pg_dump', 'pg_restore', 'dropdb', 'createdb', 'psql'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0,
);

const key = randomBytes(32);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-backup-'));
const log = path.join(work, 'compose.log');
let databaseName = '';
let databaseUrl = '';
let database: DatabaseHandle | null = null;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs a script of deploy/ next to compose.yaml, `docker compose` played by fakeCompose.mjs. */
function deployScript(script: string, args: string[], appKeys: Record<string, string>) {
  const server = new URL(SERVER_URL!);
  const environments = {
    // The db container's environment (the postgres image's), here with the way to this machine's server.
    db: {
      POSTGRES_USER: decodeURIComponent(server.username),
      POSTGRES_DB: databaseName,
      PGHOST: server.hostname,
      PGPORT: server.port || '5432',
      PGPASSWORD: decodeURIComponent(server.password),
    },
    // The app container's: compose.yaml's settings and keys.
    app: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', DEMO_MODE: '1', ...appKeys },
  };
  fs.writeFileSync(log, '');
  const run = spawnSync('sh', [path.join('deploy', script), ...args], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      COMPOSE: `${process.execPath} ${path.join(ROOT_DIR, 'server', 'test', 'support', 'fakeCompose.mjs')}`,
      FAKE_COMPOSE_ENV: JSON.stringify(environments),
      FAKE_COMPOSE_LOG: log,
    },
    timeout: 120_000,
  });
  const lines = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
  /** Each call of `docker compose`: its first three arguments. */
  const calls = lines.map((line) => (JSON.parse(line) as string[]).slice(0, 3).join(' '));
  return { ...run, calls };
}

const passports = async () =>
  (await database!.db.selectFrom('guest_register').select(['key_id', 'passport_ciphertext']).execute()).filter(
    (row) => row.key_id,
  );

describe(
  'backing up and restoring the database with its passport keys',
  {
    skip: (!SERVER_URL && 'needs PostgreSQL (TEST_DATABASE_URL)') || (!hasTools && 'needs the PostgreSQL client tools'),
  },
  () => {
    let dump = '';

    before(async () => {
      databaseName = `hotel_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${databaseName}`);
      const url = new URL(SERVER_URL!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.href;
      database = await openDatabase({ databaseUrl });
      await migrateToLatest(database.db);
      await seedDemoData(database.db, createRegisterCipher(key));
    });

    after(async () => {
      await database?.close();
      if (databaseName) await dropDatabaseForce(SERVER_URL!, databaseName);
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('backup.sh writes a dump readable by its owner only, and the ids of the keys it needs beside it', () => {
      const folder = path.join(work, 'backups');
      const run = deployScript('backup.sh', [folder], {});
      assert.equal(run.status, 0, run.stderr);
      const files = fs.readdirSync(folder).sort();
      assert.equal(files.length, 2, files.join());
      assert.match(files[0]!, /^hotel-\d{8}T\d{6}Z\.dump$/);
      assert.equal(files[1], files[0]!.replace(/\.dump$/, '.keys'));
      dump = path.join(folder, files[0]!);
      assert.equal(fs.statSync(dump).mode & 0o777, 0o600);
      assert.equal(fs.readFileSync(dump).subarray(0, 5).toString(), 'PGDMP', "pg_dump's custom format");
      assert.equal(fs.readFileSync(path.join(folder, files[1]!), 'utf8'), `${passportKeyId(key)}\n`);
      assert.match(run.stdout, new RegExp(`need the passport keys ${passportKeyId(key)} `));
      assert.ok(!fs.readFileSync(dump).includes(Buffer.from(DEMO_PASSPORT_NUMBER)), 'passports stay sealed in it');
      assert.ok(!fs.readFileSync(dump).includes(key), 'the key is not in it');
      assert.deepEqual(run.calls, ['exec -T db', 'exec -T db', 'exec -T db']);
    });

    it("restore.sh asks to be sure, then replaces the database and checks the app's keys open it", async () => {
      const refused = deployScript('restore.sh', [dump], {});
      assert.equal(refused.status, 2);
      assert.match(refused.stderr, /^Usage: deploy\/restore\.sh --yes/);
      assert.deepEqual(refused.calls, []);

      // What is lost after the backup: the register's passports.
      const before = await passports();
      await database!.db.deleteFrom('guest_register').execute();
      await database!.close();
      const run = deployScript('restore.sh', ['--yes', dump], { PASSPORT_ENCRYPTION_KEY: key.toString('base64url') });
      database = await openDatabase({ databaseUrl });
      assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
      assert.deepEqual(await passports(), before);
      assert.match(run.stdout, new RegExp(`${passportKeyId(key)}  current  1 register entries`));
      assert.match(run.stdout, /Every passport is sealed with the current key\./);
      assert.deepEqual(
        run.calls,
        ['stop app', 'exec -T db', 'start app', 'run --rm --no-deps'],
        'the app is stopped while the database is replaced',
      );
    });

    it('restored with another key, restore.sh fails and names the key the passports need', async () => {
      await database!.close();
      const other = randomBytes(32);
      const run = deployScript('restore.sh', ['--yes', dump], { PASSPORT_ENCRYPTION_KEY: other.toString('base64url') });
      database = await openDatabase({ databaseUrl });
      assert.notEqual(run.status, 0);
      assert.match(run.stderr, new RegExp(`${passportKeyId(key)}  missing  1 register entries`));
      assert.match(run.stderr, new RegExp(`Passports sealed with ${passportKeyId(key)} cannot be read: add that key`));
      // The data are back all the same: with the key added as an old one, every passport opens.
      const ok = deployScript('restore.sh', ['--yes', dump], {
        PASSPORT_ENCRYPTION_KEY: other.toString('base64url'),
        PASSPORT_ENCRYPTION_OLD_KEYS: key.toString('base64'),
      });
      assert.equal(ok.status, 0, ok.stderr);
      assert.match(ok.stdout, /still sealed with old keys: npm run hotel -- rotate-passport-key/);
    });
  },
);
