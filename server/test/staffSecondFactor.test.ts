import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { staffSecondFactorRequired } from '../src/productionCheck.ts';
import { addStaff } from '../src/services/frontDeskStaff.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, createTestDatabase, type TestApp } from './support/helpers.ts';

// The staff's second factor (issue 32): TOTP enrolment and its confirmation, the code at sign-in,
// single-use recovery codes, the sign-in's throttle, the audit log without secrets, and production's
// requirement (staffSecondFactorRequired: a staff member without one may only enrol).
let t: TestApp;
let required: TestApp;
before(async () => {
  t = await createTestApp();
  const database = await createTestDatabase({ seeded: true });
  const app = await buildApp({ db: database.db, staffSecondFactorRequired: true });
  await app.ready();
  required = {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
after(async () => {
  await t.close();
  await required.close();
});

let accounts = 0;
let addresses = 0;
/** A staff account of the demo hotel of its own, so that tests share no attempts or second factor. */
async function newAccount(role: 'manager' | 'frontDesk' = 'manager', on: TestApp = t) {
  const email = `two-step-${++accounts}@${DEMO_HOTEL_ID}.example`;
  const { id } = await addStaff(on.db, {
    hotelId: DEMO_HOTEL_ID,
    email,
    name: '二段階',
    password: DEMO_PASSWORD,
    role,
  });
  return { id, email };
}

function login(app: FastifyInstance, email: string, code?: string) {
  return callOperation(app, 'frontDeskLogin', {
    remoteAddress: `198.19.40.${++addresses % 250}`,
    body: { email, password: DEMO_PASSWORD, ...(code !== undefined && { code }) },
  });
}
const start = (app: FastifyInstance, token: string) => callOperation(app, 'startStaffSecondFactorEnrolment', { token });
const confirm = (app: FastifyInstance, token: string, code: string) =>
  callOperation(app, 'confirmStaffSecondFactorEnrolment', { token, body: { code } });

/** The code of the next 30-second step: taken after the current one, which the confirmation used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
/** A 6-digit code that is not this one. */
const otherCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

/** Signs in, enrols and confirms: the secret and the recovery codes. */
async function enrolled(on: TestApp = t, role: 'manager' | 'frontDesk' = 'manager') {
  const { app } = on;
  const account = await newAccount(role, on);
  const { body } = await login(app, account.email);
  const started = await start(app, body.token);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const confirmed = await confirm(app, body.token, await generate({ secret: started.body.secret }));
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return {
    ...account,
    token: body.token,
    secret: started.body.secret,
    codes: confirmed.body.recoveryCodes,
  };
}

describe('enrolment', () => {
  it('answers a secret and its otpauth URI; a code of it confirms and answers 10 recovery codes once', async () => {
    const { email } = await newAccount();
    const signedIn = await login(t.app, email);
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.staff.secondFactor, 'optional');
    const { token } = signedIn.body;
    const started = await start(t.app, token);
    assert.equal(started.status, 200);
    assert.match(started.body.secret, /^[A-Z2-7]{32}$/);
    assert.match(started.body.otpauthUri, /^otpauth:\/\/totp\//);
    assert.ok(started.body.otpauthUri.includes(`secret=${started.body.secret}`));
    const code = await generate({ secret: started.body.secret });

    const wrong = await confirm(t.app, token, otherCode(code));
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.code, 'wrong_second_factor_code');

    const confirmed = await confirm(t.app, token, code);
    assert.equal(confirmed.status, 200);
    assert.equal(confirmed.body.recoveryCodes.length, 10);
    assert.equal(new Set(confirmed.body.recoveryCodes).size, 10);
    for (const recovery of confirmed.body.recoveryCodes) assert.match(recovery, /^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const again = await start(t.app, token);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'second_factor_already_enrolled');
    const confirmedAgain = await confirm(t.app, token, code);
    assert.equal(confirmedAgain.body.code, 'second_factor_already_enrolled');
    const me = await callOperation(t.app, 'getFrontDeskStaff', { token });
    assert.equal(me.body.secondFactor, 'enrolled');
  });

  it('a confirmation without a started enrolment answers 409 second_factor_not_started', async () => {
    const { email } = await newAccount();
    const { body } = await login(t.app, email);
    const answer = await confirm(t.app, body.token, '123456');
    assert.equal(answer.status, 409);
    assert.equal(answer.body.code, 'second_factor_not_started');
  });
});

describe('sign-in with a second factor', () => {
  it('asks for the code (401 second_factor_required), refuses a wrong one, takes the right one once', async () => {
    const { email, secret } = await enrolled();
    const none = await login(t.app, email);
    assert.equal(none.status, 401);
    assert.equal(none.body.code, 'second_factor_required');
    const code = await nextCode(secret);
    const wrong = await login(t.app, email, otherCode(code));
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.code, 'wrong_second_factor_code');
    const right = await login(t.app, email, code);
    assert.equal(right.status, 200, JSON.stringify(right.body));
    assert.equal(right.body.staff.secondFactor, 'enrolled');
    // The same code again (someone who saw it): refused.
    const replayed = await login(t.app, email, code);
    assert.equal(replayed.body.code, 'wrong_second_factor_code');
  });

  it('a recovery code signs in once, whatever its case and hyphen', async () => {
    const { email, codes } = await enrolled();
    const first = await login(t.app, email, codes[0]);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const reused = await login(t.app, email, codes[0]);
    assert.equal(reused.status, 400);
    assert.equal(reused.body.code, 'wrong_second_factor_code');
    const typed = await login(t.app, email, ` ${codes[1]!.replace('-', '').toUpperCase()} `);
    assert.equal(typed.status, 200, JSON.stringify(typed.body));
  });

  it('wrong codes use up the sign-in’s attempts: the sixth try answers 429, even with the right code', async () => {
    const { email, codes } = await enrolled();
    for (let i = 0; i < 5; i++) {
      const wrong = await login(t.app, email, '000000-wrong');
      assert.equal(wrong.status, 400, `attempt ${i + 1}`);
    }
    const throttled = await login(t.app, email, codes[0]);
    assert.equal(throttled.status, 429);
    assert.equal(throttled.body.code, 'too_many_requests');
  });

  it('records the enrolment and each recovery code used in the audit log, never the secret or a code', async () => {
    const { id, email, secret, codes } = await enrolled();
    assert.equal((await login(t.app, email, codes[2])).status, 200);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `staff/${id}`)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      rows.map((row) => row.operation),
      ['staff.add', 'staff.secondFactorEnrol', 'staff.recoveryCodeUse'],
    );
    assert.deepEqual(rows[2]!.after, { email, name: '二段階', role: 'manager', codesLeft: 9 });
    const text = JSON.stringify(rows).toLowerCase();
    assert.ok(!text.includes(secret.toLowerCase()), 'the secret');
    for (const code of codes) assert.ok(!text.includes(code.replace('-', '')) && !text.includes(code), code);
  });
});

describe('production requires a second factor', () => {
  it('is production without DEMO_MODE', () => {
    assert.equal(staffSecondFactorRequired({}), false);
    assert.equal(staffSecondFactorRequired({ NODE_ENV: 'development' }), false);
    assert.equal(staffSecondFactorRequired({ NODE_ENV: 'production' }), true);
    assert.equal(staffSecondFactorRequired({ NODE_ENV: 'production', DEMO_MODE: '0' }), true);
    assert.equal(staffSecondFactorRequired({ NODE_ENV: 'production', DEMO_MODE: '1' }), false);
  });

  it('a staff member without one signs in only to enrol: every other staff operation answers 403', async () => {
    const { app } = required;
    for (const { email } of [DEMO_STAFF[0], { email: (await newAccount('manager', required)).email }]) {
      const signedIn = await login(app, email);
      assert.equal(signedIn.status, 200);
      assert.equal(signedIn.body.staff.secondFactor, 'required');
      const { token } = signedIn.body;
      for (const operationId of [
        'listFrontDeskCheckins',
        'listFrontDeskRequestOrders',
        'listHotelStaff',
        'listAuditLog',
      ] as const) {
        const refused = await callOperation(app, operationId, { token });
        assert.equal(refused.status, 403, `${email} ${operationId}`);
        assert.equal(refused.body.code, 'second_factor_enrolment_required');
      }
      const me = await callOperation(app, 'getFrontDeskStaff', { token });
      assert.equal(me.status, 200);
    }
  });

  it('after enrolling, the sign-in with a code opens the front desk and the console', async () => {
    const { app } = required;
    const { email, secret } = await enrolled(required);
    const signedIn = await login(app, email, await nextCode(secret));
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    const { token } = signedIn.body;
    const checkins = await callOperation(app, 'listFrontDeskCheckins', { token });
    assert.equal(checkins.status, 200);
    const staff = await callOperation(app, 'listHotelStaff', { token });
    assert.equal(staff.status, 200);
  });
});
