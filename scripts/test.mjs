// `npm test`: every check, each as its own command, several side by side (one alone leaves a core idle at
// times: a server starting, a build's last step), with each one's output printed whole when it ends, and a
// summary of every stage's time at the end. Runs them all even when one fails; exits non-zero if any failed.
// The summary ends with the CPU time the machine was busy for (on Linux): CI's time is bounded by it.
//   TEST_JOBS=n            how many run at once (default 3)
//   TEST_STAGE_MINUTES=n   a stage still running after n minutes is stopped and fails (default 75): a hung
//                          test (a process that never exits) fails the run instead of holding it for ever.
//                          (On a slow two-core machine the browser tests and the server tests on
//                          PostgreSQL were both still running at 40 min, every test so far passed;
//                          CI's own limit is 90 min.)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { failureDigest } from './lib/failureDigest.mjs';
import { busyCoreSeconds } from './lib/cpuTime.mjs';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/** name, label, command, and the stages it waits for. Listed longest first: they start in this order. */
const stages = [
  ['build', 'production build for the budget and the browser tests', ['node', 'scripts/build-for-tests.mjs']],
  ['e2e', 'browser tests (Chromium, production build, real server)', ['node', 'scripts/test-e2e.mjs'], ['build']],
  [
    'server-pglite',
    'server tests on PGlite (app.inject, real database)',
    ['node', 'scripts/test-server.mjs', 'PGlite'],
  ],
  ...(postgres
    ? [['server-postgres', 'server tests on PostgreSQL', ['node', 'scripts/test-server.mjs', 'PostgreSQL']]]
    : []),
  ['spa', 'SPA tests (Jest, Testing Library, real API server)', ['npm', 'run', '--silent', 'test:spa']],
  ['lint', 'ESLint and Prettier', ['npm', 'run', '--silent', 'test:lint']],
  ['types', 'TypeScript (SPA, server, service worker)', ['npm', 'run', '--silent', 'test:types']],
  [
    'budget',
    'bundle-size budget (gzipped JS per route and chunk)',
    ['npm', 'run', '--silent', 'test:budget'],
    ['build'],
  ],
  ['codegen', 'generated API matches openapi.yaml', ['npm', 'run', '--silent', 'test:codegen']],
  ['contract', 'OpenAPI lint (Redocly)', ['npm', 'run', '--silent', 'test:contract']],
  ['engines', 'every package supports every Node line of engines', ['node', 'scripts/check-engines.mjs']],
].map(([name, label, command, after = []]) => ({ name, label, command, after }));

const jobs = Math.max(1, Number(process.env.TEST_JOBS) || 3);
const stageMinutes = Math.max(1, Number(process.env.TEST_STAGE_MINUTES) || 75);
/** The process groups of the stages running: each stage is the leader of its own, stopped whole. */
const groups = new Set();
const stopGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of groups) stopGroup(pid);
    process.exit(130);
  });
}
const results = new Map();
const running = new Set();
const started = Date.now();
const busyAtStart = busyCoreSeconds();
const env = {
  ...process.env,
  SHARED_BUILD: '1',
  E2E_SKIP_BUILD: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
  // Node's compile cache for every Node process of the run (a few hundred: a test file, a server, a
  // command each): the modules' compiled code is kept on disk and reused, instead of each process
  // compiling the server's modules, TypeScript's compiler or Playwright anew (a server test process:
  // 2.0 core-seconds to import the server, 1.45 with the cache).
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.resolve('node_modules/.cache/node-compile-cache'),
};

function run(stage) {
  running.add(stage.name);
  const begin = Date.now();
  console.log(`▶ ${stage.label}  (${stage.command.join(' ')})`);
  const child = spawn(stage.command[0], stage.command.slice(1), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  groups.add(child.pid);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let timedOut = false;
  const watchdog = setTimeout(() => {
    timedOut = true;
    output.push(Buffer.from(`\nStopped after ${stageMinutes} min (TEST_STAGE_MINUTES): a test that never ends.\n`));
    stopGroup(child.pid);
  }, stageMinutes * 60_000);
  // Once the stage's own process ends, whatever it left running (a server a test did not stop, holding
  // the output pipes open) goes with it.
  child.on('exit', () => stopGroup(child.pid));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(watchdog);
      groups.delete(child.pid);
      running.delete(stage.name);
      const seconds = (Date.now() - begin) / 1000;
      const ok = code === 0 && !timedOut;
      const text = Buffer.concat(output);
      results.set(stage.name, { ...stage, ok, seconds, from: (begin - started) / 1000, text });
      console.log(`\n━━━━ ${ok ? 'ok' : 'FAIL'}: ${stage.label} (${seconds.toFixed(1)} s) ━━━━`);
      process.stdout.write(text);
      resolve();
    });
  });
}

/** Starts what can start (its stages done, a free slot), until everything ran. */
async function schedule() {
  const pending = [...stages];
  const inFlight = new Set();
  while (pending.length > 0 || inFlight.size > 0) {
    for (const stage of [...pending]) {
      if (inFlight.size >= jobs) break;
      const waiting = stage.after.filter((name) => !results.has(name));
      if (waiting.length > 0) continue;
      pending.splice(pending.indexOf(stage), 1);
      const failedBefore = stage.after.filter((name) => !results.get(name).ok);
      if (failedBefore.length > 0) {
        results.set(stage.name, { ...stage, ok: false, seconds: 0, from: 0, skipped: failedBefore.join(', ') });
        continue;
      }
      const job = run(stage).then(() => inFlight.delete(job));
      inFlight.add(job);
    }
    if (inFlight.size > 0) await Promise.race(inFlight);
    else if (pending.length > 0) throw new Error(`stages waiting for nothing that runs: ${pending.map((s) => s.name)}`);
  }
}

await schedule();
const total = (Date.now() - started) / 1000;
console.log(`\nSummary (${jobs} at a time; start and duration in seconds)`);
for (const stage of stages) {
  const r = results.get(stage.name);
  const status = r.skipped ? `SKIP (${r.skipped} failed)` : r.ok ? 'ok  ' : 'FAIL';
  console.log(`  ${status}  ${r.label}  (at ${r.from.toFixed(0)} s, ${r.seconds.toFixed(1)} s)`);
}
const busy = busyCoreSeconds();
if (busy !== null && busyAtStart !== null) {
  const seconds = total.toFixed(0);
  console.log(`  The machine was busy ${(busy - busyAtStart).toFixed(0)} core-seconds in ${seconds} s (all it ran).`);
}
for (const stage of stages) {
  const r = results.get(stage.name);
  if (!r.ok && r.text) console.log(`\nWhat failed in ${r.label}:\n${failureDigest(r.text.toString())}`);
}
const failed = stages.filter((s) => !results.get(s.name).ok).length;
console.log(`${stages.length - failed} passed, ${failed} failed, in ${(total / 60).toFixed(1)} min`);
process.exit(failed === 0 ? 0 : 1);
