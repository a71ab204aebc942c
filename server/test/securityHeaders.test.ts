import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { DEMO_HOTEL_ID, readDemoHotel } from '../src/db/seed/demoHotels.ts';
import { createTestDatabase } from './support/helpers.ts';
import { INTL_WARMUP_SCRIPT_SOURCE } from '../src/web/intlWarmup.ts';

// Security headers on every answer (pages, files, API, errors): [8/8 trust] "Browser security".
let app: FastifyInstance;
let close: () => Promise<void>;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-spa-'));
before(async () => {
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\n');
  const database = await createTestDatabase({ seeded: true });
  app = await buildApp({
    db: database.db,
    staticDir,
    cardTokenUrl: () => 'https://tokens.example:8443/card-token/v1/tokens',
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
});
after(async () => {
  await close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );

describe('security headers', () => {
  const answers = [
    ['the SPA page', '/hotel-guide?hotelId=sakura-asakusa'],
    ['a static file', '/robots.txt'],
    ['an API answer', `/api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`],
    ['an API error', '/api/hotel-guide?hotelId=nope'],
    ['an unknown API route', '/api/nothing-here'],
  ] as const;

  for (const [what, url] of answers) {
    it(`are on ${what}`, async () => {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(String(response.headers['content-security-policy']));
      // This origin, and the one inline script of the SPA page by its hash (no 'unsafe-inline').
      assert.deepEqual(csp['script-src'], ["'self'", INTL_WARMUP_SCRIPT_SOURCE]);
      assert.match(INTL_WARMUP_SCRIPT_SOURCE, /^'sha256-[A-Za-z0-9+/]{43}='$/);
      assert.deepEqual(csp['object-src'], ["'none'"]);
      assert.deepEqual(csp['base-uri'], ["'none'"]);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
      assert.deepEqual(csp['connect-src'], ["'self'", 'https://tokens.example:8443']);
      assert.ok(!JSON.stringify(csp).includes('unsafe-eval'));
      assert.ok(!csp['script-src']!.includes("'unsafe-inline'"));
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      // Plain HTTP here: HSTS is only sent over TLS.
      assert.equal(response.headers['strict-transport-security'], undefined);
      if (url.startsWith('/api/')) assert.equal(response.headers['cache-control'], 'no-store');
    });
  }

  it('keep an answer’s own stricter policy (the place photos)', async () => {
    const reference = readDemoHotel(DEMO_HOTEL_ID).spots!.find((s) => s.photo)!.photo!;
    const photo = await app.inject({ method: 'GET', url: `/api/place-photo?photoReference=${reference}&maxwidth=400` });
    assert.equal(photo.statusCode, 200);
    assert.match(String(photo.headers['content-security-policy']), /^default-src 'none'/);
    assert.equal(photo.headers['x-content-type-options'], 'nosniff');
  });

  it('name the tokeniser of each request’s own host, one after the other (the policy is kept per URL)', async () => {
    const database = await createTestDatabase({ seeded: true });
    const perHost = await buildApp({
      db: database.db,
      cardTokenUrl: (request) => `https://${request.hostname}:8081/card-token/v1/tokens`,
    });
    try {
      for (const host of ['hotel-a.example', 'hotel-b.example', 'hotel-a.example']) {
        const response = await perHost.inject({
          method: 'GET',
          url: `/api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`,
          headers: { host },
        });
        const csp = directives(String(response.headers['content-security-policy']));
        assert.deepEqual(csp['connect-src'], ["'self'", `https://${host}:8081`]);
      }
    } finally {
      await perHost.close();
      await database.close();
    }
  });
});
