import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runHotelCommand } from '../src/cli/hotel.ts';
import { ROOT_DIR } from '../src/config.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/dataDirLock.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { RETENTION_YEARS, yearsLater } from '../src/services/retention.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The hotel command (`npm run hotel -- ...`): staff accounts, approvals through the same function as
// the front-desk page, and its refusal while a server holds the embedded database.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const withPassword = (password: string) => ({ password: () => Promise.resolve(password) });
const addStaff = (args: string[], password = DEMO_PASSWORD) =>
  runHotelCommand(t.db, ['add-staff', ...args], withPassword(password));

describe('npm run hotel -- add-staff', () => {
  it('creates a staff account of the hotel that signs in to its front desk only', async () => {
    const output = await addStaff([MINIMAL_HOTEL_ID, 'Night.Desk@Minato-Demo.example', '夜勤 太郎']);
    assert.equal(
      output,
      'Added front-desk staff Night.Desk@Minato-Demo.example at minato-inn: they sign in at /front-desk.',
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/login',
      payload: { email: 'night.desk@minato-demo.example', password: DEMO_PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(login.json().staff.hotelId, MINIMAL_HOTEL_ID);
    assert.equal(login.json().staff.name, '夜勤 太郎');
    const row = await t.db
      .selectFrom('staff')
      .select('password_hash')
      .where('email_normalized', '=', 'night.desk@minato-demo.example')
      .executeTakeFirstOrThrow();
    assert.match(row.password_hash, /^scrypt\$/);
    assert.ok(!row.password_hash.includes(DEMO_PASSWORD));
  });

  it('refuses an unknown hotel, a taken email (whatever its case) and a bad email, clearly', async () => {
    await assert.rejects(
      addStaff(['no-such-hotel', 'a@example.com', 'A']),
      /^Error: There is no hotel "no-such-hotel"\.$/,
    );
    await assert.rejects(
      addStaff([DEMO_HOTEL_ID, 'FRONTDESK@sakura-demo.example', 'B']),
      /FRONTDESK@sakura-demo\.example already has a staff account\./,
    );
    await assert.rejects(addStaff([DEMO_HOTEL_ID, 'not-an-email', 'C']), /"not-an-email" is not an email address\./);
    await assert.rejects(addStaff([DEMO_HOTEL_ID, 'c@example.com', '  ']), /The name must be 1 to 100 characters\./);
  });

  it('refuses a weak password with the members’ rule, and a missing one', async () => {
    await assert.rejects(
      addStaff([DEMO_HOTEL_ID, 'weak@example.com', 'D'], 'password'),
      /Please set the password with 8 characters or more using lowercase, uppercase characters, and number\./,
    );
    await assert.rejects(addStaff([DEMO_HOTEL_ID, 'none@example.com', 'E'], ''), /No password: set STAFF_PASSWORD/);
    assert.equal(
      await t.db
        .selectFrom('staff')
        .select('id')
        .where('email', 'in', ['weak@example.com', 'none@example.com'])
        .executeTakeFirst(),
      undefined,
    );
  });

  it('takes no password from the command line: extra arguments are a usage error', async () => {
    await assert.rejects(addStaff([DEMO_HOTEL_ID, 'f@example.com', 'F', DEMO_PASSWORD]), /Usage: npm run hotel/);
    await assert.rejects(addStaff([DEMO_HOTEL_ID, 'f@example.com']), /add-staff <hotelId> <email> <name>/);
  });
  it('--role manager makes a manager, whose sign-in carries the role; another role is refused', async () => {
    const output = await addStaff([MINIMAL_HOTEL_ID, 'boss@minato-demo.example', '支配人 港', '--role', 'manager']);
    assert.equal(output, 'Added manager boss@minato-demo.example at minato-inn: they sign in at /front-desk.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/login',
      remoteAddress: '198.19.30.1',
      payload: { email: 'boss@minato-demo.example', password: DEMO_PASSWORD },
    });
    assert.equal(login.json().staff.role, 'manager');
    const plain = await addStaff([MINIMAL_HOTEL_ID, 'plain@minato-demo.example', 'P']);
    assert.match(plain, /^Added front-desk staff/);
    await assert.rejects(
      addStaff([MINIMAL_HOTEL_ID, 'owner@minato-demo.example', 'O', '--role', 'owner']),
      /^Error: --role is manager or frontDesk, not "owner"\.$/,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'operation', 'after'])
      .where('target', 'like', 'staff/%')
      .where('hotel_id', '=', MINIMAL_HOTEL_ID)
      .orderBy('id')
      .execute();
    const boss = audit.find((row) => (row.after as { email: string }).email === 'boss@minato-demo.example');
    assert.deepEqual(boss, {
      actor: 'operator',
      operation: 'staff.add',
      after: { email: 'boss@minato-demo.example', name: '支配人 港', role: 'manager' },
    });
  });
});

describe('npm run hotel -- create', () => {
  const create = (args: string[]) => runHotelCommand(t.db, ['create', ...args]);

  it('creates an empty hotel whose guide answers, and records it; its first manager follows', async () => {
    const output = await create([
      'harbour-view',
      '--name',
      'ハーバービュー',
      '--name-latin',
      'Harbour View',
      '--phone',
      '045-000-1234',
    ]);
    assert.equal(
      output,
      'Created hotel harbour-view: add its first manager with npm run hotel -- add-staff harbour-view <email> <name> --role manager.',
    );
    const guide = await t.app.inject({ method: 'GET', url: '/api/hotel-guide?hotelId=harbour-view' });
    assert.equal(guide.statusCode, 200, guide.body);
    assert.equal(guide.json().facilityBasicInfo.hotelName, 'ハーバービュー');
    assert.equal(guide.json().facilityBasicInfo.hotelNameLatin, 'Harbour View');
    assert.equal(guide.json().facilityBasicInfo.timeZone, 'Asia/Tokyo');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'operation', 'target', 'before', 'after'])
      .where('hotel_id', '=', 'harbour-view')
      .execute();
    assert.deepEqual(audit, [
      {
        actor: 'operator',
        operation: 'hotel.create',
        target: 'hotel/harbour-view',
        before: null,
        after: { name: 'ハーバービュー', nameLatin: 'Harbour View', timeZone: 'Asia/Tokyo', telephone: '045-000-1234' },
      },
    ]);
    assert.match(await addStaff(['harbour-view', 'gm@harbour.example', 'GM', '--role', 'manager']), /^Added manager/);
  });

  it('takes a time zone, and refuses an existing id, a bad id, a bad time zone and missing names', async () => {
    await create(['pacific-inn', '--name', '太平洋', '--name-latin', 'Pacific Inn', '--time-zone', 'Pacific/Honolulu']);
    const row = await t.db.selectFrom('hotels').select('time_zone').where('id', '=', 'pacific-inn').executeTakeFirst();
    assert.equal(row?.time_zone, 'Pacific/Honolulu');
    await assert.rejects(
      create([DEMO_HOTEL_ID, '--name', '桜', '--name-latin', 'Sakura']),
      /^Error: There is already a hotel "sakura-asakusa"\.$/,
    );
    await assert.rejects(create(['bad id!', '--name', 'x', '--name-latin', 'x']), /"bad id!" is not a hotel id/);
    await assert.rejects(
      create(['zoned', '--name', 'x', '--name-latin', 'x', '--time-zone', 'Mars/Olympus']),
      /"Mars\/Olympus" is not a time zone/,
    );
    await assert.rejects(create(['nameless', '--name', 'x']), /needs --name \(Japanese\) and --name-latin/);
    await assert.rejects(create(['nameless', '--colour', 'x']), /Usage: npm run hotel/);
    await assert.rejects(create([]), /Usage: npm run hotel/);
    const made = await t.db.selectFrom('hotels').select('id').where('id', 'in', ['zoned', 'nameless']).execute();
    assert.deepEqual(made, []);
  });
});

describe('npm run hotel -- approve', () => {
  it('approves through the same function as the front desk, which then lists it as approved', async () => {
    const { id } = await t.db
      .insertInto('checkins')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_code: 'HOTELCMD0001',
        status: 'submitted',
        approved_status: 0,
        jpn_gtd_status: 0,
        front_supported: false,
        telephone: '08000001111',
        retain_until: yearsLater(new Date(), RETENTION_YEARS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/login',
      payload: { email: 'frontdesk@sakura-demo.example', password: DEMO_PASSWORD },
    });
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/front-desk/checkins',
          headers: { authorization: `Bearer ${login.json().token}` },
        })
      )
        .json()
        .checkins.filter((c: { checkinId: string }) => c.checkinId === String(id))
        .map((c: { approvedStatus: number; undoUntil: string | null }) => [c.approvedStatus, c.undoUntil !== null]);
    assert.deepEqual(await listed(), [[0, false]]);
    assert.match(await runHotelCommand(t.db, ['pending']), /HOTELCMD0001/);
    assert.equal(
      await runHotelCommand(t.db, ['approve', 'hotelcmd0001']),
      `Approved check-in ${id} (HOTELCMD0001) at ${DEMO_HOTEL_ID}.`,
    );
    // Approved, and for a few minutes its approval can be undone on the front-desk page.
    assert.deepEqual(await listed(), [[2, true]]);
  });

  it('tells the hotel’s webhook endpoints, as the front desk’s approval does, once', async () => {
    const { id } = await t.db
      .insertInto('checkins')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_code: 'HOTELCMD0002',
        status: 'submitted',
        approved_status: 0,
        jpn_gtd_status: 0,
        front_supported: false,
        retain_until: yearsLater(new Date(), RETENTION_YEARS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const endpoint = await t.db
      .insertInto('webhook_endpoints')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        url: 'http://127.0.0.1:9/hooks',
        event_types: ['checkin.approved'],
        secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await runHotelCommand(t.db, ['approve', String(id)]);
    // Approved again: nothing more to tell.
    await runHotelCommand(t.db, ['approve', 'HOTELCMD0002']);
    const events = await t.db
      .selectFrom('webhook_events as v')
      .innerJoin('webhook_deliveries as d', 'd.event_id', 'v.id')
      .select(['v.type', 'v.payload', 'd.status'])
      .where('d.endpoint_id', '=', endpoint.id)
      .execute();
    assert.deepEqual(
      events.map((e) => [e.type, (JSON.parse(e.payload) as { data: unknown }).data, e.status]),
      [['checkin.approved', { hotelId: DEMO_HOTEL_ID, checkinId: String(id), checkinCode: 'HOTELCMD0002' }, 'pending']],
    );
  });
});

// ------------------------------------------------------------------------------ the lock

const tempDirs: string[] = [];
after(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-lock-'));
  tempDirs.push(dir);
  return dir;
};
const writeLock = (dir: string, content: unknown) =>
  fs.writeFileSync(path.join(dir, LOCK_FILE), typeof content === 'string' ? content : JSON.stringify(content));
const lockContent = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the embedded database’s lock (db/dataDirLock.ts)', () => {
  it('is held by one process: a second taker is told who holds it, and it is free again on release', () => {
    const dir = tempDataDir();
    const lock = lockDataDir(dir, 'serve');
    assert.deepEqual(lockContent(dir), { pid: process.pid, holder: 'serve' });
    assert.throws(
      () => lockDataDir(dir, 'hotel'),
      (error: unknown) =>
        error instanceof DataDirLockedError &&
        error.byServer &&
        error.message === `The embedded database in ${dir} is in use by a running server (pid ${process.pid}).`,
    );
    lock.release();
    assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false);
    lockDataDir(dir, 'seed').release();
  });

  it('takes over the lock of a process that died, one it cannot read, or one left with its own pid', () => {
    // The last: a container restarted on its data volume runs with the pid of the one that died.
    for (const stale of [{ pid: deadPid(), holder: 'serve' }, 'half-written{', { pid: process.pid, holder: 'serve' }]) {
      const dir = tempDataDir();
      writeLock(dir, stale);
      const lock = lockDataDir(dir, 'hotel');
      assert.deepEqual(lockContent(dir), { pid: process.pid, holder: 'hotel' });
      lock.release();
    }
  });

  it('does not remove a lock that another process has taken since', () => {
    const dir = tempDataDir();
    const lock = lockDataDir(dir, 'hotel');
    writeLock(dir, { pid: 1, holder: 'serve' });
    lock.release();
    assert.deepEqual(lockContent(dir), { pid: 1, holder: 'serve' });
  });
});

/** Runs a command of package.json's on the embedded database in `dataDir`. */
function run(script: string, args: string[], dataDir: string, input?: string) {
  const { PORT: _port, PUBLIC_URL: _url, STAFF_PASSWORD: _password, ...env } = process.env;
  const child = spawn(process.execPath, [`server/src/cli/${script}.ts`, ...args], {
    cwd: ROOT_DIR,
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(input ?? '');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

// Spawned on the embedded database only (with TEST_DATABASE_URL the lock is not used at all).
describe(
  'the commands while a server holds the embedded database',
  { skip: Boolean(process.env.TEST_DATABASE_URL) },
  () => {
    it('the hotel command, the seed and a second server refuse with a clear message and exit code 1', async () => {
      const dir = tempDataDir();
      // This test process stands in for the running server: its pid is alive.
      writeLock(dir, { pid: process.pid, holder: 'serve' });
      const held = `The embedded database in ${dir} is in use by a running server (pid ${process.pid}).`;
      const [approve, seed, serve] = await Promise.all([
        run('hotel', ['approve', 'ABCD2345EFGH'], dir),
        run('seed', [], dir),
        run('serve', [], dir),
      ]);
      assert.equal(approve.code, 1);
      assert.equal(
        approve.stderr.trim(),
        `${held} Approve from the front-desk page http://localhost:8080/front-desk, or stop the server first.`,
      );
      assert.equal(seed.code, 1);
      assert.match(seed.stderr, new RegExp(`^${held.replace(/[.()]/g, '\\$&')} Stop it first`));
      assert.equal(serve.code, 1);
      // The server says it in its log (a fatal line of component serve), the commands to the operator.
      const refusal = JSON.parse(serve.stdout) as { level: string; component: string; msg: string };
      assert.deepEqual([refusal.level, refusal.component], ['fatal', 'serve']);
      assert.match(
        refusal.msg,
        /is in use by a running server .* Stop it first, or start this one with another DATA_DIR\./,
      );
      assert.equal(fs.existsSync(path.join(dir, 'pglite')), false, 'none of them opened the database');
      assert.deepEqual(lockContent(dir), { pid: process.pid, holder: 'serve' });
    });

    it('after a server died: the seed takes the lock over, add-staff reads the password from stdin', async () => {
      const dir = tempDataDir();
      writeLock(dir, { pid: deadPid(), holder: 'serve' });
      const seed = await run('seed', [], dir);
      assert.equal(seed.code, 0, seed.stderr);
      assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false, 'released');
      const added = await run(
        'hotel',
        ['add-staff', DEMO_HOTEL_ID, 'evening@sakura-demo.example', 'Evening'],
        dir,
        `${DEMO_PASSWORD}\n`,
      );
      assert.equal(added.code, 0, added.stderr);
      assert.match(added.stdout, /Added front-desk staff evening@sakura-demo\.example at sakura-asakusa/);
      const weak = await run('hotel', ['add-staff', DEMO_HOTEL_ID, 'weak@sakura-demo.example', 'Weak'], dir, 'weak\n');
      assert.equal(weak.code, 1);
      assert.match(weak.stderr, /Please set the password with 8 characters/);
      assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false);
    });
  },
);
