import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { oidcVerifier } from '../src/services/identity.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const APP = 'http://localhost:8080';

async function idTokenFor(user: string, nonce = ''): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/dev/idp/sign-in?user=${user}&redirect_uri=${encodeURIComponent(`${APP}/`)}&state=s1&nonce=${nonce}`,
  });
  assert.equal(response.statusCode, 302);
  const location = new URL(String(response.headers.location));
  assert.equal(location.origin + location.pathname, `${APP}/`);
  const fragment = new URLSearchParams(location.hash.slice(1));
  assert.equal(fragment.get('state'), 's1');
  return fragment.get('id_token')!;
}

const callback = (token: string, nonce?: string) =>
  callOperation(t.app, 'auth0Callback', { body: { token, ...(nonce !== undefined && { nonce }) } });

describe('development identity provider and auth0Callback', () => {
  it('lists the demo accounts of a provider', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev/idp/authorize?provider=line&redirect_uri=${encodeURIComponent(`${APP}/`)}&state=x`,
    });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Minji Kim/);
    assert.doesNotMatch(page.body, /Aiko Tanaka/);
  });

  it('refuses to send tokens to another site', async () => {
    for (const url of [
      '/dev/idp/authorize?provider=google&redirect_uri=https%3A%2F%2Fevil.example%2F',
      '/dev/idp/sign-in?user=google-aiko&redirect_uri=https%3A%2F%2Fevil.example%2F',
    ]) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 400);
    }
  });

  it('signs a member in with a verified ID token, the same member every time', async () => {
    const first = await callback(await idTokenFor('line-minji'));
    assert.equal(first.status, 200);
    assert.equal(first.body.user.email, 'minji.kim@line.example');
    assert.equal(first.body.user.nameLatin, 'Minji Kim');
    assert.equal(first.body.user.birthDate, null);
    const second = await callback(await idTokenFor('line-minji'));
    assert.equal(second.body.user.id, first.body.user.id);
    assert.notEqual(second.body.token, first.body.token);
    const me = await callOperation(t.app, 'getUserInfo', { token: second.body.token });
    assert.equal(me.status, 200);
  });

  it('links a social identity to the member with the same email', async () => {
    await callOperation(t.app, 'register', {
      body: { email: 'Aiko.Tanaka@gmail.example', password: 'Sakura2026', language: 'ja' },
    });
    const { body } = await callback(await idTokenFor('google-aiko'));
    const count = await t.db
      .selectFrom('users')
      .select('id')
      .where('email_normalized', '=', 'aiko.tanaka@gmail.example')
      .execute();
    assert.equal(count.length, 1);
    assert.equal(body.user.id, String(count[0]!.id));
  });

  it('binds the token to the nonce the app sent: another nonce, or none in the token, is refused', async () => {
    const nonce = 'n0nce-of-this-sign-in-0123456789';
    const token = await idTokenFor('google-li', nonce);
    assert.equal((await callback(token, 'n0nce-of-another-sign-in-98765')).status, 401);
    assert.equal((await callback(await idTokenFor('google-li'), nonce)).status, 401);
    const ok = await callback(token, nonce);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.user.email, 'li.wei@gmail.example');
  });

  it('refuses a token that is not a JWT or was tampered with', async () => {
    const token = await idTokenFor('facebook-ben');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'admin@example.com' }),
    ).toString('base64url');
    assert.equal((await callback(`${header}.${forged}.${signature}`)).status, 401);
    const refused = await callback('not-a-jwt');
    assert.equal(refused.status, 401);
    // Its own message, not the expired-session one: the SPA shows it on the login screen.
    assert.deepEqual(refused.body, { message: 'The sign-in could not be verified.', code: 'invalid_id_token' });
  });
});

describe('oidcVerifier', () => {
  const ISSUER = 'https://idp.example';
  const AUDIENCE = 'hotel-app';
  let sign: (
    claims: Record<string, unknown>,
    options?: { iss?: string; aud?: string; exp?: string | number },
  ) => Promise<string>;
  let verifier: ReturnType<typeof oidcVerifier>;
  let otherKeySign: (claims: Record<string, unknown>) => Promise<string>;

  before(async () => {
    const pair = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] };
    verifier = oidcVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: createLocalJWKSet(jwks) });
    sign = (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject(String(claims.sub ?? 'google-oauth2|1'))
        .setIssuer(options.iss ?? ISSUER)
        .setAudience(options.aud ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.exp ?? '5m')
        .sign(pair.privateKey);
    otherKeySign = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject('google-oauth2|1')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime('5m')
        .sign(other.privateKey);
  });

  it('accepts a valid token and reads the provider from the subject', async () => {
    const identity = await verifier.verify(await sign({ email: 'a@example.com', name: 'A', nonce: 'n-1' }));
    assert.deepEqual(identity, {
      provider: 'google',
      subject: 'google-oauth2|1',
      email: 'a@example.com',
      name: 'A',
      picture: null,
      nonce: 'n-1',
    });
  });

  it('refuses a bad signature', async () => {
    assert.equal(await verifier.verify(await otherKeySign({ email: 'a@example.com' })), null);
  });

  it('refuses another audience', async () => {
    assert.equal(await verifier.verify(await sign({ email: 'a@example.com' }, { aud: 'someone-else' })), null);
  });

  it('refuses another issuer', async () => {
    assert.equal(await verifier.verify(await sign({ email: 'a@example.com' }, { iss: 'https://evil.example' })), null);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    assert.equal(await verifier.verify(await sign({ email: 'a@example.com' }, { exp: past })), null);
  });

  it('refuses a token without an email, with an unverified email, or from an unknown provider', async () => {
    assert.equal(await verifier.verify(await sign({})), null);
    assert.equal(await verifier.verify(await sign({ email: 'a@example.com', email_verified: false })), null);
    assert.equal(await verifier.verify(await sign({ email: 'a@example.com', sub: 'github|9' })), null);
  });
});
