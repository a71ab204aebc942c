import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { runUpkeep } from '../src/services/upkeep.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, reservationIdOf, type TestApp } from './support/helpers.ts';
import { insertPaidOrder } from './support/invoiceFixtures.ts';
import { newMember, type Member } from './support/members.ts';
import { foreignCheckinBody, submitCheckin, uploadPassport } from './support/passportFixtures.ts';

// Issue 30: a check-in's personal data is kept 3 years after its check-out (until then, 3 years after
// the end of its planned stay) and then purged by the upkeep, whose clock is moved here (runUpkeep
// takes the time it runs at); what the hotel keeps for tax law (folio lines, orders, payments,
// receipts) stays and still loads.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const DAY = 86_400_000;
/**
 * The upkeep's clock, the same for every pass: 1102 days from now. A check-in arriving today (or with
 * a reservation of one night from today) is kept until at most 1098 days from now (3 years of up to
 * 1096 days from the end of its departure day); one arriving in 12 days, until at least 1107 days.
 */
const LATER = new Date(Date.now() + 1102 * DAY);

/** The member signed in again: the moved clock has purged the sessions that ended before it. */
async function signInAgain(member: Member): Promise<Member> {
  const response = await callOperation(t.app, 'login', { body: { email: member.email, password: DEMO_PASSWORD } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return { ...member, token: response.body.token };
}

const history = async (who: Member) =>
  (await callOperation(t.app, 'getCheckinHistory', { token: who.token })).body.checkinHistorys.map((c) => c.checkinId);
const detail = (who: Member, checkin: { checkinId: string; checkinCode: string }) =>
  callOperation(t.app, 'getCheckinHistoryDetail', {
    params: { checkinId: checkin.checkinId },
    query: { checkinCode: checkin.checkinCode },
    token: who.token,
  });

interface Guest {
  /**
   * Four digits, written into the guest's name, phone, address, companion, places, memo, receipt name
   * and ticket, each behind its own word (`Memo7301`), so `tablesHolding` finds these texts and not the
   * same digits in a timestamp's microseconds or an id.
   */
  tag: string;
  arrivalInDays?: number;
}

/**
 * An online check-in of a foreign guest with a companion, a passport in the register, a guidance
 * memo and a ticket, every personal text in it carrying `tag`.
 */
async function checkIn(who: Member, { tag, arrivalInDays = 0 }: Guest) {
  const passport = await uploadPassport(t, who.token, { nationality: 'USA', passportNumber: 'XK1234567' });
  const body = foreignCheckinBody({
    userId: who.id,
    accompany: [{ surname: `Companion${tag}`, name: 'Tom' }],
    passports: [{ guest: 0, passportId: passport.body.passportId }],
  });
  body.checkin.userCheckinTime += arrivalInDays * 86_400;
  body.checkin.previousPlaceToStay = `From${tag}`;
  body.checkin.nextPlaceToStay = `To${tag}`;
  body.checkin.guest.reservationTel = `0900${tag}`;
  body.checkin.user.telephone = `0900${tag}`;
  body.checkin.user.surname = `Carter${tag}`;
  body.checkin.user.address = `${tag} Main St, Portland`;
  body.checkinNote = { memo: `Memo${tag}` };
  body.receiptName = `Receipt${tag}`;
  const { status, body: answer } = await submitCheckin(t, who.token, body);
  assert.equal(status, 200, JSON.stringify(answer));
  const id = Number(answer.checkinId);
  await t.db
    .insertInto('checkin_tickets')
    .values({ checkin_id: id, ticket_name: 'Breakfast', exchange_code: `Ticket${tag}` })
    .execute();
  return { id, checkinId: answer.checkinId as string, checkinCode: answer.checkinCode as string };
}

/** How many companions, tickets and register entries (one per guest, passports among them) the check-in has. */
async function personalRows(checkinId: number) {
  const count = async (table: 'checkin_companions' | 'checkin_tickets' | 'guest_register') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('checkin_id', '=', checkinId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    companions: await count('checkin_companions'),
    tickets: await count('checkin_tickets'),
    register: await count('guest_register'),
  };
}

/** The tables (mails aside: their own rule, upkeep.test.ts) holding any of the guest's texts written with `tag`. */
async function tablesHolding(tag: string): Promise<string[]> {
  const texts = `(Companion|From|To|0900|Carter|Memo|Receipt|Ticket)${tag}|${tag} Main St`;
  const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'mails' ORDER BY 1`.execute(t.db);
  const holding = [];
  for (const { name } of tables.rows) {
    const found = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(name)} AS x
      WHERE x::text ~ ${texts}`.execute(t.db);
    if (found.rows[0]!.n > 0) holding.push(name);
  }
  return holding;
}

const checkinRow = (id: number) => t.db.selectFrom('checkins').selectAll().where('id', '=', id).executeTakeFirst();

describe('the retention of check-ins', () => {
  it('purges a check-in past its period with its companions, memo, register, passport and ticket; keeps one within', async () => {
    let emily = await newMember(t);
    let ann = await newMember(t);
    const past = await checkIn(emily, { tag: '7301' });
    const kept = await checkIn(ann, { tag: '7302', arrivalInDays: 12 });
    assert.deepEqual(await personalRows(past.id), { companions: 1, tickets: 1, register: 2 });
    const holding = ['checkin_companions', 'checkin_tickets', 'checkins', 'guest_register'];
    assert.deepEqual(await tablesHolding('7301'), holding);

    await runUpkeep(t.db, LATER);

    const row = await checkinRow(past.id);
    assert.equal(row?.status, 'purged');
    const emptied = [
      'user_id',
      'checkin_time',
      'user_checkin_time',
      'total_members',
      'telephone',
      'previous_place',
      'next_place',
      'checkin_note',
      'custom_answers',
      'receipt_name',
      'qr_json',
      'pass_id',
    ] as const;
    for (const column of emptied) assert.equal(row[column], null, column);
    assert.equal(row.checkin_code, past.checkinCode, 'kept: what accounting rows refer to');
    assert.deepEqual(await personalRows(past.id), { companions: 0, tickets: 0, register: 0 });
    assert.deepEqual(await tablesHolding('7301'), [], 'nothing of the guest left anywhere');

    // The other check-in is within its period: all of it stays.
    assert.equal((await checkinRow(kept.id))?.status, 'submitted');
    assert.equal((await checkinRow(kept.id))?.telephone, '09007302');
    assert.deepEqual(await personalRows(kept.id), { companions: 1, tickets: 1, register: 2 });
    assert.deepEqual(await tablesHolding('7302'), holding);

    // My Page no longer lists the purged check-in, and its page is not found; the other is there.
    emily = await signInAgain(emily);
    ann = await signInAgain(ann);
    assert.deepEqual(await history(emily), []);
    const gone = await detail(emily, past);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.code, 'checkin_not_found');
    assert.deepEqual(await history(ann), [kept.checkinId]);
    assert.equal((await detail(ann, kept)).status, 200);
  });

  it('keeps the folio lines, orders, payment, invoice and receipt of a purged check-in, which still load', async () => {
    let who = await newMember(t, { name: { surname: 'Carter', name: 'Emily' } });
    const checkin = await checkIn(who, { tag: '7311' });
    // An order during the stay paid by card: its lines carry the check-in, its order and payment too.
    const order = await insertPaidOrder(t.db, Number(who.id), { checkinIds: [checkin.id] });
    await t.db.updateTable('sales').set({ checkin_id: checkin.id }).where('order_id', '=', order.orderId).execute();
    await t.db
      .insertInto('request_orders')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_id: checkin.id,
        user_id: Number(who.id),
        room_number: '501',
        payment_method: 1,
        payment_order_id: order.orderId,
        total_amount: 14280,
      })
      .execute();
    const receipt = {
      checkinId: checkin.checkinId,
      reserIds: [],
      saleIds: order.saleIds,
      orderId: order.orderId,
      guestName: 'Carter Emily',
      paymentPage: 'request' as const,
      provision: 'ルームサービス代',
    };
    const backup = () => callOperation(t.app, 'backupReceiptPDF', { body: { list: [receipt] } });
    assert.equal((await backup()).status, 200);
    const invoice = () =>
      callOperation(t.app, 'getInvoiceDetails', { query: { orderId: order.orderId }, token: who.token });
    const pdf = () => callOperation(t.app, 'getReceiptPdf', { query: { orderId: order.orderId }, token: who.token });
    const invoiceBefore = await invoice();
    const pdfBefore = await pdf();
    assert.equal(invoiceBefore.status, 200);
    assert.equal(pdfBefore.status, 200);

    await runUpkeep(t.db, LATER);
    assert.equal((await checkinRow(checkin.id))?.status, 'purged');
    assert.deepEqual(await personalRows(checkin.id), { companions: 0, tickets: 0, register: 0 });

    who = await signInAgain(who);
    const invoiceAfter = await invoice();
    assert.equal(invoiceAfter.status, 200);
    assert.deepEqual(invoiceAfter.body, invoiceBefore.body);
    const pdfAfter = await pdf();
    assert.equal(pdfAfter.status, 200);
    assert.deepEqual(pdfAfter.rawPayload, pdfBefore.rawPayload);
    const payments = await callOperation(t.app, 'getUserPayment', { token: who.token });
    assert.deepEqual(
      payments.body.userPayment.map((p) => p.orderId),
      [order.orderId],
    );
    // A receipt asked for again names the purged check-in as its payment does: still accepted.
    assert.equal((await backup()).status, 200);
    const lines = await t.db.selectFrom('sales').select('checkin_id').where('order_id', '=', order.orderId).execute();
    assert.deepEqual(
      lines.map((l) => l.checkin_id),
      order.saleIds.map(() => checkin.id),
    );
    const orders = await t.db
      .selectFrom('request_orders')
      .select('room_number')
      .where('checkin_id', '=', checkin.id)
      .execute();
    assert.deepEqual(orders, [{ room_number: '501' }]);
  });

  it('deletes a pending check-in (setCheckin) past its period and leaves its reservation', async () => {
    const draft = async (code: string) => {
      const set = await callOperation(t.app, 'setCheckin', {
        body: { hotelId: DEMO_HOTEL_ID, reservationIds: [await reservationIdOf(t.db, code)] },
      });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      return Number(set.body.id);
    };
    const plain = await draft('SA-1001');
    // None should, but one a folio line referred to would take the line with it: it is emptied instead.
    const referred = await draft('SA-1002');
    await t.db
      .insertInto('sales')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_id: referred,
        sales_date: '2026-05-12',
        sales_subject_name: 'ミニバー Minibar',
        unit_price: 600,
        sales_price: 600,
        tax_rate: 10,
      })
      .execute();

    await runUpkeep(t.db, LATER);
    assert.equal(await checkinRow(plain), undefined);
    const links = await t.db
      .selectFrom('checkin_reservations')
      .select('reservation_id')
      .where('checkin_id', '=', plain)
      .execute();
    assert.deepEqual(links, []);
    const stays = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('reservation_code', '=', 'SA-1001')
      .execute();
    assert.equal(stays.length, 1);
    assert.equal((await checkinRow(referred))?.status, 'purged');
    const line = await t.db.selectFrom('sales').select('sales_price').where('checkin_id', '=', referred).execute();
    assert.deepEqual(line, [{ sales_price: 600 }]);
  });

  it('does nothing more when run again, and two passes at once purge each check-in once', async () => {
    const members = [await newMember(t), await newMember(t), await newMember(t)];
    const ids = [];
    for (const [i, who] of members.entries()) ids.push((await checkIn(who, { tag: `732${i}` })).id);
    const unpurged = async () =>
      Number(
        (
          await t.db
            .selectFrom('checkins')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '!=', 'purged')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await unpurged();
    const [first, second] = await Promise.all([runUpkeep(t.db, LATER, 1), runUpkeep(t.db, LATER, 1)]);
    // Each check-in purged (or draft deleted) is counted once, by one of the passes.
    assert.equal(first.checkins + second.checkins, before - (await unpurged()));
    assert.ok(first.checkins + second.checkins >= 3);
    const purged = await t.db.selectFrom('checkins').selectAll().where('id', 'in', ids).orderBy('id').execute();
    assert.deepEqual(
      purged.map((c) => c.status),
      ['purged', 'purged', 'purged'],
    );

    const again = await runUpkeep(t.db, LATER);
    assert.equal(again.checkins, 0);
    assert.deepEqual(
      await t.db.selectFrom('checkins').selectAll().where('id', 'in', ids).orderBy('id').execute(),
      purged,
    );
  });
});
