import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, demoPasswordHash } from '../src/db/seed/demoAccounts.ts';
import { hashPassword, lowerPasswordCostForTests, verifyPassword } from '../src/services/passwords.ts';

// The app's own cost, in a process that has not lowered it: the other server test files import
// support/helpers.ts, which lowers it for their thousands of sign-ins.
describe('the cost of a password hash', () => {
  it('is OWASP’s scrypt cost in the app, and the demo accounts’ stored hash is at it', async () => {
    const hash = await hashPassword('Correct7horse');
    assert.match(hash, /^scrypt\$131072\$8\$1\$/);
    assert.equal(await verifyPassword('Correct7horse', hash), true);
    assert.equal(await verifyPassword('Correct7hors', hash), false);
    const demo = await demoPasswordHash();
    assert.match(demo, /^scrypt\$131072\$8\$1\$/);
    assert.equal(await verifyPassword(DEMO_PASSWORD, demo), true);
  });

  it('is lower only for hashes made after a test lowers it, and a hash is checked at its own cost', async () => {
    const before = await hashPassword('Correct7horse');
    lowerPasswordCostForTests();
    const after = await hashPassword('Correct7horse');
    assert.match(after, /^scrypt\$1024\$8\$1\$/);
    assert.equal(await verifyPassword('Correct7horse', after), true);
    assert.equal(await verifyPassword('Correct7horse', before), true);
    assert.match(await demoPasswordHash(), /^scrypt\$1024\$8\$1\$/);
  });
});
