import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { SANDBOX_CARD_TOKEN_API_KEY } from '../src/app.ts';
import { readConfig, ROOT_DIR, SettingError } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import type { LogEntry } from './support/captureLog.ts';
import {
  demoModeWarning,
  productionProblems,
  readDemoMode,
  readSocialSignIn,
  refusalMessage,
} from '../src/productionCheck.ts';

// [4/6 operate] item 1: production refuses to run as a demo unless DEMO_MODE=1, and never seeds.

/** Every setting a real production start needs (a tokeniser, a gateway, SMTP, OIDC, PostgreSQL...). */
const REAL: Record<string, string> = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY_MODULE: '/srv/gateway/adapter.js',
  CARD_TOKEN_URL: 'https://tokens.example/v1/tokens',
  CARD_TOKEN_API_KEY: 'pk_live_hotel',
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
  MAIL_FROM: 'Hotel <no-reply@hotel.example>',
  OIDC_ISSUER: 'https://id.example/',
  OIDC_CLIENT_ID: 'hotel-guest-app',
  OIDC_JWKS_URL: 'https://id.example/.well-known/jwks.json',
  SIGN_IN_AUTHORIZE_URL: 'https://id.example/authorize',
  DATABASE_URL: 'postgres://hotel:secret@db:5432/hotel',
  PUBLIC_URL: 'https://guest.hotel.example',
  PASSPORT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

const without = (...names: string[]) => Object.fromEntries(Object.entries(REAL).filter(([k]) => !names.includes(k)));
const settingsOf = (env: Record<string, string>) => productionProblems(env).map((p) => p.setting);

describe('productionProblems (env → what keeps production from starting)', () => {
  it('is empty outside production, whatever is missing', () => {
    assert.deepEqual(productionProblems({}), []);
    assert.deepEqual(productionProblems({ NODE_ENV: 'development' }), []);
  });

  it('names every sandbox and unsafe setting of a production start with nothing set', () => {
    const problems = productionProblems({ NODE_ENV: 'production' });
    assert.deepEqual(
      problems.filter((p) => p.kind === 'sandbox').map((p) => p.setting),
      [
        'PAYMENT_GATEWAY_MODULE',
        'CARD_TOKEN_URL',
        'SMTP_URL',
        'OIDC_ISSUER',
        'OIDC_CLIENT_ID',
        'OIDC_JWKS_URL',
        'DATABASE_URL',
      ],
    );
    assert.deepEqual(
      problems.filter((p) => p.kind === 'unsafe').map((p) => p.setting),
      ['PUBLIC_URL', 'MAIL_FROM', 'PASSPORT_ENCRYPTION_KEY', 'SIGN_IN_AUTHORIZE_URL'],
    );
    for (const problem of problems) assert.ok(problem.what.length > 10, `${problem.setting} says what it is`);
  });

  it('is empty when every service is real', () => {
    assert.deepEqual(productionProblems(REAL), []);
  });

  for (const name of [
    'PAYMENT_GATEWAY_MODULE',
    'CARD_TOKEN_URL',
    'SMTP_URL',
    'DATABASE_URL',
    'OIDC_JWKS_URL',
    'PASSPORT_ENCRYPTION_KEY',
  ]) {
    it(`names ${name} alone when only it is missing (or blank)`, () => {
      assert.deepEqual(settingsOf(without(name)), [name]);
      assert.deepEqual(settingsOf({ ...REAL, [name]: '  ' }), [name]);
    });
  }

  it('takes SOCIAL_SIGN_IN=off instead of an identity provider', () => {
    const env = { ...without('OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_JWKS_URL', 'SIGN_IN_AUTHORIZE_URL') };
    assert.deepEqual(settingsOf(env), ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_JWKS_URL', 'SIGN_IN_AUTHORIZE_URL']);
    assert.deepEqual(settingsOf({ ...env, SOCIAL_SIGN_IN: 'off' }), []);
  });

  it('refuses a PUBLIC_URL that is not https, the sandbox card key, and a missing MAIL_FROM', () => {
    assert.deepEqual(settingsOf({ ...REAL, PUBLIC_URL: 'http://guest.hotel.example' }), ['PUBLIC_URL']);
    assert.deepEqual(settingsOf({ ...REAL, PUBLIC_URL: 'not a url' }), ['PUBLIC_URL']);
    assert.deepEqual(settingsOf({ ...REAL, CARD_TOKEN_API_KEY: SANDBOX_CARD_TOKEN_API_KEY }), ['CARD_TOKEN_API_KEY']);
    assert.deepEqual(settingsOf(without('CARD_TOKEN_API_KEY')), ['CARD_TOKEN_API_KEY']);
    assert.deepEqual(settingsOf(without('MAIL_FROM')), ['MAIL_FROM']);
  });

  it('refuses card numbers, tokens or signing keys over plain http', () => {
    assert.deepEqual(settingsOf({ ...REAL, CARD_TOKEN_URL: 'http://tokens.example/v1/tokens' }), ['CARD_TOKEN_URL']);
    assert.deepEqual(settingsOf({ ...REAL, API_BASE: 'http://provider.example' }), ['API_BASE']);
    assert.deepEqual(settingsOf({ ...REAL, API_BASE: 'https://provider.example' }), []);
    assert.deepEqual(settingsOf({ ...REAL, OIDC_JWKS_URL: 'http://id.example/jwks.json' }), ['OIDC_JWKS_URL']);
  });

  it('refuses a passport key that is not 32 bytes of base64, in any mode', () => {
    for (const key of [
      'short',
      Buffer.alloc(16).toString('base64'),
      Buffer.alloc(33).toString('base64'),
      '*'.repeat(44),
    ]) {
      assert.throws(
        () => productionProblems({ ...REAL, PASSPORT_ENCRYPTION_KEY: key }),
        /PASSPORT_ENCRYPTION_KEY must be/,
      );
      assert.throws(() => readConfig({ PASSPORT_ENCRYPTION_KEY: key }), SettingError);
    }
    assert.equal(readConfig({ PASSPORT_ENCRYPTION_KEY: REAL.PASSPORT_ENCRYPTION_KEY }).passportKey?.length, 32);
  });

  it('lets DEMO_MODE=1 run on the sandboxes, with a warning that names them', () => {
    const env = { NODE_ENV: 'production', DEMO_MODE: '1' };
    assert.deepEqual(productionProblems(env), []);
    const warning = demoModeWarning(env);
    assert.match(warning ?? '', /^WARNING: DEMO_MODE=1/);
    assert.match(warning ?? '', /PAYMENT_GATEWAY_MODULE.*DATABASE_URL/);
    assert.match(warning ?? '', /PASSPORT_ENCRYPTION_KEY/);
    assert.equal(demoModeWarning({ ...REAL, DEMO_MODE: '1' }), null, 'nothing to warn about');
    assert.equal(demoModeWarning({ DEMO_MODE: '1' }), null, 'not production');
  });

  it('refuses a DEMO_MODE or SOCIAL_SIGN_IN it cannot read, rather than guess', () => {
    assert.equal(readDemoMode('true'), true);
    assert.equal(readDemoMode('0'), false);
    assert.equal(readDemoMode(undefined), false);
    assert.throws(() => readDemoMode('yes'), /DEMO_MODE must be 1 or true/);
    assert.throws(() => productionProblems({ NODE_ENV: 'production', DEMO_MODE: 'on' }), /DEMO_MODE/);
    assert.equal(readSocialSignIn('OFF'), false);
    assert.throws(() => readSocialSignIn('no'), /SOCIAL_SIGN_IN must be on or off/);
  });

  it('refusal message: each setting on its line, and the DEMO_MODE=1 way out', () => {
    const problems = productionProblems({ NODE_ENV: 'production' });
    const message = refusalMessage(problems);
    for (const problem of problems) {
      assert.ok(
        message.split('\n').some((line) => line.trim().startsWith(`${problem.setting} `)),
        `${problem.setting} has a line`,
      );
    }
    assert.match(message, /DEMO_MODE=1 runs production with these sandboxes/);
  });
});

/**
 * Runs a command of package.json with exactly `env` (plus PATH), to its end or 240 s (under CI's load the
 * embedded database's first start has taken 102 s).
 */
function run(script: string, env: Record<string, string>, onOutput?: (text: string) => void) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    onOutput?.(stdout);
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return {
    child,
    done: new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no end:\n${stdout}\n${stderr}`)), 240_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
    }),
  };
}

/**
 * The server's output as the log lines it is: every line JSON (logger.ts), or the test fails naming
 * the line that is not.
 */
function logLines(stdout: string): LogEntry[] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogEntry;
      } catch {
        throw new assert.AssertionError({ message: `not a JSON log line: ${line}` });
      }
    });
}

/**
 * /readyz as an orchestrator asks it: again each second while it answers 503, for up to a minute. The
 * probe gives the database 2 s (READY_TIMEOUT_MS); a machine as loaded as CI's can take longer at times,
 * and a 503 then is the probe working, not failing. Its last answer's body.
 */
async function readiness(url: string): Promise<unknown> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await fetch(`${url}/readyz`);
    if (answer.status !== 503 || Date.now() > deadline) return answer.json();
    await sleep(1000);
  }
}

describe('the real start command in production', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-production-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without settings: every missing one named, exit code 1, nothing migrated', async () => {
    const { code, stdout, stderr } = await run('server/src/cli/serve.ts', {
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
    }).done;
    assert.equal(code, 1);
    assert.equal(stderr, '');
    // One fatal line of the server's log, its message for the operator as it was, the settings a field.
    const [refusal, ...rest] = logLines(stdout);
    assert.deepEqual(rest, []);
    assert.equal(refusal!.level, 'fatal');
    assert.equal(refusal!.component, 'serve');
    const message = refusal!.msg;
    assert.match(message, /^Not starting: NODE_ENV=production, but this is set up as a demo\./);
    assert.ok((refusal!.settings as string[]).includes('DATABASE_URL'));
    for (const setting of [
      'PAYMENT_GATEWAY_MODULE',
      'CARD_TOKEN_URL',
      'SMTP_URL',
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_JWKS_URL',
      'DATABASE_URL',
      'PUBLIC_URL',
      'MAIL_FROM',
      'PASSPORT_ENCRYPTION_KEY',
    ]) {
      assert.match(message, new RegExp(`^  ${setting} +\\S`, 'm'), `${setting} named`);
    }
    assert.match(message, /DEMO_MODE=1 runs production with these sandboxes/);
    assert.deepEqual(fs.readdirSync(dataDir), [], 'no database created');
  });

  it('stops on a setting it cannot use with that message alone (no stack), before the database', async () => {
    const { code, stdout } = await run('server/src/cli/serve.ts', { TRUST_PROXY: 'yes', PORT: '0', DATA_DIR: dataDir })
      .done;
    assert.equal(code, 1);
    const [stopped, ...rest] = logLines(stdout);
    assert.deepEqual(rest, []);
    assert.deepEqual([stopped!.level, stopped!.component, stopped!.err], ['fatal', 'serve', undefined]);
    assert.match(stopped!.msg, /^TRUST_PROXY must be 1 or true .*not valid: "yes"$/);
    assert.deepEqual(fs.readdirSync(dataDir), []);
    const key = await run('server/src/cli/serve.ts', {
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      PASSPORT_ENCRYPTION_KEY: 'c2hvcnQ=',
      PORT: '0',
      DATA_DIR: dataDir,
    }).done;
    assert.equal(key.code, 1);
    assert.match(logLines(key.stdout)[0]!.msg, /^PASSPORT_ENCRYPTION_KEY must be 32 random bytes in base64/);
    assert.deepEqual(fs.readdirSync(dataDir), []);
  });

  it('npm run seed refuses in production, saying why', async () => {
    const { code, stderr } = await run('server/src/cli/seed.ts', { NODE_ENV: 'production', DATA_DIR: dataDir }).done;
    assert.equal(code, 1);
    assert.match(
      stderr,
      /Not seeding: NODE_ENV=production\. The demo data add accounts whose password is in the README/,
    );
    assert.match(stderr, /DEMO_MODE=1 npm run seed/);
    assert.deepEqual(fs.readdirSync(dataDir), []);
  });

  it(
    'with DEMO_MODE=1 starts with a warning, answers its health checks, and leaves an empty database empty',
    {
      // The embedded database on disk (about 7 s to create); with TEST_DATABASE_URL the others cover PostgreSQL.
      skip: Boolean(process.env.TEST_DATABASE_URL),
    },
    async () => {
      let ready: (url: string) => void;
      const readyUrl = new Promise<string>((resolve) => (ready = resolve));
      const server = run(
        'server/src/cli/serve.ts',
        { NODE_ENV: 'production', DEMO_MODE: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '' },
        (stdout) => {
          const match = /Ready in [\d.]+ s at (http:\/\/\S+) /.exec(stdout);
          if (match) ready(match[1]!);
        },
      );
      const url = await Promise.race([
        readyUrl,
        server.done.then((r) => Promise.reject(new Error(`${r.stdout}\n${r.stderr}`))),
      ]);
      // The server listens on 127.0.0.1 (HOST) and names it localhost. Asked by its address, fetch has one
      // to try: with localhost's two (127.0.0.1 and ::1 in Debian's /etc/hosts), Node gives the first 500 ms
      // before it moves on, and a loaded machine can pause this process longer than that.
      const origin = url.replace('//localhost:', '//127.0.0.1:');
      assert.equal((await fetch(`${origin}/healthz`)).status, 200);
      assert.deepEqual(await readiness(origin), { status: 'ok' });
      // No demo hotel: production wrote no demo data.
      assert.equal((await fetch(`${origin}/api/hotel-guide?hotelId=sakura-asakusa`)).status, 404);
      server.child.kill('SIGINT');
      const { code, stdout, stderr } = await server.done;
      assert.equal(code, 0);
      // Every line the server wrote, from its start to its stop, is a JSON line of its log with the
      // component that wrote it: start-up, database, requests, shutdown.
      assert.equal(stderr, '');
      const lines = logLines(stdout);
      assert.deepEqual(
        lines.filter((line) => !line.component),
        [],
      );
      const warning = lines.find((line) => line.msg.startsWith('WARNING: DEMO_MODE=1'))!;
      assert.deepEqual([warning.level, warning.component], ['warn', 'serve']);
      assert.match(warning.msg, /^WARNING: DEMO_MODE=1 — production runs as a demo, not for real guests/m);
      assert.match(warning.msg, /PASSPORT_ENCRYPTION_KEY/);
      const readyLine = lines.find((line) => line.msg.startsWith('Ready in'))!;
      assert.deepEqual([readyLine.level, readyLine.component, readyLine.url], ['info', 'serve', url]);
      assert.ok(lines.some((line) => line.component === 'serve' && /^SIGINT: closing/.test(line.msg)));
      // The request log (component http, at info in production) with each request's id; the probes' successes stay out.
      const request = lines.find((line) => line.msg === 'request' && line.path === '/api/hotel-guide')!;
      assert.deepEqual([request.component, request.path, request.status], ['http', '/api/hotel-guide', 404]);
      assert.match(String(request.reqId), /^[0-9a-f-]{36}$/);
      // Without PASSPORT_ENCRYPTION_KEY the passports' key is a file of the data folder, its owner's only.
      assert.equal(fs.statSync(path.join(dataDir, 'passport.key')).mode & 0o777, 0o600);
      assert.match(stdout, /The database holds no hotels yet/);
      assert.doesNotMatch(stdout, /Seeded the demo data/);

      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        assert.equal((await database.db.selectFrom('hotels').select('id').execute()).length, 0);
        assert.equal((await database.db.selectFrom('users').select('id').execute()).length, 0);
      } finally {
        await database.close();
      }
    },
  );
});
