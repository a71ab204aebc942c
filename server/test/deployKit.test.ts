import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { KEY_RECIPE, readPassportKey, ROOT_DIR, SECRET_SETTINGS } from '../src/config.ts';
import { productionProblems, unsafeSettings } from '../src/productionCheck.ts';
import { OPENAPI_FILE } from '../src/openapiDocument.ts';
import { CARD_TOKEN_OPENAPI_FILE } from '../src/payments/cardTokenServer.ts';
import { DEMO_PHOTO_DIR } from '../src/app.ts';
import { FONT_FILES } from '../src/services/receiptPdf.ts';
import { DEMO_HOTEL_ID, demoHotelFile, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { isPruned } from '../../scripts/prune-image-modules.mjs';
import {
  ComposeError,
  composeVariables,
  interpolate,
  parseDockerfile,
  readCompose,
  readDockerfile,
  runtimeOf,
  type DockerStage,
} from '../../scripts/lib/imageSpec.mjs';

// Docker cannot run on these machines: the Dockerfile and compose.yaml are checked as text here, and CI
// runs the image's start command outside a container (scripts/run-image-command.mjs).
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const stages = readDockerfile();
const runtime = runtimeOf(stages);
/** An operator's .env: the two secrets compose.yaml requires (and the domain of compose.https.yaml). */
const VARIABLES = {
  POSTGRES_PASSWORD: 'db-password',
  PASSPORT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
  DOMAIN: 'guest.hotel.example',
};
const compose = readCompose(ROOT_DIR, VARIABLES);
const https = readCompose(ROOT_DIR, VARIABLES, ['compose.yaml', 'compose.https.yaml']);
const secrets = readCompose(ROOT_DIR, VARIABLES, ['compose.yaml', 'compose.secrets.yaml']);
const without = (name: string) => Object.fromEntries(Object.entries(VARIABLES).filter(([k]) => k !== name));
const dockerignore = fs
  .readFileSync(path.join(ROOT_DIR, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const runs = (stage: DockerStage) => stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
const copies = (stage: DockerStage) => stage.instructions.filter((i) => i.keyword === 'COPY');
const relative = (file: string) => path.relative(ROOT_DIR, file).split(path.sep).join('/');

/** Whether `version` (x.y.z) is in an engines range made of `^x.y.z` and `>=x[.y[.z]]` alternatives. */
function engineAllows(range: string, version: string): boolean {
  const parse = (v: string) => v.split('.').map((n) => Number(n));
  const [major = 0, minor = 0, patch = 0] = parse(version);
  const atLeast = (a: number[]) => {
    const [am = 0, an = 0, ap = 0] = a;
    return major !== am ? major > am : minor !== an ? minor > an : patch >= ap;
  };
  return range.split('||').some((part) => {
    const alternative = part.trim();
    const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(alternative);
    if (caret) return major === Number(caret[1]) && atLeast(parse(alternative.slice(1)));
    const min = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(alternative);
    if (min) return atLeast(parse(min[1]!));
    throw new Error(`engines alternative this test cannot read: ${alternative}`);
  });
}

/** Packages (not node: built-ins, not relative files) that the server's code imports or resolves. */
function serverPackages(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        const text = fs.readFileSync(full, 'utf8');
        for (const m of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|require(?:\.resolve)?\(\s*)'([^'.][^']*)'/g)) {
          const spec = m[1]!;
          if (spec.startsWith('node:')) continue;
          const parts = spec.split('/');
          names.add(spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
        }
      }
    }
  };
  walk(path.join(ROOT_DIR, 'server', 'src'));
  return names;
}

/** Environment variables the server's code reads (from `process.env` or the `env` given to readConfig). */
function settingsTheServerReads(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        for (const m of fs
          .readFileSync(full, 'utf8')
          .matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\['([A-Z][A-Z0-9_]*)'\])/g)) {
          names.add((m[1] ?? m[2])!);
        }
      }
    }
  };
  walk(path.join(ROOT_DIR, 'server', 'src'));
  return names;
}

describe('the Dockerfile', () => {
  const [build, last] = [stages[0]!, stages.at(-1)!];

  it('builds in one stage and runs from another, both on a pinned Node that package.json supports', () => {
    assert.ok(stages.length >= 2, 'multi-stage');
    assert.equal(build.name, 'build');
    for (const stage of stages) {
      const image = /^node:(\d+\.\d+\.\d+)-bookworm-slim$/.exec(stage.image);
      assert.ok(image, `${stage.name}: FROM node:<x.y.z>-bookworm-slim, got ${stage.image}`);
      assert.ok(engineAllows(pkg.engines.node, image[1]!), `Node ${image[1]} is outside engines ${pkg.engines.node}`);
    }
    assert.equal(last.image, build.image, 'the runtime runs the Node it was built with');
    assert.equal(engineAllows(pkg.engines.node, '20.18.0'), false, 'the engines reader itself');
  });

  it('installs everything and builds the SPA in the build stage, with npm scripts that exist', () => {
    const buildRuns = runs(build);
    assert.ok(
      buildRuns.some((r) => /^npm ci\b(?!.*--omit)/.test(r)),
      'npm ci with dev dependencies',
    );
    assert.ok(buildRuns.includes('npm run build'));
    for (const stage of stages) {
      for (const run of runs(stage)) {
        for (const [, script] of run.matchAll(/npm run (\S+)/g)) assert.ok(pkg.scripts[script!], `npm run ${script}`);
      }
    }
    const lockFirst = copies(build)[0]!;
    assert.equal(lockFirst.args, 'package.json package-lock.json ./', 'dependencies cached apart from the sources');
  });

  it('runs with production dependencies only, as a non-root user, in production mode', () => {
    const runtimeRuns = runs(last);
    assert.ok(runtimeRuns.some((r) => /^npm ci --omit=dev\b/.test(r)));
    assert.ok(!runtimeRuns.some((r) => /npm run build|webpack/.test(r)), 'no build in the runtime stage');
    assert.ok(!['root', '0', ''].includes(runtime.user.split(':')[0]!), `USER ${runtime.user}`);
    assert.equal(runtime.env.NODE_ENV, 'production');
    assert.ok(runtime.expose.includes('8080'));
    assert.equal(runtime.env.PORT ?? '8080', '8080');
  });

  it('starts the server itself, its TypeScript run by Node (no loader), as npm start does', () => {
    assert.deepEqual(runtime.cmd, ['node', 'server/src/cli/serve.ts']);
    assert.ok(fs.existsSync(path.join(ROOT_DIR, runtime.cmd![1]!)));
    assert.ok(!pkg.dependencies.tsx, 'Node strips the types itself: tsx is a dev dependency');
    for (const script of ['start', 'serve', 'seed', 'hotel']) {
      // npm start goes through the Node check (scripts/on-supported-node.mjs), which runs the file in-process.
      assert.match(
        pkg.scripts[script]!,
        /\bnode (scripts\/on-supported-node\.mjs )?server\/src\/cli\/\w+\.ts$/,
        script,
      );
      assert.doesNotMatch(pkg.scripts[script]!, /tsx/, script);
    }
  });

  it("installs the server's packages and nothing else: every production dependency is one server/src imports", () => {
    const packages = serverPackages();
    assert.ok(packages.has('fastify') && packages.has('@expo-google-fonts/noto-sans-jp'), 'the import scan works');
    for (const name of packages) assert.ok(pkg.dependencies[name], `${name} is imported by server/src`);
    // The SPA's libraries are built into dist/ by the build stage: dev dependencies, not in the image.
    for (const name of Object.keys(pkg.dependencies)) {
      assert.ok(packages.has(name), `${name} is a production dependency that server/src does not import`);
    }
  });

  it('leaves out of node_modules, in the npm ci layer, only what the server never reads', () => {
    assert.ok(
      runs(last).some((r) => /^npm ci --omit=dev\b.* && node scripts\/prune-image-modules\.mjs$/.test(r)),
      'pruned in the same RUN as npm ci (a later layer would still carry the files)',
    );
    assert.ok(copies(last).some((c) => c.args.startsWith('scripts/prune-image-modules.mjs ')));
    for (const file of Object.values(FONT_FILES)) {
      const inModules = file.split(`${path.sep}node_modules${path.sep}`).pop()!.split(path.sep).join('/');
      assert.equal(isPruned(inModules), false, `the receipts' font ${inModules}`);
    }
    assert.equal(isPruned('@expo-google-fonts/noto-sans-jp/100Thin/NotoSansJP_100Thin.ttf'), true);
    assert.equal(isPruned('kysely/dist/index.js'), false);
    assert.equal(isPruned('kysely/dist/index.js.map'), true);
    assert.equal(isPruned('kysely/dist/index.d.ts'), true);
    assert.equal(isPruned('fastify/lib/schemas.js'), false);
  });

  it('copies what exists and what the server reads at run time, and the built SPA from the build stage', () => {
    const copied: string[] = [];
    for (const copy of copies(last)) {
      const parts = copy.args.split(/\s+/);
      const dest = parts.pop()!;
      for (const source of parts) {
        if (copy.flags.from) {
          assert.ok(
            stages.some((s) => s.name === copy.flags.from),
            `COPY --from=${copy.flags.from}`,
          );
          assert.equal(source, '/app/dist', 'the build stage writes the SPA to /app/dist (webpack output)');
          copied.push('dist');
          continue;
        }
        assert.ok(fs.existsSync(path.join(ROOT_DIR, source)), `COPY ${source}`);
        assert.ok(!dockerignore.includes(source), `${source} is in .dockerignore`);
        copied.push(dest.endsWith('/') || dest === './' ? source : dest);
      }
    }
    for (const needed of [
      'package.json',
      'package-lock.json',
      'server/package.json',
      'server/src/cli/serve.ts',
      relative(OPENAPI_FILE),
      relative(CARD_TOKEN_OPENAPI_FILE),
      relative(DEMO_PHOTO_DIR),
      // The demo hotels' files, which the seed imports (DEMO_MODE=1 npm run seed in the image).
      relative(demoHotelFile(DEMO_HOTEL_ID)),
      relative(demoHotelFile(MINIMAL_HOTEL_ID)),
      // The built files' content hash, which the cache rule (server/src/plugins/spa.ts) imports.
      'shared/contentHash.cjs',
      'dist',
    ]) {
      assert.ok(
        copied.some((c) => needed === c || needed.startsWith(`${c}/`)),
        `${needed} is not copied into the image`,
      );
    }
    for (const kept of ['node_modules', 'dist', '.git', 'data']) assert.ok(dockerignore.includes(kept), kept);
  });

  it('checks its health at /healthz with Node, not curl', () => {
    const check = runtime.healthcheck!;
    assert.deepEqual(check.slice(0, 2), ['node', '-e']);
    assert.match(check[2]!, /fetch\('http:\/\/127\.0\.0\.1:' \+ \(process\.env\.PORT \|\| 8080\) \+ '\/healthz'\)/);
    assert.match(check[2]!, /process\.exit\(r\.ok \? 0 : 1\)/);
  });

  it('is read the way Docker reads it: continuations, flags, JSON forms', () => {
    const [stage] = parseDockerfile(
      'ARG X=1\nFROM node:1.2.3 AS b\n# note\nENV A=1 \\\n    B="two words"\nCOPY --from=b --chown=1:1 /x y\nCMD ["a", "b"]\n',
    );
    assert.equal(stage!.name, 'b');
    assert.deepEqual(runtimeOf([stage!]).env, { A: '1', B: 'two words' });
    assert.deepEqual(stage!.instructions[1]!.flags, { from: 'b', chown: '1:1' });
    assert.deepEqual(runtimeOf([stage!]).cmd, ['a', 'b']);
    assert.throws(() => parseDockerfile('RUN x\n'), /before the first FROM/);
  });
});

describe('compose.yaml', () => {
  const { db, app, proxy } = compose.services;

  it('has PostgreSQL, the app and a proxy, none with a fixed container name', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ['app', 'db', 'proxy']);
    for (const [name, service] of Object.entries(compose.services)) {
      assert.equal(service.container_name, undefined, `${name}: a container_name stops --scale`);
      if (service.image && name !== 'app') assert.match(service.image, /:\d+\.\d+(\.\d+)?-[a-z]+$/, `${name} pinned`);
    }
  });

  it('keeps PostgreSQL in a volume and reports it healthy with pg_isready', () => {
    assert.ok(db!.volumes!.some((v) => v.endsWith(':/var/lib/postgresql/data')));
    assert.ok(compose.volumes && 'db-data' in compose.volumes);
    assert.match(JSON.stringify(db!.healthcheck!.test), /pg_isready -U hotel -d hotel/);
  });

  it('starts the app once the database is healthy, with settings the server reads', () => {
    assert.deepEqual(app!.depends_on, { db: { condition: 'service_healthy' } });
    assert.equal(app!.build, '.');
    assert.equal(app!.ports, undefined, 'no host port per app container (--scale app=2)');
    const read = settingsTheServerReads();
    assert.ok(read.has('DATABASE_URL') && read.has('PUBLIC_URL'), 'the settings scan works');
    for (const key of Object.keys(app!.environment)) assert.ok(read.has(key), `${key} is not read by server/src`);
    assert.equal(app!.environment.NODE_ENV, 'production');
    assert.equal(app!.environment.DEMO_MODE, '1');
    assert.ok(app!.environment.TRUST_PROXY, 'a proxy stands in front');
  });

  it("connects the app to the db service's database as its user, the password apart so that any works", () => {
    const url = new URL(app!.environment.DATABASE_URL!);
    assert.equal(url.hostname, 'db');
    assert.equal(url.username, db!.environment.POSTGRES_USER);
    assert.equal(url.password, '', 'no password in the URL');
    assert.equal(url.pathname, `/${db!.environment.POSTGRES_DB}`);
    assert.equal(app!.environment.DATABASE_PASSWORD, db!.environment.POSTGRES_PASSWORD);
    const secret = readCompose(ROOT_DIR, { ...VARIABLES, POSTGRES_PASSWORD: 's3cret/+@:#' }).services;
    assert.equal(secret.app!.environment.DATABASE_PASSWORD, 's3cret/+@:#');
    assert.equal(secret.db!.environment.POSTGRES_PASSWORD, 's3cret/+@:#');
  });

  it('refuses to start without the database password or the passport key, with a URL-safe recipe', () => {
    for (const name of ['POSTGRES_PASSWORD', 'PASSPORT_ENCRYPTION_KEY']) {
      for (const variables of [without(name), { ...VARIABLES, [name]: '' }]) {
        assert.throws(
          () => readCompose(ROOT_DIR, variables),
          (error: Error) =>
            error instanceof ComposeError &&
            error.message.startsWith(`required variable ${name} is missing a value: `) &&
            error.message.endsWith(`make one with: ${KEY_RECIPE}`),
        );
      }
    }
    // The same key in every app container, from the operator's variables: none makes its own.
    assert.equal(app!.environment.PASSPORT_ENCRYPTION_KEY, VARIABLES.PASSPORT_ENCRYPTION_KEY);
  });

  it(
    "the recipe's output is a passport key and a password that fit a URL and an .env file as they are",
    {
      skip: spawnSync('openssl', ['version']).status !== 0 && 'no openssl here',
    },
    () => {
      const made = spawnSync('sh', ['-c', KEY_RECIPE], { encoding: 'utf8' }).stdout.trim();
      assert.match(made, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(readPassportKey(made)?.length, 32);
      assert.equal(encodeURIComponent(made), made);
    },
  );

  it('reads its variables from .env next to it, the environment first, as Compose does', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-'));
    try {
      fs.writeFileSync(
        path.join(dir, '.env'),
        '# a comment\nPOSTGRES_PASSWORD=from-file\nPASSPORT_ENCRYPTION_KEY="quoted"\n',
      );
      assert.deepEqual(composeVariables(dir, { PASSPORT_ENCRYPTION_KEY: 'from-shell' }), {
        POSTGRES_PASSWORD: 'from-file',
        PASSPORT_ENCRYPTION_KEY: 'from-shell',
      });
      assert.deepEqual(composeVariables(dir, {}).PASSPORT_ENCRYPTION_KEY, 'quoted');
      assert.deepEqual(composeVariables(path.join(dir, 'none'), { A: '1' }), { A: '1' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps .env and the backups out of git and out of the image, and ships .env.example with the two secrets', () => {
    const gitignore = fs.readFileSync(path.join(ROOT_DIR, '.gitignore'), 'utf8').split('\n');
    assert.ok(gitignore.includes('.env'), '.gitignore has .env');
    assert.ok(dockerignore.includes('.env') && dockerignore.includes('!.env.example'));
    // deploy/backup.sh's default folder, next to compose.yaml: dumps never go into git or a build context.
    assert.match(fs.readFileSync(path.join(ROOT_DIR, 'deploy', 'backup.sh'), 'utf8'), /^folder=\$\{1:-backups\}$/m);
    assert.ok(gitignore.includes('/backups/') && dockerignore.includes('backups'));
    const example = fs.readFileSync(path.join(ROOT_DIR, '.env.example'), 'utf8');
    assert.match(example, /^POSTGRES_PASSWORD=$/m);
    assert.match(example, /^PASSPORT_ENCRYPTION_KEY=$/m);
    // Copied as it is, it still stops `docker compose up` until both are filled in.
    assert.throws(
      () => readCompose(ROOT_DIR, composeVariables(ROOT_DIR, {}, path.join(ROOT_DIR, '.env.example'))),
      ComposeError,
    );
  });

  it('publishes one address through the proxy, which balances over every app container', () => {
    assert.deepEqual(proxy!.ports, ['8080:8080', '8081:8081']);
    assert.deepEqual(proxy!.depends_on, { app: { condition: 'service_healthy' } });
    const mount = proxy!.volumes!.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'))!;
    const caddyfile = fs.readFileSync(path.join(ROOT_DIR, mount.split(':')[0]!), 'utf8');
    // The app's port and the card tokeniser sandbox's (PORT+1), each found by the service name.
    for (const port of ['8080', '8081']) {
      assert.match(
        caddyfile,
        new RegExp(`:${port} \\{\\s*reverse_proxy \\{\\s*dynamic a \\{\\s*name app\\s*port ${port}\\b`),
      );
    }
    assert.equal(new URL(app!.environment.PUBLIC_URL!).port, '8080');
  });

  it('fills in variables as Compose does, refusing a required one unset', () => {
    assert.equal(interpolate('a${X:-d}b', {}), 'adb');
    assert.equal(interpolate('${X:-d}', { X: '' }), 'd');
    assert.equal(interpolate('${X-d}', { X: '' }), '');
    assert.equal(interpolate('${X}$$', { X: 'v' }), 'v$');
    assert.equal(interpolate('$X/$Y', { X: 'v' }), 'v/');
    assert.equal(interpolate('${X:+on}${Y+on}${Z:+on}', { X: 'v', Y: '', Z: '' }), 'onon');
    assert.equal(interpolate('${X:?needed}', { X: 'v' }), 'v');
    assert.equal(interpolate('${X?needed}', { X: '' }), '');
    assert.throws(() => interpolate('${X:?set X: see the docs}', { X: '' }), {
      message: 'required variable X is missing a value: set X: see the docs',
    });
    assert.throws(() => interpolate('${X?why}', {}), { message: 'required variable X is missing a value: why' });
    assert.throws(() => interpolate('a $ b', {}), ComposeError);
  });
});

describe('compose.https.yaml (over compose.yaml)', () => {
  const { app, proxy } = https.services;
  const caddyfile = (volumes: string[] | undefined) => {
    const mount = volumes!.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'))!;
    return fs.readFileSync(path.join(ROOT_DIR, mount.split(':')[0]!), 'utf8');
  };

  it('publishes 80 and 443 (and the tokeniser sandbox on 8081) instead of the plain 8080', () => {
    assert.deepEqual(proxy!.ports, ['80:80', '443:443', '443:443/udp', '8081:8081']);
  });

  it("keeps the certificates and Caddy's state in volumes", () => {
    assert.ok(proxy!.volumes!.includes('caddy_data:/data'));
    assert.ok(proxy!.volumes!.includes('caddy_config:/config'));
    assert.ok(
      https.volumes && 'caddy_data' in https.volumes && 'caddy_config' in https.volumes && 'db-data' in https.volumes,
    );
    assert.equal(proxy!.volumes!.filter((v) => v.endsWith(':/etc/caddy/Caddyfile:ro')).length, 1, 'one Caddyfile');
  });

  it('serves the domain with automatic HTTPS, the app and the tokeniser sandbox alike', () => {
    const text = caddyfile(proxy!.volumes);
    assert.doesNotMatch(text, /auto_https\s+off/);
    assert.equal(proxy!.environment.DOMAIN, 'guest.hotel.example');
    for (const [site, port] of [
      ['{$DOMAIN}', '8080'],
      ['{$DOMAIN}:8081', '8081'],
    ] as const) {
      const escaped = site.replace(/[{}$]/g, (c) => `\\${c}`);
      assert.match(
        text,
        new RegExp(`^${escaped} \\{\\s*reverse_proxy \\{\\s*dynamic a \\{\\s*name app\\s*port ${port}\\b`, 'm'),
      );
    }
    assert.throws(
      () => readCompose(ROOT_DIR, without('DOMAIN'), ['compose.yaml', 'compose.https.yaml']),
      /required variable DOMAIN/,
    );
  });

  it('gives the app an https PUBLIC_URL, which the production check accepts', () => {
    assert.equal(app!.environment.PUBLIC_URL, 'https://guest.hotel.example');
    assert.deepEqual(productionProblems(app!.environment), [], 'DEMO_MODE=1 starts');
    assert.deepEqual(
      unsafeSettings(app!.environment).map((p) => p.setting),
      ['MAIL_FROM', 'SIGN_IN_AUTHORIZE_URL'],
      "nothing of the kit itself is unsafe: what is left is the hotel's own (its sender, its identity provider)",
    );
    assert.deepEqual(
      unsafeSettings(compose.services.app!.environment)
        .map((p) => p.setting)
        .slice(0, 1),
      ['PUBLIC_URL'],
    );
  });
});

describe('compose.secrets.yaml (over compose.yaml)', () => {
  const { db, app } = secrets.services;

  it('gives the two secrets as files, and no longer as environment variables', () => {
    assert.equal(db!.environment.POSTGRES_PASSWORD, undefined);
    assert.equal(db!.environment.POSTGRES_PASSWORD_FILE, '/run/secrets/postgres_password');
    for (const name of ['DATABASE_PASSWORD', 'PASSPORT_ENCRYPTION_KEY'])
      assert.equal(app!.environment[name], undefined, name);
    assert.equal(app!.environment.DATABASE_URL, 'postgres://hotel@db:5432/hotel');
  });

  it('mounts each file it names, from a secret defined by a variable compose.yaml requires', () => {
    for (const [name, service] of Object.entries(secrets.services)) {
      for (const [key, value] of Object.entries(service.environment)) {
        if (!value.startsWith('/run/secrets/')) continue;
        const secret = value.slice('/run/secrets/'.length);
        assert.ok((service.secrets as string[]).includes(secret), `${name} mounts ${secret}`);
        const source = (secrets.secrets as Record<string, { environment?: string }>)[secret]!;
        assert.ok(source.environment && source.environment in VARIABLES, `${secret} comes from a required variable`);
        if (name === 'app') {
          assert.ok(
            (SECRET_SETTINGS as readonly string[]).includes(key.replace(/_FILE$/, '')),
            `the server reads ${key}`,
          );
        }
      }
    }
    assert.deepEqual((app!.secrets as string[]).sort(), ['passport_key', 'postgres_password']);
  });
});
