import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { ROOT_DIR } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { localDateTime } from '../src/services/hotelTime.ts';
import { createRegisterCipher, passportKeyId, PASSPORT_KEY_FILE } from '../src/services/registerCrypto.ts';
import {
  containerEnvironment,
  freePortPair,
  serviceEnvironment,
  startCommand,
  stopCommand,
  waitFor,
} from '../../scripts/lib/imageRun.mjs';
import { readCompose, readDockerfile, runtimeOf } from '../../scripts/lib/imageSpec.mjs';
import { assertMatchesContract } from './support/contract.ts';
import { foreignCheckinBody, pngBytes } from './support/passportFixtures.ts';
import { dropDatabaseForce } from './support/templates.ts';

// Issue 31's "done when": the image's start command, run as the stand-in for Docker runs it (the
// Dockerfile's ENV and CMD, the environment compose.yaml gives the app, its variables from an .env of
// the operator's), twice on one PostgreSQL database, as `docker compose up --scale app=2` would. A
// passport sealed through one container is read through the other; both are then re-created (new
// processes, new DATA_DIRs: nothing of a container survives it) and the passport is read again.

const SERVER_URL = process.env.TEST_DATABASE_URL;

/** What the operator's .env holds: the two secrets compose.yaml requires, made by the docs' recipe. */
const variables = {
  POSTGRES_PASSWORD: randomBytes(32).toString('base64url'),
  PASSPORT_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  // compose.https.yaml's.
  DOMAIN: 'guest.hotel.example',
};

interface Container {
  name: string;
  base: string;
  dataDir: string;
  started: ReturnType<typeof startCommand>;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-compose-'));
const secretsDir = path.join(work, 'secrets');
const containers: Container[] = [];
let databaseName: string | null = null;
let databaseUrl: string;
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

/** One app container of `docker compose -f …files up`: the image's CMD with the container's environment. */
async function startContainer(name: string, files = ['compose.yaml']): Promise<Container> {
  const runtime = runtimeOf(readDockerfile());
  const compose = readCompose(ROOT_DIR, variables, files);
  const port = await freePortPair();
  const dataDir = fs.mkdtempSync(path.join(work, `${name}-data-`));
  const env = containerEnvironment({
    imageEnv: runtime.env,
    serviceEnv: serviceEnvironment(compose, 'app', variables, secretsDir, ROOT_DIR),
    databaseUrl,
    port,
    dataDir,
    secretsDir,
  });
  // The repository stands in for the image's /app (the same server code; no built SPA needed here).
  const started = startCommand(runtime.cmd!, { cwd: ROOT_DIR, env });
  const container = { name, base: `http://127.0.0.1:${port}`, dataDir, started };
  containers.push(container);
  await waitFor(`${container.base}/readyz`, started);
  return container;
}

async function call(
  container: Container,
  operationId: string,
  { method = 'GET', url, body, token }: { method?: string; url: string; body?: unknown; token?: string },
) {
  const response = await fetch(`${container.base}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(method === 'POST' && { 'idempotency-key': randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Checked against the contract below, then read as the test needs it.
  const json = await response.json();
  assert.ok(
    response.status < 500,
    `${container.name} ${method} ${url}: ${response.status} ${JSON.stringify(json)}\n${container.started.output()}`,
  );
  assertMatchesContract(operationId, response.status, json);
  return { status: response.status, body: json };
}

/** The front desk of the demo hotel, on `container`: the register entry of `checkinId` and its passport. */
async function passportAtFrontDesk(container: Container, checkinId: string) {
  const login = await call(container, 'frontDeskLogin', {
    method: 'POST',
    url: '/api/front-desk/login',
    body: { email: DEMO_STAFF[0].email, password: DEMO_PASSWORD },
  });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  // The check-in arrives an hour ahead (foreignCheckinBody): today or, from 23:00 in Tokyo, tomorrow.
  const today = localDateTime(new Date(), 'Asia/Tokyo').date;
  const tomorrow = localDateTime(new Date(Date.now() + 86_400_000), 'Asia/Tokyo').date;
  const register = await call(container, 'listFrontDeskRegister', {
    url: `/api/front-desk/register?from=${today}&to=${tomorrow}`,
    token: login.body.token,
  });
  const entry = register.body.entries.find((e: { checkinId: string }) => e.checkinId === checkinId);
  assert.ok(entry, `${container.name} lists the check-in's register entry`);
  return call(container, 'getFrontDeskPassport', {
    url: `/api/front-desk/register/${entry.entryId}/passport`,
    token: login.body.token,
  });
}

// A test run that dies without its after hook still takes its processes with it.
process.on('exit', () => {
  for (const container of containers)
    if (container.started.child.exitCode === null) container.started.child.kill('SIGKILL');
});

describe(
  'the image stand-in: two app containers of compose.yaml on one PostgreSQL',
  { skip: !SERVER_URL && 'needs PostgreSQL (TEST_DATABASE_URL)' },
  () => {
    const image = pngBytes(4000);
    let checkinId: string;

    before(async () => {
      databaseName = `hotel_compose_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${databaseName}`);
      const url = new URL(SERVER_URL!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.href;
      // Production never seeds: the hotels' data (and here the demo's) come from the hotel's systems.
      database = await openDatabase({ databaseUrl });
      await migrateToLatest(database.db);
      await seedDemoData(
        database.db,
        createRegisterCipher(Buffer.from(variables.PASSPORT_ENCRYPTION_KEY, 'base64url')),
      );
    });

    after(async () => {
      await Promise.all(containers.map((c) => stopCommand(c.started)));
      await database?.close();
      if (databaseName) await dropDatabaseForce(SERVER_URL!, databaseName);
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('seals a passport through one container and opens it through the other', async () => {
      const [a, b] = await Promise.all([startContainer('app-1'), startContainer('app-2')]);
      const registered = await call(a!, 'register', {
        method: 'POST',
        url: '/api/auth/register',
        body: { email: `compose-${randomUUID()}@example.com`, password: DEMO_PASSWORD, language: 'en' },
      });
      const token = registered.body.token as string;
      const me = await call(b!, 'getUserInfo', { url: '/api/me/account-info', token });
      const upload = await call(a!, 'createPassportCapture', {
        method: 'POST',
        url: '/api/checkin/passports',
        token,
        body: {
          hotelId: 'sakura-asakusa',
          nationality: 'USA',
          passportNumber: 'CP7654321',
          image: { type: 'image/png', data: image.toString('base64') },
        },
      });
      assert.equal(upload.status, 200, JSON.stringify(upload.body));
      const checkin = await call(a!, 'smartCheckin', {
        method: 'POST',
        url: '/api/checkin/smart-checkin',
        token,
        body: foreignCheckinBody({
          userId: me.body.user.id,
          passports: [{ guest: 0, passportId: upload.body.passportId }],
        }),
      });
      assert.equal(checkin.status, 200, JSON.stringify(checkin.body));
      checkinId = checkin.body.checkinId;

      const passport = await passportAtFrontDesk(b!, checkinId);
      assert.equal(passport.status, 200, JSON.stringify(passport.body));
      assert.equal(passport.body.passportNumber, 'CP7654321');
      assert.deepEqual(Buffer.from(passport.body.image.data, 'base64'), image);
      // Sealed with compose's key, which no container keeps: no key file in either DATA_DIR.
      const row = await database!.db
        .selectFrom('guest_register')
        .select('key_id')
        .where('checkin_id', '=', Number(checkinId))
        .where('guest', '=', 0)
        .executeTakeFirstOrThrow();
      assert.equal(row.key_id, passportKeyId(Buffer.from(variables.PASSPORT_ENCRYPTION_KEY, 'base64url')));
      for (const container of [a!, b!]) assert.ok(!fs.existsSync(path.join(container.dataDir, PASSPORT_KEY_FILE)));
    });

    it('loses nothing when both containers are re-created', async () => {
      const stopped = await Promise.all(containers.splice(0).map((c) => stopCommand(c.started)));
      assert.deepEqual(
        stopped.map((s) => s.code),
        [0, 0],
        'SIGTERM (docker stop) ends each cleanly',
      );
      const [c, d] = await Promise.all([startContainer('app-3'), startContainer('app-4')]);
      for (const container of [c!, d!]) {
        const passport = await passportAtFrontDesk(container, checkinId);
        assert.equal(passport.status, 200, JSON.stringify(passport.body));
        assert.equal(passport.body.passportNumber, 'CP7654321');
        assert.deepEqual(Buffer.from(passport.body.image.data, 'base64'), image);
      }
    });

    it('behind HTTPS (compose.https.yaml): the tokeniser on https at the domain, HSTS, a production check passed', async () => {
      const container = await startContainer('app-https', ['compose.yaml', 'compose.https.yaml']);
      const tokeniserPort = Number(new URL(container.base).port) + 1;
      // As Caddy forwards a guest's request (X-Forwarded-Proto https, trusted: TRUST_PROXY=1).
      const answer = await fetch(`${container.base}/healthz`, {
        headers: {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'guest.hotel.example',
          'x-forwarded-for': '203.0.113.9',
        },
      });
      assert.equal(answer.status, 200);
      assert.match(
        answer.headers.get('content-security-policy') ?? '',
        new RegExp(`connect-src 'self' https://guest\\.hotel\\.example:${tokeniserPort}[;\\s]`),
      );
      assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
      // DEMO_MODE's warning names what is still a demo: the sandboxes, no longer the address or the key.
      // (A line of the server's log: JSON in production.)
      const messages = container.started
        .output()
        .split('\n')
        .flatMap((line) => {
          try {
            const entry = JSON.parse(line) as { msg?: unknown };
            return typeof entry.msg === 'string' ? [entry.msg] : [];
          } catch {
            return [];
          }
        });
      const warning = messages.find((message) => message.startsWith('WARNING: DEMO_MODE=1')) ?? '';
      assert.match(warning, /PAYMENT_GATEWAY_MODULE/);
      assert.doesNotMatch(warning, /PUBLIC_URL|PASSPORT_ENCRYPTION_KEY|DATABASE_URL/);
      const passport = await passportAtFrontDesk(container, checkinId);
      assert.equal(passport.body.passportNumber, 'CP7654321');
    });

    it('reads the same passport with the secrets as files (compose.secrets.yaml)', async () => {
      const container = await startContainer('app-secrets', ['compose.yaml', 'compose.secrets.yaml']);
      const env = readCompose(ROOT_DIR, variables, ['compose.yaml', 'compose.secrets.yaml']).services.app!.environment;
      assert.equal(env.PASSPORT_ENCRYPTION_KEY, undefined, 'the key is not in the environment');
      assert.equal(env.PASSPORT_ENCRYPTION_KEY_FILE, '/run/secrets/passport_key');
      const passport = await passportAtFrontDesk(container, checkinId);
      assert.equal(passport.status, 200, JSON.stringify(passport.body));
      assert.equal(passport.body.passportNumber, 'CP7654321');
    });
  },
);
