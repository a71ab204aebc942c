import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { operationModels } from './fuzz/requests.ts';
import { fuzzOperation, startFuzzTarget, type FuzzTarget } from './fuzz/runFuzz.ts';
import { runVisit, visits } from './fuzz/sequences.ts';

// The short run of the contract fuzzer (server/test/fuzz/): every operation of openapi.yaml gets
// generated valid and mutated requests; no 5xx, only documented statuses and bodies, nothing
// invalid accepted. `npm run fuzz` runs 1,000 per operation with a new seed each time.
const RUNS = Number(process.env.FUZZ_TEST_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let target: FuzzTarget;
before(async () => {
  target = await startFuzzTarget();
});
after(async () => {
  await target?.close();
});

describe(`contract fuzzing (${RUNS} requests per operation, seed ${SEED})`, () => {
  for (const model of operationModels()) {
    it(model.operationId, async () => {
      const stats = await fuzzOperation(target, model, RUNS, SEED);
      assert.deepEqual(stats.failures, []);
      assert.ok(stats.valid > 0, 'no valid request was generated');
      const takesInput = model.parameters.length > 0 || model.body !== undefined;
      if (takesInput) assert.ok(stats.invalid > 0, 'no invalid request was generated');
    });
  }
});

describe('generated visits: register → login → check-in → check-out → invoice', () => {
  it('keeps the contract and the amounts from the folio to the invoice', async () => {
    await fc.assert(
      fc.asyncProperty(visits, (visit) => runVisit(target, visit)),
      { numRuns: Number(process.env.FUZZ_VISITS ?? 3), seed: SEED, endOnFailure: true },
    );
  });
});
