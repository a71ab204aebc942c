import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { OPENAPI_FILE } from '../src/openapiDocument.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { API_DOCS_CSP } from '../src/plugins/apiDocs.ts';
import { contentSecurityPolicy } from '../src/plugins/securityHeaders.ts';
import { createTestDatabase } from './support/helpers.ts';

// The API reference at /api/docs (Swagger UI drawn from openapi.yaml, under a CSP of its own) and
// openapi.yaml itself at /api/openapi.yaml (plugins/apiDocs.ts).

let database: DatabaseHandle;
let app: FastifyInstance;
before(async () => {
  database = await createTestDatabase();
  // As in production: the reference is served there too.
  app = await buildApp({ db: database.db, production: true });
  await app.ready();
});
after(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/docs', () => {
  it('is the reference page: HTML that loads Swagger UI from this origin, under the CSP of its own', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['content-security-policy'], API_DOCS_CSP);
      assert.match(response.body, /<title>Hotel guest API reference<\/title>/);
      assert.match(response.body, /<script src="[^"]*\/static\/swagger-ui-bundle\.js"/);
      // No inline script: the page runs under script-src 'self' alone.
      assert.doesNotMatch(response.body, /<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it('sends a link with a query string to the page without it (Swagger UI would look for the contract there)', async () => {
    for (const url of ['/api/docs?from=mail', '/api/docs/?utm_source=readme&x=1']) {
      const response = await get(url);
      assert.equal(response.statusCode, 302, url);
      assert.equal(response.headers.location, '/api/docs/', url);
    }
    // Its files and the contract keep their own queries (a cache-buster, say).
    assert.equal((await get('/api/docs/json?v=1')).statusCode, 200);
    assert.equal((await get('/api/docs/static/swagger-initializer.js?v=1')).statusCode, 200);
  });

  it("has no inline script, no eval, no other origin in its policy, and does not loosen the app's", async () => {
    assert.match(API_DOCS_CSP, /(^|; )script-src 'self'(;|$)/);
    assert.doesNotMatch(API_DOCS_CSP, /unsafe-eval|https?:|\*/);
    assert.match(API_DOCS_CSP, /frame-ancestors 'none'/);
    // Every other answer keeps the app's policy.
    const health = await get('/healthz');
    assert.equal(health.headers['content-security-policy'], contentSecurityPolicy([]));
  });

  it("serves Swagger UI's files and the contract it draws, with this origin's API as its server", async () => {
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    assert.equal(initializer.statusCode, 200);
    assert.match(initializer.body, /validatorUrl: null/);
    const bundle = await get('/api/docs/static/swagger-ui-bundle.js');
    assert.equal(bundle.statusCode, 200);
    assert.match(String(bundle.headers['content-type']), /javascript/);
    const spec = (await get('/api/docs/json')).json() as { openapi: string; paths: Record<string, unknown> };
    assert.match(spec.openapi, /^3\./);
    assert.ok('/api/hotel-guide' in spec.paths);
  });
});

describe('GET /api/openapi.yaml', () => {
  it('is the contract as it is in the repository, as YAML', async () => {
    const response = await get('/api/openapi.yaml');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/yaml/);
    assert.equal(response.body, fs.readFileSync(OPENAPI_FILE, 'utf8'));
  });
});
