// `npm run fuzz`: every operation of openapi.yaml with FUZZ_RUNS generated requests (default 1,000:
// half valid, half mutated), then the multi-step sequences; prints a line per operation and every
// failure. FUZZ_SEED repeats a run; FUZZ_OPS=opA,opB limits it to some operations.
import fc from 'fast-check';
import { formatTable, fuzzOperation, startFuzzTarget, type OperationStats } from './runFuzz.ts';
import { operationModels } from './requests.ts';
import { runVisit, visits } from './sequences.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const only = process.env.FUZZ_OPS?.split(',');
const visitRuns = Number(process.env.FUZZ_VISITS ?? 50);

console.log(`Contract fuzzing: ${runs} requests per operation, seed ${seed} (FUZZ_SEED=${seed} repeats it)`);
const target = await startFuzzTarget();
const results: OperationStats[] = [];
const started = Date.now();
try {
  for (const model of operationModels()) {
    if (only && !only.includes(model.operationId)) continue;
    const stats = await fuzzOperation(target, model, runs, seed);
    results.push(stats);
    console.log(`  ${model.operationId}: ${stats.requests} requests, ${stats.failures.length ? 'FAIL' : 'ok'}`);
  }
  if (!only) {
    const statuses: Record<string, number> = {};
    const visitResult = await fc.check(
      fc.asyncProperty(visits, (visit) => runVisit(target, visit, statuses)),
      { numRuns: visitRuns, seed, endOnFailure: true },
    );
    const sent = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    const visitStats: OperationStats = {
      operationId: 'visit: register → login → check-in → check-out → invoice',
      requests: sent,
      valid: sent,
      invalid: 0,
      statuses,
      failures: visitResult.failed
        ? [
            `${visitResult.counterexample ? JSON.stringify(visitResult.counterexample) : ''}: ${String(visitResult.errorInstance)}`,
          ]
        : [],
    };
    results.push(visitStats);
    console.log(`  ${visitResult.numRuns} generated visits, ${visitResult.failed ? 'FAIL' : 'ok'}`);
  }
} finally {
  await target.close();
}
console.log(`\n${formatTable(results)}`);
const total = results.reduce((sum, s) => sum + s.requests, 0);
console.log(`\n${results.length} operations, ${total} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`);
const failed = results.filter((s) => s.failures.length > 0);
for (const s of failed) for (const f of s.failures) console.log(`\nFAIL ${s.operationId} ${f}`);
process.exit(failed.length ? 1 : 0);
