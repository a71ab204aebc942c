// `npm test`: every check, in order, each as its own npm script; a summary at the end.
// Runs them all even when one fails, so one run shows every problem; exits non-zero if any failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'ESLint and Prettier'],
  ['types', 'TypeScript (SPA and server)'],
  ['codegen', 'generated API matches openapi.yaml'],
  ['contract', 'OpenAPI lint (Redocly)'],
  ['server', 'server tests (app.inject, real database)'],
  ['spa', 'SPA tests (Jest, Testing Library, real API server)'],
  ['budget', 'bundle-size budget (gzipped JS per route and chunk)'],
  ['e2e', 'browser tests (Chromium, production build, real server)'],
];

const results = [];
for (const [name, label] of steps) {
  console.log(`\n▶ ${label}  (npm run test:${name})`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', `test:${name}`], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ label, ok: run.status === 0, seconds });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.label} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
