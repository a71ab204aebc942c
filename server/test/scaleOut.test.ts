import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { SANDBOX_CARD_TOKEN_API_KEY } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { HOME } from '../src/services/checkin.ts';
import { OUT_OF_STOCK } from '../src/services/ordering.ts';
import { assertMatchesContract } from './support/contract.ts';
import { reservationIdOf } from './support/helpers.ts';
import { futureExpiry } from './support/cards.ts';
import { dropDatabaseForce } from './support/templates.ts';

// Scale-out: two API server processes (support/serveOnDatabase.ts) on one PostgreSQL database, spoken to
// over real HTTP. The same charge, the same check-in and the last item of a product, sent through
// both at once, happen exactly once; sign-in limits and Idempotency-Key answers are shared through
// the database, so it makes no difference which server a request reaches.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVE_SCRIPT = path.join(ROOT, 'server', 'test', 'support', 'serveOnDatabase.ts');
/** Requests each server gets per scenario, all at once. */
const PER_SERVER = 10;

const GOOD = '4242424242424242';
const STAY_PHONE = '08055556666';
const today = () => new Date().toISOString().slice(0, 10);
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Server {
  name: string;
  url: string;
  process: ChildProcess;
  output: string[];
}

let databaseName: string | null = null;
let database: DatabaseHandle | null = null;
let db: Db;
const servers: Server[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts one API server process on the database and waits for its address. */
function startServer(name: string, databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, url: '', process: child, output: [] };
  servers.push(server);
  return new Promise((resolve, reject) => {
    // (Generous: under CI's load on two cores a server's start has taken over two minutes.)
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${server.output.join('')}`)), 180_000);
    child.stderr!.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      server.output.push(text);
      const match = /LISTENING (\S+)/.exec(server.output.join(''));
      if (match && !server.url) {
        server.url = match[1]!;
        clearTimeout(timer);
        resolve(server);
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!server.url) reject(new Error(`${name} exited (${code ?? signal}):\n${server.output.join('')}`));
    });
  });
}

/** Stops a server process: SIGTERM, then SIGKILL if it is still there after 5 seconds. */
async function stopServer(server: Server) {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

// A test run that dies without its after hook still takes its servers with it.
process.on('exit', () => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  server: string;
}

interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  token?: string;
  key?: string;
}

async function call(server: Server, { method = 'POST', path: url, body, token, key }: Call): Promise<Answer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${server.name} answered ${response.status} without JSON: ${text}`);
  }
  return { status: response.status, body: json, headers: response.headers, server: server.name };
}

/** Sends `count` copies of a request to each server, all at once. */
function throughBoth(request: (server: Server, i: number) => Promise<Answer>, count = PER_SERVER) {
  return Promise.all(servers.flatMap((server) => Array.from({ length: count }, (_, i) => request(server, i))));
}

const describeAnswers = (answers: Answer[]) =>
  answers.map((a) => `${a.server} ${a.status} ${JSON.stringify(a.body)}`).join('\n');

/** No 5xx: every server output is attached when one occurs. */
function assertNoServerError(answers: Answer[]) {
  const broken = answers.filter((a) => a.status >= 500);
  assert.equal(
    broken.length,
    0,
    `${describeAnswers(broken)}\n${servers.map((s) => `--- ${s.name}\n${s.output.join('')}`).join('\n')}`,
  );
}

const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);

async function login(server: Server, email: string, password = DEMO_PASSWORD) {
  const answer = await call(server, { path: '/api/auth/login', body: { email, password } });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return { token: answer.body.token as string, id: (answer.body.user as { id: string }).id };
}

/** A new member, registered on one server, with a card saved on the other. */
async function member() {
  const [a, b] = servers as [Server, Server];
  const email = `scale-${randomUUID()}@example.com`;
  const registered = await call(a, {
    path: '/api/auth/register',
    body: { email, password: DEMO_PASSWORD, language: 'ja' },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const token = registered.body.token as string;
  const me = await call(b, { method: 'GET', path: '/api/me/account-info', token });
  const id = (me.body.user as { id: string }).id;
  const tokenised = await call(b, {
    path: '/card-token/v1/tokens',
    body: {
      token_api_key: SANDBOX_CARD_TOKEN_API_KEY,
      card_number: GOOD,
      card_expire: futureExpiry(),
      security_code: '123',
    },
  });
  assert.equal(tokenised.status, 200, JSON.stringify(tokenised.body));
  const card = await call(b, {
    path: '/api/payment/cuicin-user-card',
    token,
    key: randomUUID(),
    body: { cuicinUserId: id, cardToken: tokenised.body.token },
  });
  assert.equal(card.body.processResult, 'success', JSON.stringify(card.body));
  return { email, token, id, cardId: card.body.cardId as string };
}

describe(
  'two API servers on one PostgreSQL database',
  { skip: !SERVER_URL && 'needs PostgreSQL (TEST_DATABASE_URL)' },
  () => {
    before(async () => {
      databaseName = `hotel_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${databaseName}`);
      const url = new URL(SERVER_URL!);
      url.pathname = `/${databaseName}`;
      database = await openDatabase({ databaseUrl: url.toString() });
      db = database.db;
      await migrateToLatest(db);
      await seedDemoData(db);
      await Promise.all([startServer('server A', url.toString()), startServer('server B', url.toString())]);
      // Started in either order: A is the first in the list from here on.
      servers.sort((x, y) => x.name.localeCompare(y.name));
    });

    after(async () => {
      await Promise.all(servers.map(stopServer));
      await database?.close();
      if (databaseName) await dropDatabaseForce(SERVER_URL!, databaseName);
    });

    it('runs two separate processes', () => {
      assert.equal(servers.length, 2);
      assert.notEqual(servers[0]!.process.pid, servers[1]!.process.pid);
      assert.notEqual(servers[0]!.url, servers[1]!.url);
    });

    describe('the same charge', () => {
      /** A reservation of the demo hotel with unpaid lines (16,580 yen). */
      async function reservation() {
        const row = await db
          .insertInto('reservations')
          .values({
            hotel_id: DEMO_HOTEL_ID,
            reservation_code: `SO-${randomUUID().slice(0, 8)}`,
            checkin_date: today(),
            nights: 1,
            pax_total: 1,
            guest_name: '支払 花子',
            telephone: '09000009999',
          })
          .returning(['id', 'public_id'])
          .executeTakeFirstOrThrow();
        await db
          .insertInto('sales')
          .values(
            [
              { name: '宿泊料金 Room charge', price: 14300, discount: false },
              { name: '駐車場 Parking', price: 2200, discount: false },
              { name: '人形焼 Ningyo-yaki', price: 1080, discount: false },
              { name: '会員割引 Member discount', price: -1000, discount: true },
            ].map((line) => ({
              hotel_id: DEMO_HOTEL_ID,
              reservation_id: row.id,
              sales_date: today(),
              sales_subject_name: line.name,
              unit_price: line.price,
              sales_price: line.price,
              tax_rate: 10,
              is_discount: line.discount,
            })),
          )
          .execute();
        return { ...row, total: 16580 };
      }

      /** The orders that ever held the reservation's lines, and the gateway's charges for them. */
      async function effectsOn(reservationId: number) {
        const orders = await db
          .selectFrom('payment_orders')
          .select(['id', 'process_result'])
          .where(sql<boolean>`reservation_ids @> ${JSON.stringify([reservationId])}::jsonb`)
          .execute();
        const charges =
          orders.length === 0
            ? []
            : await db
                .selectFrom('gateway_charges')
                .select(['order_id', 'amount', 'result'])
                .where(
                  'order_id',
                  'in',
                  orders.map((o) => o.id),
                )
                .execute();
        const lines = await db
          .selectFrom('sales')
          .select('order_id')
          .where('reservation_id', '=', reservationId)
          .execute();
        return { orders, charges, lines };
      }

      const pay = (
        server: Server,
        who: { token: string; cardId: string },
        stay: { public_id: string; total: number },
        key: string,
      ) =>
        call(server, {
          path: '/api/payment/credit-card-payment',
          token: who.token,
          key,
          body: {
            cardId: who.cardId,
            paymentAmount: String(stay.total),
            hotelId: DEMO_HOTEL_ID,
            reservationIds: [stay.public_id],
          },
        });

      it('with one Idempotency-Key through both servers: charged once, every answer the success or 409', async () => {
        const who = await member();
        const stay = await reservation();
        const key = randomUUID();
        const answers = await throughBoth((server) => pay(server, who, stay, key));
        assertNoServerError(answers);
        const successes = answers.filter((a) => a.status === 200);
        assert.ok(successes.length >= 1, describeAnswers(answers));
        for (const answer of successes) {
          assertMatchesContract('creditCardPay', 200, answer.body);
          assert.deepEqual(answer.body, successes[0]!.body);
        }
        assert.equal(successes[0]!.body.processResult, 'success');
        for (const answer of answers.filter((a) => a.status !== 200)) {
          assert.equal(answer.status, 409, describeAnswers([answer]));
          assert.equal(answer.body.code, 'request_in_progress');
        }

        const orderId = successes[0]!.body.orderId as string;
        const effects = await effectsOn(stay.id);
        assert.deepEqual(effects.orders, [{ id: orderId, process_result: 'success' }]);
        assert.deepEqual(effects.charges, [{ order_id: orderId, amount: stay.total, result: 'success' }]);
        assert.ok(effects.lines.every((l) => l.order_id === orderId));
        const records = await count(
          db
            .selectFrom('idempotency_records')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('key', '=', key)
            .where('operation', '=', 'creditCardPay')
            .where('status', '=', 'completed')
            .executeTakeFirstOrThrow(),
        );
        assert.equal(records, 1);

        // Replayed by either server once done, without a second charge.
        for (const server of servers) assert.deepEqual((await pay(server, who, stay, key)).body, successes[0]!.body);
        assert.deepEqual(await effectsOn(stay.id), effects);
      });

      it('with a different key per request through both servers: exactly one charge, the others 409', async () => {
        const who = await member();
        const stay = await reservation();
        const answers = await throughBoth((server) => pay(server, who, stay, randomUUID()));
        assertNoServerError(answers);
        const successes = answers.filter((a) => a.status === 200);
        assert.equal(successes.length, 1, describeAnswers(answers));
        assert.equal(successes[0]!.body.processResult, 'success');
        for (const answer of answers.filter((a) => a.status !== 200)) {
          assert.equal(answer.status, 409, describeAnswers([answer]));
          assert.ok(
            ['payment_in_progress', 'already_paid'].includes(answer.body.code as string),
            answer.body.code as string,
          );
        }
        const orderId = successes[0]!.body.orderId as string;
        const effects = await effectsOn(stay.id);
        // Claims that lost rolled back: no other order exists, and no other charge was asked for.
        assert.deepEqual(effects.orders, [{ id: orderId, process_result: 'success' }]);
        assert.deepEqual(effects.charges, [{ order_id: orderId, amount: stay.total, result: 'success' }]);
        assert.ok(effects.lines.every((l) => l.order_id === orderId));
      });

      it('by two members through the two servers at once: exactly one charge', async () => {
        const [first, second] = [await member(), await member()];
        const stay = await reservation();
        const [a, b] = servers as [Server, Server];
        const answers = await Promise.all(
          Array.from({ length: PER_SERVER }, () => [
            pay(a, first, stay, randomUUID()),
            pay(b, second, stay, randomUUID()),
          ]).flat(),
        );
        assertNoServerError(answers);
        assert.equal(answers.filter((x) => x.status === 200).length, 1, describeAnswers(answers));
        const effects = await effectsOn(stay.id);
        assert.equal(effects.orders.length, 1);
        assert.equal(effects.charges.length, 1);
      });
    });

    describe('the same check-in', () => {
      let hanako: { token: string; id: string };
      before(async () => {
        hanako = await login(servers[0]!, 'hanako.yamada@sakura-demo.example');
      });

      const body = (reservationId: string, totalMembers: number) => ({
        userId: hanako.id,
        checkin: {
          hotelId: DEMO_HOTEL_ID,
          jpnGtdStatus: 0,
          approvedStatus: 0,
          nextPlaceToStay: HOME,
          previousPlaceToStay: HOME,
          userCheckinTime: nowSeconds() + 3600,
          checkinTime: nowSeconds() + 3600,
          accompany: [],
          guest: { totalMembers, reservationTel: '09000000001' },
          user: {
            surname: '山田',
            name: '花子',
            nameKana: 'ヤマダ ハナコ',
            nationality: 'JPN',
            birthDate: '1988-04-12',
            gender: 'F',
            telephone: '09012345678',
            postalCode: '150-0041',
            address: '東京都渋谷区神南1-2-3',
            occupation: '会社員',
            company: '桜商事株式会社',
            email: 'hanako.yamada@sakura-demo.example',
          },
        },
        reservationIds: [reservationId],
        guestRegister: { residesInJapan: true, passports: [] },
        checkinNote: { memo: '' },
        paymentType: 'cash',
        receiptName: '山田 花子',
        lang: 'ja',
      });

      const submit = (server: Server, payload: unknown, key: string) =>
        call(server, { path: '/api/checkin/smart-checkin', token: hanako.token, key, body: payload });

      /** Submitted check-ins of the reservation. */
      const checkinsOf = async (code: string) =>
        db
          .selectFrom('checkin_reservations as cr')
          .innerJoin('reservations as r', 'r.id', 'cr.reservation_id')
          .innerJoin('checkins as c', 'c.id', 'cr.checkin_id')
          .select(['c.id', 'c.checkin_code', 'c.status'])
          .where('r.reservation_code', '=', code)
          .execute();

      const mailCount = () =>
        count(
          db
            .selectFrom('mails')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('to_address', '=', 'hanako.yamada@sakura-demo.example')
            .executeTakeFirstOrThrow(),
        );

      it('with one Idempotency-Key through both servers: one check-in, one mail, every answer the same or 409', async () => {
        const payload = body(await reservationIdOf(db, 'SA-1004'), 6);
        const key = randomUUID();
        const mailsBefore = await mailCount();
        const answers = await throughBoth((server) => submit(server, payload, key));
        assertNoServerError(answers);
        const successes = answers.filter((a) => a.status === 200);
        assert.ok(successes.length >= 1, describeAnswers(answers));
        for (const answer of successes) {
          assertMatchesContract('smartCheckin', 200, answer.body);
          assert.deepEqual(answer.body, successes[0]!.body);
        }
        for (const answer of answers.filter((a) => a.status !== 200)) {
          assert.equal(answer.status, 409, describeAnswers([answer]));
          assert.equal(answer.body.code, 'request_in_progress');
        }
        const rows = await checkinsOf('SA-1004');
        assert.deepEqual(rows, [
          {
            id: Number(successes[0]!.body.checkinId),
            checkin_code: successes[0]!.body.checkinCode,
            status: 'submitted',
          },
        ]);
        assert.equal(await mailCount(), mailsBefore + 1);

        // A replay through either server: the same answer, no second check-in or mail.
        for (const server of servers) assert.deepEqual((await submit(server, payload, key)).body, successes[0]!.body);
        assert.equal((await checkinsOf('SA-1004')).length, 1);
        assert.equal(await mailCount(), mailsBefore + 1);
      });

      it('with a different key per request through both servers: one check-in, the others 409 already_checked_in', async () => {
        const payload = body(await reservationIdOf(db, 'SA-1006'), 2);
        const answers = await throughBoth((server) => submit(server, payload, randomUUID()));
        assertNoServerError(answers);
        const successes = answers.filter((a) => a.status === 200);
        assert.equal(successes.length, 1, describeAnswers(answers));
        for (const answer of answers.filter((a) => a.status !== 200)) {
          assert.equal(answer.status, 409, describeAnswers([answer]));
          assert.equal(answer.body.code, 'already_checked_in');
        }
        const rows = await checkinsOf('SA-1006');
        assert.equal(rows.length, 1);
        assert.equal(String(rows[0]!.id), successes[0]!.body.checkinId);
      });
    });

    describe('the last item', () => {
      let room: { checkinId: string; roomNumber: string };
      before(async () => {
        const found = await call(servers[1]!, {
          method: 'GET',
          path: `/api/mobile-request/checkin-room-number?hotelId=${DEMO_HOTEL_ID}&telephone=${STAY_PHONE}`,
        });
        assert.equal(found.status, 200, JSON.stringify(found.body));
        const [first] = found.body.checkinAssignRooms as { checkinId: string; roomNumber: string[] }[];
        room = { checkinId: first!.checkinId, roomNumber: first!.roomNumber[0]! };
      });

      /** A product of the demo catalogue with one item left and no sale hours. */
      async function lastOne(subject: number) {
        return db
          .updateTable('products')
          .set({ stock: 1, sale_start_time: null, sale_end_time: null })
          .where('hotel_id', '=', DEMO_HOTEL_ID)
          .where('sales_subject_id', '=', subject)
          .returning(['id', 'price'])
          .executeTakeFirstOrThrow();
      }

      const stockOf = async (id: number) =>
        (await db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

      const itemsOrdered = (productId: number) =>
        db.selectFrom('request_order_items').select('order_id').where('product_id', '=', productId).execute();

      const order = (server: Server, productId: number, key: string, paymentMethod: 0 | 2, token?: string) =>
        call(server, {
          path: '/api/mobile-request/order',
          token,
          key,
          body: {
            checkinId: room.checkinId,
            roomNumber: room.roomNumber,
            paymentMethod,
            mobileRequestOrderId: null,
            products: [{ id: productId, numberOfItems: 1 }],
            telephone: STAY_PHONE,
          },
        });

      function assertOneSold(answers: Answer[]) {
        assertNoServerError(answers);
        const successes = answers.filter((a) => a.status === 200);
        assert.equal(successes.length, 1, describeAnswers(answers));
        for (const answer of answers.filter((a) => a.status !== 200)) {
          assertMatchesContract('makeRequestOrder', answer.status, answer.body);
          assert.equal(answer.status, 400, describeAnswers([answer]));
          assert.equal(answer.body.code, 'out_of_stock');
          assert.equal(answer.body.message, OUT_OF_STOCK);
        }
        return successes[0]!;
      }

      it('ordered to pay at check-out by guests through both servers at once: sold once, stock 0', async () => {
        const product = await lastOne(9007);
        const guest = await member();
        // Half the guests signed in, half not; each request its own key.
        const answers = await throughBoth((server, i) =>
          order(server, product.id, randomUUID(), i % 2 === 0 ? 0 : 2, i % 2 === 0 ? guest.token : undefined),
        );
        const sold = assertOneSold(answers);
        assert.equal(await stockOf(product.id), 0);
        assert.deepEqual(await itemsOrdered(product.id), [{ order_id: Number(sold.body.requestOrderId) }]);
      });

      it('replays a finished order on the other server without ordering again', async () => {
        const product = await lastOne(9008);
        const key = randomUUID();
        const [a, b] = servers as [Server, Server];
        const first = await order(a, product.id, key, 0);
        assert.equal(first.status, 200, JSON.stringify(first.body));
        const replay = await order(b, product.id, key, 0);
        assert.equal(replay.status, 200, JSON.stringify(replay.body));
        assert.deepEqual(replay.body, first.body);
        assert.equal(await stockOf(product.id), 0);
        assert.equal((await itemsOrdered(product.id)).length, 1);
        // A new key for the same item: it is gone.
        const again = await order(b, product.id, randomUUID(), 0);
        assert.equal(again.status, 400);
        assert.equal(again.body.code, 'out_of_stock');
      });

      it('paid by card by two members through both servers at once: one payment, one charge, stock 0', async () => {
        const product = await lastOne(9009);
        const [first, second] = [await member(), await member()];
        const [a, b] = servers as [Server, Server];
        const pay = (server: Server, who: { token: string; cardId: string }) =>
          call(server, {
            path: '/api/mobile-request/payment',
            token: who.token,
            key: randomUUID(),
            body: {
              checkinId: room.checkinId,
              paymentAmount: String(product.price),
              productIds: [product.id],
              products: [{ id: product.id, numberOfItems: 1 }],
              cardId: who.cardId,
              telephone: STAY_PHONE,
            },
          });
        const answers = await Promise.all(
          Array.from({ length: PER_SERVER / 2 }, () => [
            pay(a, first),
            pay(b, first),
            pay(a, second),
            pay(b, second),
          ]).flat(),
        );
        assertOneSold(answers);
        const paid = answers.find((x) => x.status === 200)!;
        assert.equal(paid.body.processResult, 'success');
        assert.equal(await stockOf(product.id), 0);
        const payments = await db
          .selectFrom('request_payment_items as i')
          .innerJoin('payment_orders as o', 'o.id', 'i.payment_order_id')
          .select(['o.id', 'o.process_result'])
          .where('i.product_id', '=', product.id)
          .execute();
        assert.deepEqual(payments, [{ id: paid.body.mobileRequestOrderId, process_result: 'success' }]);
        const charges = await db
          .selectFrom('gateway_charges')
          .select(['order_id', 'result'])
          .where('order_id', '=', paid.body.mobileRequestOrderId as string)
          .execute();
        assert.deepEqual(charges, [{ order_id: paid.body.mobileRequestOrderId, result: 'success' }]);
      });
    });

    describe('sign-in limits', () => {
      /** Wrong passwords for the account until it is refused: the number of attempt the 429 came at. */
      async function attemptsUntilThrottled(email: string, pick: (i: number) => Server) {
        for (let i = 1; i <= 10; i += 1) {
          const answer = await call(pick(i), { path: '/api/auth/login', body: { email, password: `Wrong${i}Pass` } });
          if (answer.status === 429) {
            assert.equal(answer.body.message, 'Please wait before retrying.');
            const retryAfter = Number(answer.headers.get('retry-after'));
            assert.ok(retryAfter > 0 && retryAfter <= 900, String(retryAfter));
            return i;
          }
          assert.equal(answer.status, 400, JSON.stringify(answer.body));
          assert.equal(answer.body.code, 'wrong_email_or_password');
        }
        return null;
      }

      it('stop an account after as many failures alternated across both servers as on one server', async () => {
        const [a, b] = servers as [Server, Server];
        const [alone, spread] = [await member(), await member()];
        const onOne = await attemptsUntilThrottled(alone.email, () => a);
        const onBoth = await attemptsUntilThrottled(spread.email, (i) => (i % 2 === 0 ? a : b));
        assert.equal(onOne, 6, 'five failures, then 429');
        assert.equal(onBoth, onOne);
        // Both servers refuse the account now, even with the right password.
        for (const server of servers) {
          const answer = await call(server, {
            path: '/api/auth/login',
            body: { email: spread.email, password: DEMO_PASSWORD },
          });
          assert.equal(answer.status, 429);
          assert.ok(Number(answer.headers.get('retry-after')) > 0);
        }
        const events = await count(
          db
            .selectFrom('throttle_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('bucket', '=', `login:account:${spread.email}`)
            .executeTakeFirstOrThrow(),
        );
        assert.equal(events, 5);
      });

      it('stop an account after five failures when many wrong passwords reach both servers at once', async () => {
        const who = await member();
        const answers = await throughBoth((server, i) =>
          call(server, { path: '/api/auth/login', body: { email: who.email, password: `Wrong${i}Pass` } }),
        );
        assertNoServerError(answers);
        // Only five passwords were checked; every other guess was refused unchecked.
        assert.equal(answers.filter((a) => a.status === 400).length, 5, describeAnswers(answers));
        for (const answer of answers.filter((a) => a.status !== 400)) {
          assert.equal(answer.status, 429, describeAnswers([answer]));
          assert.ok(Number(answer.headers.get('retry-after')) > 0);
        }
        const events = await count(
          db
            .selectFrom('throttle_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('bucket', '=', `login:account:${who.email}`)
            .executeTakeFirstOrThrow(),
        );
        assert.equal(events, 5);
      });

      it('count a right password as no failure on either server', async () => {
        const who = await member();
        const [a, b] = servers as [Server, Server];
        assert.equal(
          (await call(a, { path: '/api/auth/login', body: { email: who.email, password: 'Wrong1Pass' } })).status,
          400,
        );
        assert.equal(
          (await call(b, { path: '/api/auth/login', body: { email: who.email, password: DEMO_PASSWORD } })).status,
          200,
        );
        // The right password cleared the account's failures and left no attempt of its own.
        const events = await count(
          db
            .selectFrom('throttle_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('bucket', '=', `login:account:${who.email}`)
            .executeTakeFirstOrThrow(),
        );
        assert.equal(events, 0);
      });
    });
  },
);
