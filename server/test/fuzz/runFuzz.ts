import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/database.ts';
import { insertKey } from '../../src/db/repositories/integrationKeys.ts';
import { createStaffSession, findStaffByEmail } from '../../src/db/repositories/staff.ts';
import { createSession } from '../../src/db/repositories/users.ts';
import { DEMO_STAFF } from '../../src/db/seed/demoStaff.ts';
import { hashToken } from '../../src/web/security.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { createTestDatabase } from '../support/helpers.ts';
import { judge, mutatedRequests, toWire, validRequests, type OperationModel, type WireRequest } from './requests.ts';
import type { Hints } from './schemaArbitrary.ts';

export interface FuzzTarget {
  app: FastifyInstance;
  db: Db;
  hints: Hints;
  /**
   * A signed-in demo member's token and a demo front-desk staff member's (made directly, so a fuzzed
   * logout or reset can be undone), and an integration key of the demo hotel with every scope.
   */
  tokens: { member: string; staff: string; integration: string };
  close(): Promise<void>;
}

export const FUZZ_MEMBER = 'hanako.yamada@sakura-demo.example';

/** The API on a seeded database of its own; per-address limits raised so valid requests reach the handlers. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const database = await createTestDatabase({ seeded: true });
  const app = await buildApp({ db: database.db, mountCardTokenSandbox: true, addressLimitFactor: 1000 });
  await app.ready();
  const target: FuzzTarget = {
    app,
    db: database.db,
    hints: await hintsFrom(database.db),
    tokens: { member: '', staff: '', integration: '' },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  await renewTokens(target);
  return target;
}

async function renewTokens(target: FuzzTarget) {
  const user = await target.db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', FUZZ_MEMBER)
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await createSession(target.db, user.id, hashToken(token), new Date(Date.now() + 86_400_000));
  target.tokens.member = token;
  const staff = await findStaffByEmail(target.db, DEMO_STAFF[0].email);
  const staffToken = randomBytes(32).toString('base64url');
  await createStaffSession(target.db, staff!.id, hashToken(staffToken), new Date(Date.now() + 86_400_000));
  target.tokens.staff = staffToken;
  // A key of the demo hotel that reaches everything, its limit out of the way (made directly, as the
  // sessions are: a fuzzed rotation or revocation by the console cannot reach it, its token is a front desk's).
  const key = `hik-fuzz.${randomBytes(20).toString('hex')}`;
  await insertKey(target.db, {
    hotelId: staff!.hotel_id,
    name: 'Fuzz',
    prefix: 'hik-fuzz',
    keyHash: hashToken(key),
    scopes: 'folios reservations stays',
    createdBy: staff!.id,
  });
  await target.db
    .updateTable('integration_keys')
    .set({ rate_limit: 1_000_000 })
    .where('prefix', '=', 'hik-fuzz')
    .execute();
  target.tokens.integration = key;
}

/** Ids and values that exist in the demo data, so generated requests also find things. */
async function hintsFrom(db: Db): Promise<Hints> {
  const column = async (table: string, name: string) =>
    (
      await db
        .selectFrom(table as 'hotels')
        .select(`${name} as v` as 'id')
        .execute()
    ).map((row) => String((row as unknown as { v: unknown }).v));
  const [checkinIds, checkinCodes, reservationIds, phones, orderIds, userIds, cardIds, couponIds, productIds] =
    await Promise.all([
      column('checkins', 'id'),
      column('checkins', 'checkin_code'),
      column('reservations', 'public_id'),
      column('reservations', 'telephone'),
      column('payment_orders', 'id'),
      column('users', 'id'),
      column('cards', 'id'),
      column('coupons', 'id'),
      column('products', 'id'),
    ]);
  const emails = await column('users', 'email');
  const numbers = (values: string[]) => values.map(Number);
  return {
    hotelId: ['sakura-asakusa', 'minato-inn'],
    checkinId: checkinIds,
    checkinCode: checkinCodes,
    checkinIds: [checkinIds.slice(0, 1), checkinIds.slice(0, 2)],
    reservationIds: [reservationIds.slice(0, 1), reservationIds.slice(0, 2)],
    reserIds: [reservationIds.slice(0, 1)],
    reservationId: reservationIds,
    telephone: phones,
    reservationTel: phones,
    orderId: orderIds,
    mobileRequestOrderId: orderIds,
    cuicinUserId: userIds,
    userId: userIds,
    guestId: userIds,
    cardId: cardIds,
    id: [...couponIds, ...numbers(productIds)],
    productIds: [numbers(productIds.slice(0, 2))],
    email: emails,
    lang: ['ja', 'en', 'zh', 'ko'],
  };
}

export interface OperationStats {
  operationId: string;
  requests: number;
  valid: number;
  invalid: number;
  statuses: Record<string, number>;
  failures: string[];
}

const describe = (wire: WireRequest) =>
  `${wire.method} ${wire.url.slice(0, 300)}${wire.payload ? ` body ${wire.payload.slice(0, 300)}` : ''}`;

/** The operations whose answers are public and cacheable (a spot's photo, a hotel's web app manifest). */
const PUBLIC_ANSWERS = new Set(['getPlacePhoto', 'getWebManifest']);

/** What is wrong with an answer, if anything (null: it keeps the contract). */
function problemWith(
  model: OperationModel,
  valid: boolean,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  const documented = model.responses[String(status)];
  if (!documented) return `answered ${status}, which openapi.yaml does not document: ${response.body.slice(0, 200)}`;
  if (!valid && status < 400) return `accepted a request that breaks the contract (${status})`;
  if (!String(response.headers['cache-control'] ?? '').includes('no-store') && !PUBLIC_ANSWERS.has(model.operationId)) {
    return `answered without Cache-Control: no-store`;
  }
  if (status === 429 && !response.headers['retry-after']) return 'answered 429 without Retry-After';
  const type = String(response.headers['content-type'] ?? '');
  if (documented.length === 0) return null;
  if (documented.includes('application/json')) {
    if (!type.startsWith('application/json')) return `answered ${status} as ${type}, not JSON`;
    try {
      assertMatchesContract(model.operationId, status, JSON.parse(response.body));
    } catch (error) {
      return (error as Error).message.slice(0, 600);
    }
    return null;
  }
  if (!documented.some((t) => type.startsWith(t))) return `answered ${status} as ${type}, not ${documented.join('/')}`;
  return null;
}

/**
 * Sends `runs` generated requests for one operation (half valid, half mutated) and checks every
 * answer: no 5xx, a documented status, the documented schema, and no invalid request accepted.
 */
export async function fuzzOperation(
  target: FuzzTarget,
  model: OperationModel,
  runs: number,
  seed: number,
): Promise<OperationStats> {
  const stats: OperationStats = {
    operationId: model.operationId,
    requests: 0,
    valid: 0,
    invalid: 0,
    statuses: {},
    failures: [],
  };
  const property = (requests: ReturnType<typeof validRequests>) =>
    fc.asyncProperty(requests, async (request) => {
      const wire = toWire(model, request, target.tokens);
      const valid = judge(model, wire);
      const response = await target.app.inject({
        method: wire.method as 'GET',
        url: wire.url,
        headers: wire.headers,
        ...(wire.payload !== undefined && { payload: wire.payload }),
      });
      stats.requests += 1;
      stats[valid ? 'valid' : 'invalid'] += 1;
      stats.statuses[response.statusCode] = (stats.statuses[response.statusCode] ?? 0) + 1;
      // A fuzzed logout or password reset ends the member's session: sign in again for the next request.
      if (request.auth === 'member' && response.statusCode === 401) await renewTokens(target);
      else if (['logout', 'frontDeskLogout'].includes(model.operationId) && response.statusCode === 200) {
        await renewTokens(target);
      }
      const problem = problemWith(model, valid, response);
      if (problem) throw new Error(`${problem}\n  request: ${describe(wire)}`);
    });
  const half = Math.ceil(runs / 2);
  for (const [label, requests] of [
    ['valid', validRequests(model, target.hints)],
    ['mutated', mutatedRequests(model, target.hints)],
  ] as const) {
    const result = await fc.check(property(requests), {
      numRuns: half,
      seed,
      endOnFailure: process.env.FUZZ_SHRINK !== '1',
    });
    if (result.failed) {
      stats.failures.push(
        `${label} (seed ${seed}, path ${result.counterexamplePath}): ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
      );
    }
  }
  return stats;
}

/** The table `npm run fuzz` prints: one line per operation. */
export function formatTable(all: OperationStats[]): string {
  const head = ['operation', 'requests', 'valid', 'invalid', '2xx', '4xx', '5xx', 'statuses', 'result'];
  const rows = all.map((s) => {
    const count = (from: number) =>
      Object.entries(s.statuses)
        .filter(([code]) => Math.floor(Number(code) / 100) === from / 100)
        .reduce((sum, [, n]) => sum + n, 0);
    return [
      s.operationId,
      String(s.requests),
      String(s.valid),
      String(s.invalid),
      String(count(200)),
      String(count(400)),
      String(count(500)),
      Object.entries(s.statuses)
        .map(([code, n]) => `${code}:${n}`)
        .join(' '),
      s.failures.length ? 'FAIL' : 'ok',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}
