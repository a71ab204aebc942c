import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig, readTrustProxy, type TrustProxy } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase } from './support/helpers.ts';

// [4/6 operate] TRUST_PROXY: behind a TLS-terminating proxy, rate limits and HSTS see the guest's
// address and protocol (X-Forwarded-For/-Proto), and only when the proxy is trusted.
const PROXY = '10.0.0.2';
let handle: DatabaseHandle;
const apps: FastifyInstance[] = [];

before(async () => {
  handle = await createTestDatabase();
});
after(async () => {
  for (const app of apps) await app.close();
  await handle.close();
});

/** The app with one registration per client address in the window (20 × 0.05). */
async function appWith(trustProxy: TrustProxy): Promise<FastifyInstance> {
  const app = await buildApp({ db: handle.db, trustProxy, addressLimitFactor: 0.05 });
  await app.ready();
  apps.push(app);
  return app;
}

let guests = 0;
/** A registration (new address each time) through `remoteAddress` with these forwarded headers. */
const register = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app
    .inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress,
      headers,
      payload: { email: `proxy.guest${++guests}@example.com`, password: 'Sakura2026', language: 'en' },
    })
    .then((response) => response.statusCode);

describe('TRUST_PROXY', () => {
  it('reads off, every proxy, and lists of addresses and ranges; refuses the rest with a clear message', () => {
    assert.equal(readTrustProxy(undefined), false);
    assert.equal(readTrustProxy(''), false);
    assert.equal(readTrustProxy('0'), false);
    assert.equal(readTrustProxy('false'), false);
    assert.equal(readTrustProxy('1'), true);
    assert.equal(readTrustProxy('TRUE'), true);
    assert.deepEqual(readTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback'), [
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['2', 'yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example', '10.0.0.1,', '::1/129']) {
      assert.throws(() => readTrustProxy(wrong), /^Error: TRUST_PROXY must be 1 or true .*not valid: "/, wrong);
    }
    assert.equal(readConfig({}).trustProxy, false, 'off by default');
    assert.throws(() => readConfig({ TRUST_PROXY: 'yes' }), /TRUST_PROXY/);
  });

  it('with the proxy trusted, two guests behind it get a rate-limit bucket each; a spoofed address is not believed', async () => {
    const app = await appWith([PROXY]);
    const guestA = { 'x-forwarded-for': '203.0.113.1' };
    const guestB = { 'x-forwarded-for': '203.0.113.2' };
    assert.equal(await register(app, PROXY, guestA), 200);
    assert.equal(await register(app, PROXY, guestA), 429, "guest A's bucket is full");
    assert.equal(await register(app, PROXY, guestB), 200, 'guest B has a bucket of its own');
    // Guest A writes an address of its own in front; the proxy appends the real one, which counts.
    assert.equal(await register(app, PROXY, { 'x-forwarded-for': '198.51.100.9, 203.0.113.1' }), 429);
    // A client reaching the app directly (not through the proxy) cannot choose its address.
    assert.equal(await register(app, '192.0.2.50', { 'x-forwarded-for': '198.51.100.77' }), 200);
    assert.equal(await register(app, '192.0.2.50', { 'x-forwarded-for': '198.51.100.78' }), 429);
  });

  it('without it, every guest behind the proxy shares the proxy address bucket (X-Forwarded-For ignored)', async () => {
    const app = await appWith(false);
    const proxy = '10.0.0.3';
    assert.equal(await register(app, proxy, { 'x-forwarded-for': '203.0.113.11' }), 200);
    assert.equal(await register(app, proxy, { 'x-forwarded-for': '203.0.113.12' }), 429);
  });

  it('sends HSTS for X-Forwarded-Proto: https only from a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const hsts = async (app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/healthz', remoteAddress, headers })).headers[
        'strict-transport-security'
      ];
    const trusting = await appWith([PROXY]);
    assert.equal(await hsts(trusting, PROXY, https), 'max-age=31536000; includeSubDomains');
    assert.equal(await hsts(trusting, PROXY, {}), undefined, 'plain http through the proxy');
    assert.equal(await hsts(trusting, '192.0.2.50', https), undefined, 'a client claiming https directly');
    const untrusting = await appWith(false);
    assert.equal(await hsts(untrusting, PROXY, https), undefined);
  });
});
