import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT_DIR } from '../src/config.ts';
import { OPENAPI_FILE } from '../src/routes/contract.ts';
import { CARD_TOKEN_OPENAPI_FILE } from '../src/payments/cardTokenServer.ts';
import { DEMO_PHOTO_DIR } from '../src/app.ts';
import { FONT_FILES } from '../src/services/receiptPdf.ts';
import { isPruned } from '../../scripts/prune-image-modules.mjs';
import {
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
const compose = readCompose(ROOT_DIR, {});
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
      assert.match(pkg.scripts[script]!, /\bnode server\/src\/cli\/\w+\.ts$/, script);
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

  it("connects the app to the db service's database as its user", () => {
    const url = new URL(app!.environment.DATABASE_URL!);
    assert.equal(url.hostname, 'db');
    assert.equal(url.username, db!.environment.POSTGRES_USER);
    assert.equal(url.password, db!.environment.POSTGRES_PASSWORD);
    assert.equal(url.pathname, `/${db!.environment.POSTGRES_DB}`);
    const secret = readCompose(ROOT_DIR, { POSTGRES_PASSWORD: 's3cret' }).services;
    assert.equal(new URL(secret.app!.environment.DATABASE_URL!).password, 's3cret');
    assert.equal(secret.db!.environment.POSTGRES_PASSWORD, 's3cret');
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

  it('fills in ${VAR:-default} as Compose does', () => {
    assert.equal(interpolate('a${X:-d}b', {}), 'adb');
    assert.equal(interpolate('${X:-d}', { X: '' }), 'd');
    assert.equal(interpolate('${X-d}', { X: '' }), '');
    assert.equal(interpolate('${X}$$', { X: 'v' }), 'v$');
  });
});
