import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, SANDBOX_CARD_TOKEN_API_KEY } from '../src/app.ts';
import { ROOT_DIR } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { readPageSettings } from '../src/web/pageSettings.ts';
import { createTestDatabase } from './support/helpers.ts';

// [4/6 operate] One build for every environment: the settings the SPA needs are written into its page
// at run time (server/src/web/pageSettings.ts, spaPage.ts), none baked into the bundle at build time.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-page-settings-'));
let handle: DatabaseHandle;
const apps: FastifyInstance[] = [];
before(async () => {
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  handle = await createTestDatabase();
});
after(async () => {
  for (const app of apps) await app.close();
  await handle.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const FULL = {
  API_BASE: 'https://provider.example/',
  PROVIDER_SITE_URL: 'https://platform.example/',
  HELP_URL: 'https://platform.example/help/',
  WALLET_PASS_URL: 'https://wallet.example/',
  SUPPORT_EMAIL: 'help@platform.example',
  SIGN_IN_AUTHORIZE_URL: 'https://id.example/authorize',
  SIGN_IN_LOGOUT_URL: 'https://id.example/v2/logout',
  OIDC_CLIENT_ID: 'hotel-guest-app',
};

describe('readPageSettings', () => {
  it('writes nothing for settings left unset (the SPA keeps its defaults)', () => {
    assert.deepEqual(readPageSettings({}), {});
  });

  it('takes each setting, API_BASE without its trailing slash, the client id from OIDC_CLIENT_ID', () => {
    assert.deepEqual(readPageSettings(FULL), {
      'api-base': 'https://provider.example',
      'provider-site-url': 'https://platform.example/',
      'help-url': 'https://platform.example/help/',
      'wallet-pass-url': 'https://wallet.example/',
      'support-email': 'help@platform.example',
      'sign-in-authorize-url': 'https://id.example/authorize',
      'sign-in-client-id': 'hotel-guest-app',
      'sign-in-logout-url': 'https://id.example/v2/logout',
    });
    assert.equal(readPageSettings({ ...FULL, SIGN_IN_CLIENT_ID: 'spa-client' })['sign-in-client-id'], 'spa-client');
  });

  it('with SOCIAL_SIGN_IN=off tells the SPA so, and names no provider', () => {
    const settings = readPageSettings({ ...FULL, SOCIAL_SIGN_IN: 'off' });
    assert.equal(settings['social-sign-in'], 'off');
    assert.equal(settings['sign-in-authorize-url'], undefined);
    assert.equal(settings['sign-in-client-id'], undefined);
  });

  it('stops the start on a value that is set but wrong, naming the setting', () => {
    assert.throws(
      () => readPageSettings({ API_BASE: 'provider.example' }),
      /^Error: API_BASE must be an http\(s\) URL/,
    );
    assert.throws(() => readPageSettings({ HELP_URL: 'javascript:alert(1)' }), /HELP_URL must be an http\(s\) URL/);
    assert.throws(() => readPageSettings({ SUPPORT_EMAIL: 'nobody' }), /SUPPORT_EMAIL must be an email address/);
    assert.throws(
      () => readPageSettings({ SIGN_IN_AUTHORIZE_URL: '//evil.example/authorize' }),
      /SIGN_IN_AUTHORIZE_URL must be an http\(s\) URL or a path of this app/,
    );
    assert.equal(
      readPageSettings({ SIGN_IN_AUTHORIZE_URL: '/dev/idp/authorize' })['sign-in-authorize-url'],
      '/dev/idp/authorize',
    );
  });
});

describe('the page', () => {
  const pageOf = async (options: Partial<Parameters<typeof buildApp>[0]>) => {
    const app = await buildApp({ db: handle.db, staticDir, ...options });
    apps.push(app);
    return app.inject({ method: 'GET', url: '/hotel-guide?hotelId=sakura-asakusa' });
  };

  it('carries the settings read at start as meta tags, escaped, and the card key always', async () => {
    const response = await pageOf({
      pageSettings: { ...readPageSettings(FULL), 'support-email': 'a"b@example.com' },
      cardTokenApiKey: 'pk_live_<hotel>',
    });
    const html = response.body;
    assert.ok(html.includes('<meta name="api-base" content="https://provider.example" />'));
    assert.ok(html.includes('<meta name="help-url" content="https://platform.example/help/" />'));
    assert.ok(html.includes('<meta name="sign-in-client-id" content="hotel-guest-app" />'));
    assert.ok(html.includes('<meta name="support-email" content="a&quot;b@example.com" />'));
    assert.ok(html.includes('<meta name="card-token-api-key" content="pk_live_&lt;hotel&gt;" />'));
    // The SPA calls the remote provider: the Content-Security-Policy lets it.
    assert.match(
      String(response.headers['content-security-policy']),
      /connect-src 'self' https:\/\/provider\.example;/,
    );

    const plain = (await pageOf({})).body;
    assert.ok(plain.includes(`<meta name="card-token-api-key" content="${SANDBOX_CARD_TOKEN_API_KEY}" />`));
    assert.doesNotMatch(plain, /name="api-base"/);
  });
});

describe('the SPA build', () => {
  it('bakes no setting in: no DefinePlugin, and the app reads no process.env', () => {
    const webpackConfig = fs.readFileSync(path.join(ROOT_DIR, 'webpack.config.js'), 'utf8');
    assert.doesNotMatch(webpackConfig, /(DefinePlugin|EnvironmentPlugin)\(/);
    const sources = (fs.readdirSync(path.join(ROOT_DIR, 'src'), { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    assert.ok(sources.length > 50, 'found the sources');
    const reading = sources.filter((file) =>
      /process\.env\b/.test(fs.readFileSync(path.join(ROOT_DIR, 'src', file), 'utf8')),
    );
    assert.deepEqual(reading, []);
  });
});
