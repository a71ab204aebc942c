import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_MANAGERS, DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { recordChange } from '../src/services/auditLog.ts';
import { addStaff } from '../src/services/frontDeskStaff.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The hotel managers' staff screen and audit log (issue 32): roles on the staff token, a manager's
// staff operations on their own hotel only, the last manager kept, and each change in the audit log
// with nothing secret in it.
let t: TestApp;
let logins = 0;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Welcome2026';

async function login(email: string, password = DEMO_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/front-desk/login',
    remoteAddress: `198.19.20.${++logins}`,
    payload: { email, password },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { token: string; staff: { role: string; hotelId: string } };
}

const list = (token: string) => callOperation(t.app, 'listHotelStaff', { token });
const add = (token: string, body: OperationCall<'addHotelStaff'>['body'] | Record<string, string>) =>
  callOperation(t.app, 'addHotelStaff', { token, body: body as OperationCall<'addHotelStaff'>['body'] });
const setRole = (token: string, staffId: string, role: string) =>
  callOperation(t.app, 'changeHotelStaffRole', { token, params: { staffId }, body: malformed({ role }) });
const remove = (token: string, staffId: string) =>
  callOperation(t.app, 'removeHotelStaff', { token, params: { staffId } });
const auditLog = (token: string, cursor?: string) => callOperation(t.app, 'listAuditLog', { token, query: { cursor } });
const whoAmI = (token: string) => callOperation(t.app, 'getFrontDeskStaff', { token });

/** A new hotel with one manager of its own, so that tests do not share staff. */
let hotels = 0;
async function hotelWithManager() {
  const hotelId = `roles-${++hotels}`;
  await t.db
    .insertInto('hotels')
    .values({
      id: hotelId,
      hotel_name: '役割',
      hotel_name_latin: 'Roles',
      checkin_begin_time: '15:00',
      checkin_end_time: '23:00',
    })
    .execute();
  const email = `manager@${hotelId}.example`;
  // Its first manager, as the operator's command makes one.
  await addStaff(t.db, { hotelId, email, name: '支配人', password: DEMO_PASSWORD, role: 'manager' });
  return { hotelId, email, token: (await login(email)).token };
}

describe('staff roles', () => {
  it('the sign-in and /me carry the role: the demo managers are managers, the front desk frontDesk', async () => {
    const manager = await login(DEMO_MANAGERS[0].email);
    assert.equal(manager.staff.role, 'manager');
    assert.equal(manager.staff.hotelId, DEMO_HOTEL_ID);
    const desk = await login(DEMO_STAFF[0].email);
    assert.equal(desk.staff.role, 'frontDesk');
    const me = await whoAmI(desk.token);
    assert.equal(me.body.role, 'frontDesk');
  });

  it('a front-desk token gets 403 manager_only, in the error catalogue’s English', async () => {
    const { token } = await login(DEMO_STAFF[0].email);
    const answer = await list(token);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.code, 'manager_only');
    assert.equal(answer.body.message, "Only the hotel's managers can do this.");
  });
});

describe('a manager manages their hotel’s staff', () => {
  it('adds a front-desk member who then signs in with the initial password; lists them', async () => {
    const { token, hotelId } = await hotelWithManager();
    const added = await add(token, {
      email: 'Desk.One@roles.example',
      name: ' 受付 一 ',
      role: 'frontDesk',
      password: NEW_PASSWORD,
    });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal(added.body.role, 'frontDesk');
    assert.equal(added.body.name, '受付 一');
    const signedIn = await login('desk.one@roles.example', NEW_PASSWORD);
    assert.equal(signedIn.staff.hotelId, hotelId);
    assert.equal(signedIn.staff.role, 'frontDesk');
    const listed = await list(token);
    assert.deepEqual(
      listed.body.staff.map((s: { email: string; role: string }) => [s.email, s.role]),
      [
        [`manager@${hotelId}.example`, 'manager'],
        ['Desk.One@roles.example', 'frontDesk'],
      ],
    );
  });

  it('refuses a weak password, a taken address and bad input', async () => {
    const { token } = await hotelWithManager();
    const weak = await add(token, { email: 'weak@roles.example', name: 'W', role: 'frontDesk', password: 'password' });
    assert.equal(weak.status, 400);
    assert.equal(weak.body.code, 'invalid_password');
    const taken = await add(token, {
      email: 'FRONTDESK@sakura-demo.example',
      name: 'T',
      role: 'frontDesk',
      password: NEW_PASSWORD,
    });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.code, 'email_taken');
    const badRole = await add(token, { email: 'x@roles.example', name: 'X', role: 'owner', password: NEW_PASSWORD });
    assert.equal(badRole.status, 400);
    const blank = await add(token, {
      email: 'y@roles.example',
      name: '   ',
      role: 'frontDesk',
      password: NEW_PASSWORD,
    });
    assert.equal(blank.status, 400);
  });

  it('changes a role both ways; the new role holds on the next call of the same token', async () => {
    const { token } = await hotelWithManager();
    const added = await add(token, {
      email: 'promote@roles.example',
      name: 'P',
      role: 'frontDesk',
      password: NEW_PASSWORD,
    });
    const theirs = (await login('promote@roles.example', NEW_PASSWORD)).token;
    assert.equal((await list(theirs)).status, 403);
    const promoted = await setRole(token, added.body.staffId, 'manager');
    assert.equal(promoted.status, 200);
    assert.equal(promoted.body.role, 'manager');
    assert.equal((await list(theirs)).status, 200);
    const demoted = await setRole(token, added.body.staffId, 'frontDesk');
    assert.equal(demoted.body.role, 'frontDesk');
    assert.equal((await list(theirs)).status, 403);
  });

  it('removes a member: their sign-in ends at once', async () => {
    const { token } = await hotelWithManager();
    const added = await add(token, {
      email: 'leaving@roles.example',
      name: 'L',
      role: 'frontDesk',
      password: NEW_PASSWORD,
    });
    const theirs = (await login('leaving@roles.example', NEW_PASSWORD)).token;
    const removed = await remove(token, added.body.staffId);
    assert.deepEqual(removed, { status: 200, body: { status: 'ok' } });
    const me = await whoAmI(theirs);
    assert.equal(me.status, 401);
    assert.equal((await remove(token, added.body.staffId)).body.code, 'staff_not_found');
  });

  it('keeps the last manager: neither demoted nor removed; with a second one, either can go', async () => {
    const { token } = await hotelWithManager();
    const me = (await list(token)).body.staff[0].staffId as string;
    const demote = await setRole(token, me, 'frontDesk');
    assert.equal(demote.status, 409);
    assert.equal(demote.body.code, 'last_manager');
    assert.equal((await remove(token, me)).body.code, 'last_manager');
    // Setting the role they have is no change, and allowed.
    assert.equal((await setRole(token, me, 'manager')).status, 200);
    const second = await add(token, {
      email: 'second@roles.example',
      name: 'S',
      role: 'manager',
      password: NEW_PASSWORD,
    });
    assert.equal((await setRole(token, me, 'frontDesk')).status, 200);
    // Now a front-desk member: the manager's operations are closed to this token.
    assert.equal((await list(token)).status, 403);
    const other = (await login('second@roles.example', NEW_PASSWORD)).token;
    assert.equal((await remove(other, second.body.staffId)).body.code, 'last_manager');
  });

  it('another hotel’s staff member answers as a missing one (404 staff_not_found)', async () => {
    const { token } = await hotelWithManager();
    const sakuraDesk = await t.db
      .selectFrom('staff')
      .select('id')
      .where('email_normalized', '=', DEMO_STAFF[0].email)
      .executeTakeFirstOrThrow();
    const missing = await setRole(token, '999999999', 'manager');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'staff_not_found');
    assert.deepEqual(await setRole(token, String(sakuraDesk.id), 'manager'), missing);
    assert.deepEqual(await remove(token, String(sakuraDesk.id)), await remove(token, '999999999'));
    const row = await t.db.selectFrom('staff').select('role').where('id', '=', sakuraDesk.id).executeTakeFirst();
    assert.equal(row?.role, 'frontDesk');
  });
});

describe('the audit log', () => {
  it('records each staff change with who, what, before and after, newest first, never the password', async () => {
    const { token, email, hotelId } = await hotelWithManager();
    const added = await add(token, {
      email: 'audited@roles.example',
      name: 'A',
      role: 'frontDesk',
      password: NEW_PASSWORD,
    });
    await setRole(token, added.body.staffId, 'manager');
    await remove(token, added.body.staffId);
    const { status, body } = await auditLog(token);
    assert.equal(status, 200);
    const target = `staff/${added.body.staffId}`;
    const rows = body.entries.filter((e: { target: string }) => e.target === target);
    assert.deepEqual(
      rows.map((e: { operation: string; actor: string; before: unknown; after: unknown }) => [
        e.operation,
        e.actor,
        e.before,
        e.after,
      ]),
      [
        ['staff.remove', email, { email: 'audited@roles.example', name: 'A', role: 'manager' }, null],
        [
          'staff.changeRole',
          email,
          { email: 'audited@roles.example', name: 'A', role: 'frontDesk' },
          { email: 'audited@roles.example', name: 'A', role: 'manager' },
        ],
        ['staff.add', email, null, { email: 'audited@roles.example', name: 'A', role: 'frontDesk' }],
      ],
    );
    // The manager's own account, made by the operator's command, is the oldest row.
    assert.equal(body.entries.at(-1)?.actor, 'operator');
    const stored = await t.db.selectFrom('audit_log').selectAll().where('hotel_id', '=', hotelId).execute();
    const text = JSON.stringify(stored);
    assert.ok(!text.includes(NEW_PASSWORD) && !text.includes(DEMO_PASSWORD) && !text.includes('scrypt'));
  });

  it('a refused change writes nothing', async () => {
    const { token, hotelId } = await hotelWithManager();
    const me = (await list(token)).body.staff[0].staffId as string;
    const count = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('hotel_id', '=', hotelId).execute()).length;
    const before = await count();
    await setRole(token, me, 'frontDesk');
    await add(token, { email: 'weak2@roles.example', name: 'W', role: 'frontDesk', password: 'weak' });
    assert.equal(await count(), before);
  });

  it('pages with a cursor, and shows only the manager’s hotel', async () => {
    const { token, hotelId } = await hotelWithManager();
    const actor = { staffId: null, email: 'operator' };
    for (let i = 0; i < 60; i++) {
      await recordChange(t.db, {
        hotelId,
        actor,
        operation: 'page.update',
        target: `thing/${i}`,
        before: null,
        after: { i },
      });
    }
    await recordChange(t.db, {
      hotelId: MINIMAL_HOTEL_ID,
      actor,
      operation: 'hotel.updateSettings',
      target: 'the-other-hotel',
      before: null,
      after: null,
    });
    const first = await auditLog(token);
    assert.equal(first.body.entries.length, 50);
    assert.equal(first.body.entries[0].target, 'thing/59');
    assert.ok(first.body.nextCursor);
    const second = await auditLog(token, first.body.nextCursor);
    const all = [...first.body.entries, ...second.body.entries];
    assert.equal(second.body.nextCursor, null);
    assert.equal(all.filter((e: { operation: string }) => e.operation === 'page.update').length, 60);
    assert.ok(all.every((e: { target: string }) => e.target !== 'the-other-hotel'));
    const ids = all.map((e: { id: string }) => Number(e.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
  });

  it('refuses to record a secret field', async () => {
    await assert.rejects(
      recordChange(t.db, {
        hotelId: DEMO_HOTEL_ID,
        actor: { staffId: null, email: 'operator' },
        operation: 'staff.add',
        target: 'x',
        before: null,
        after: { nested: { passwordHash: 'x' } },
      }),
      /never records after\.nested\.passwordHash/,
    );
  });
});
