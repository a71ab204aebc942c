import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Operations } from '../src/contract.ts';
import { callOperation, malformed } from './support/callOperation.ts';
import { createTestApp, reservationIdOf, type TestApp } from './support/helpers.ts';
import { newMember, type Member } from './support/members.ts';
import { FIXTURE_STAY, insertPaidOrder, type FixtureOrder } from './support/invoiceFixtures.ts';
import { pdfText } from './support/pdfText.ts';

// Invoices and receipts (getUserPayment, getInvoiceDetails, backupReceiptPDF, getReceiptPdf)
// through app.inject on a real database. Payments are written as creditCardPay leaves them: a
// payment order and the folio lines that carry its id (./support/invoiceFixtures.ts).
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const member = (name?: { surname: string; name: string }) => newMember(t, { name });

/** A card payment of the member at the demo hotel, as creditCardPay records it. */
const payment = (who: Member | null, order: FixtureOrder = {}) =>
  insertPaidOrder(t.db, who ? Number(who.id) : null, order);

const payments = (who?: Member) => callOperation(t.app, 'getUserPayment', { token: who?.token });
const details = (who: Member | undefined, orderId: string, cuicinUserId?: string) =>
  callOperation(t.app, 'getInvoiceDetails', { token: who?.token, query: { orderId, cuicinUserId } });

type BackupEntry = Operations['backupReceiptPDF']['body']['list'][number];
const entry = (order: { orderId: string; saleIds: string[] }, more: Partial<BackupEntry> = {}): BackupEntry => ({
  checkinId: null,
  reserIds: [],
  saleIds: order.saleIds,
  orderId: order.orderId,
  guestName: '山田 太郎',
  paymentPage: 'checkout',
  provision: 'ご宿泊代',
  ...more,
});
const backup = (list: BackupEntry[]) => callOperation(t.app, 'backupReceiptPDF', { body: { list } });

const download = (who: Member | undefined, orderId: string) =>
  callOperation(t.app, 'getReceiptPdf', { token: who?.token, query: { orderId } });

const storedReceipts = (orderId: string) =>
  t.db.selectFrom('receipts').select(['receipt_number', 'guest_name', 'pdf']).where('order_id', '=', orderId).execute();

describe('getUserPayment', () => {
  it('lists the member’s successful payments, newest first, with the hotel’s names', async () => {
    const who = await member();
    const older = await payment(who, { createdAt: '2026-04-01T01:00:00Z' });
    const newest = await payment(who, { createdAt: '2026-05-20T09:15:00Z', hotelId: 'minato-inn' });
    const middle = await payment(who, { createdAt: '2026-05-01T12:00:00Z' });
    await payment(who, { createdAt: '2026-05-30T00:00:00Z', result: 'failure' });
    await payment(who, { createdAt: '2026-05-30T00:00:00Z', result: 'pending' });
    await payment(await member(), { createdAt: '2026-05-30T00:00:00Z' });

    const { status, body } = await payments(who);
    assert.equal(status, 200);
    assert.deepEqual(body.userPayment, [
      {
        hotelName: 'ビジネスイン港',
        hotelNameLatin: 'Business Inn Minato',
        createdAt: '2026-05-20T09:15:00.000Z',
        orderId: newest.orderId,
        timeZone: 'Asia/Tokyo',
        amount: 14280,
      },
      {
        hotelName: 'ホテル桜並木 浅草',
        hotelNameLatin: 'Hotel Sakuranamiki Asakusa',
        createdAt: '2026-05-01T12:00:00.000Z',
        orderId: middle.orderId,
        timeZone: 'Asia/Tokyo',
        amount: 14280,
      },
      {
        hotelName: 'ホテル桜並木 浅草',
        hotelNameLatin: 'Hotel Sakuranamiki Asakusa',
        createdAt: '2026-04-01T01:00:00.000Z',
        orderId: older.orderId,
        timeZone: 'Asia/Tokyo',
        amount: 14280,
      },
    ]);
  });

  it('is empty for a member who has paid nothing, and needs a signed-in member', async () => {
    assert.deepEqual((await payments(await member())).body, { userPayment: [] });
    assert.equal((await payments()).status, 401);
  });
});

describe('getInvoiceDetails', () => {
  it('shows the lines, the totals and the tax included per rate (8% and 10%, a discount deducted)', async () => {
    const who = await member({ surname: '佐藤', name: '花子' });
    const order = await payment(who, {
      lines: [...FIXTURE_STAY, { subject: '宿泊税 Accommodation tax', price: 200, rate: 0 }],
    });
    const { status, body } = await details(who, order.orderId);
    assert.equal(status, 200);
    assert.deepEqual(
      body.salesList.map((l: { salesSubjectName: string; salesPrice: number; taxRate: number }) => [
        l.salesSubjectName,
        l.salesPrice,
        l.taxRate,
      ]),
      [
        ['客室料金 Room charge', 12000, 10],
        ['駐車場 Parking', 2200, 10],
        ['人形焼 Ningyo-yaki (take-out)', 1080, 8],
        ['会員割引 Member discount', -1000, 10],
        ['宿泊税 Accommodation tax', 200, 0],
      ],
    );
    assert.equal(body.salesList[0].salesDate, '2026-05-11');
    // 10%: 12,000 + 2,200 - 1,000 = 13,200, of which 1,200 tax; 8%: 1,080, of which 80 tax.
    assert.deepEqual(body.total, {
      totalSalesPrice: 15480,
      totalSalesDiscount: 1000,
      totalAmount: 14480,
      totalReceipt8Price: 1080,
      totalReceipt8TaxPrice: 80,
      totalReceipt10Price: 13200,
      totalReceipt10TaxPrice: 1200,
      totalExemptPrice: 200,
    });
    assert.equal(body.pdfInfo.name, '佐藤 花子');
    assert.equal(body.pdfInfo.date, '2026-05-12T05:30:00.000Z');
    assert.equal(body.pdfInfo.hotelName, 'ホテル桜並木 浅草');
    assert.equal(body.pdfInfo.hotelNameLatin, 'Hotel Sakuranamiki Asakusa');
    assert.match(body.pdfInfo.hotelAddress, /浅草/);
    assert.equal(body.pdfInfo.hotelTelephone, '03-5830-1234');
    assert.equal(body.pdfInfo.provision, null);
    // sakura-asakusa is registered for qualified invoices (the NTA's illustrative number).
    assert.equal(body.pdfInfo.issuerName, '株式会社さくら並木ホテルズ');
    assert.equal(body.pdfInfo.invoiceRegistrationNumber, 'T1234567890123');
    assert.match(body.pdfInfo.receiptNumber, /^R20260512-[A-Z2-9]{6}$/);
    assert.equal(body.transactionNumber, order.orderId);
    assert.deepEqual(body.credit, { cardBrand: 'VISA', cardNumber: '************4242' });
    assert.equal(body.receiptPdf, false);

    // The receipt number is given once and kept.
    const again = await details(who, order.orderId, who.id);
    assert.equal(again.status, 200);
    assert.equal(again.body.pdfInfo.receiptNumber, body.pdfInfo.receiptNumber);
    assert.equal((await storedReceipts(order.orderId)).length, 1);
  });

  it('names the hotel as the issuer, with no registration number, where the hotel has none', async () => {
    const who = await member();
    const order = await payment(who, { hotelId: 'minato-inn' });
    const { status, body } = await details(who, order.orderId);
    assert.equal(status, 200);
    assert.equal(body.pdfInfo.issuerName, 'ビジネスイン港');
    assert.equal(body.pdfInfo.invoiceRegistrationNumber, null);
    assert.equal(body.total.totalReceipt10TaxPrice, 1200);
  });

  it('keeps a registration number to T and 13 digits in the database', async () => {
    for (const wrong of ['T123456789012', '1234567890123', 'T12345678901234', 't1234567890123']) {
      await assert.rejects(
        t.db.updateTable('hotels').set({ invoice_registration_number: wrong }).where('id', '=', 'minato-inn').execute(),
        /hotels_invoice_registration_number_format/,
      );
    }
  });

  it('answers another member’s order, a foreign cuicinUserId, an unpaid or unknown order with the same 404', async () => {
    const owner = await member();
    const other = await member();
    const order = await payment(owner);
    const declined = await payment(owner, { result: 'failure' });

    const missing = await details(owner, 'ORDdoesnotexist000000');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'invoice_not_found');
    for (const answer of [
      await details(other, order.orderId),
      await details(other, order.orderId, owner.id),
      await details(owner, order.orderId, other.id),
      await details(owner, declined.orderId),
    ]) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, missing.body);
    }
    // Nobody's look gave the order a receipt but its owner's.
    assert.equal((await storedReceipts(order.orderId)).length, 0);
    assert.equal((await details(undefined, order.orderId)).status, 401);
    assert.equal((await details(owner, order.orderId)).status, 200);
  });
});

describe('backupReceiptPDF and getReceiptPdf', () => {
  it('stores a PDF receipt with the invoice’s number, which the owner downloads', async () => {
    const who = await member({ surname: '佐藤', name: '花子' });
    const reservation = await reservationIdOf(t.db, 'SA-1001');
    const reservationDbId = (
      await t.db.selectFrom('reservations').select('id').where('public_id', '=', reservation).executeTakeFirstOrThrow()
    ).id;
    const order = await payment(who, { reservationIds: [reservationDbId], checkinIds: [4242] });
    const before = await details(who, order.orderId);
    const receiptNumber: string = before.body.pdfInfo.receiptNumber;
    const notYet = await download(who, order.orderId);
    assert.equal(notYet.status, 404);
    assert.equal(notYet.body?.code, 'receipt_not_found');

    const stored = await backup([entry(order, { reserIds: [reservation], checkinId: '4242' })]);
    assert.equal(stored.status, 200);
    assert.deepEqual(stored.body, { status: 'ok' });

    const [receipt] = await storedReceipts(order.orderId);
    assert.ok(receipt?.pdf);
    const pdf = Buffer.from(receipt.pdf);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = pdf.toString('latin1');
    assert.ok(text.includes(`Receipt ${receiptNumber}`), 'the receipt number is in the PDF');
    // A Japanese font, embedded as a subset (the font file itself is 5 MB).
    assert.match(text, /\/FontName \/[A-Z]{6}\+NotoSansJP/);
    assert.ok(pdf.length < 120_000, `receipt is ${pdf.length} bytes`);

    const after = await details(who, order.orderId);
    assert.equal(after.body.receiptPdf, true);
    assert.equal(after.body.pdfInfo.receiptNumber, receiptNumber);
    assert.equal(after.body.pdfInfo.name, '山田 太郎');
    assert.equal(after.body.pdfInfo.provision, 'ご宿泊代');

    const downloaded = await download(who, order.orderId);
    assert.equal(downloaded.status, 200);
    assert.equal(downloaded.headers['content-type'], 'application/pdf');
    assert.equal(downloaded.headers['content-disposition'], `attachment; filename="receipt-${receiptNumber}.pdf"`);
    assert.equal(downloaded.headers['cache-control'], 'no-store');
    assert.deepEqual(downloaded.rawPayload, pdf);
  });

  it('issues a qualified invoice where the hotel is registered and a plain receipt where it is not', async () => {
    const who = await member();
    const sakura = await payment(who);
    const minato = await payment(who, { hotelId: 'minato-inn' });
    await backup([entry(sakura), entry(minato)]);
    const [qualified] = await storedReceipts(sakura.orderId);
    const qualifiedText = pdfText(Buffer.from(qualified!.pdf!));
    assert.match(qualifiedText, /^領収書（適格請求書）\n/);
    assert.match(qualifiedText, /^株式会社さくら並木ホテルズ\n登録番号 Registration No\. T1234567890123$/m);
    assert.match(qualifiedText, /^人形焼 Ningyo-yaki \(take-out\) ※$/m);
    assert.match(qualifiedText, /^¥13,200（内消費税 tax ¥1,200）$/m);
    const [plain] = await storedReceipts(minato.orderId);
    const plainText = pdfText(Buffer.from(plain!.pdf!));
    assert.match(plainText, /^領 収 書\n/);
    assert.match(plainText, /^ビジネスイン港$/m);
    assert.doesNotMatch(plainText, /適格請求書|登録番号|T1234567890123/);
  });

  it('keeps one receipt per order: a repeat stores nothing new (same number, same addressee)', async () => {
    const who = await member();
    const order = await payment(who);
    await backup([entry(order)]);
    const [first] = await storedReceipts(order.orderId);
    const repeat = await backup([entry(order, { guestName: 'Someone Else' }), entry(order)]);
    assert.equal(repeat.status, 200);
    const receipts = await storedReceipts(order.orderId);
    assert.equal(receipts.length, 1);
    assert.equal(receipts[0]!.receipt_number, first!.receipt_number);
    assert.equal(receipts[0]!.guest_name, '山田 太郎');
    assert.deepEqual(Buffer.from(receipts[0]!.pdf!), Buffer.from(first!.pdf!));
  });

  it('refuses lines of another payment, unknown or unpaid orders, foreign reservations and check-ins, storing nothing', async () => {
    const who = await member();
    const order = await payment(who);
    const otherOrder = await payment(who);
    const declined = await payment(who, { result: 'failure' });
    const foreignReservation = await reservationIdOf(t.db, 'SA-1002');
    const refused = [
      [entry(order, { saleIds: [...order.saleIds, otherOrder.saleIds[0]!] })],
      [entry(order), entry(otherOrder, { saleIds: order.saleIds })],
      [entry(order, { saleIds: ['abc'] })],
      [entry(order, { orderId: 'ORDdoesnotexist000000' })],
      [entry(declined)],
      [entry(order, { reserIds: [foreignReservation] })],
      [entry(order, { checkinId: '1' })],
    ];
    for (const list of refused) {
      const answer = await backup(list);
      assert.equal(answer.status, 404, JSON.stringify(list));
      assert.equal(answer.body.code, 'receipt_order_not_found');
    }
    assert.deepEqual(await storedReceipts(order.orderId), []);
    assert.deepEqual(await storedReceipts(otherOrder.orderId), []);
  });

  it('gives the receipt to its owner only: another member, or nobody, gets the answer of a missing one', async () => {
    const owner = await member();
    const other = await member();
    const order = await payment(owner);
    await backup([entry(order)]);
    const missing = await download(owner, 'ORDdoesnotexist000000');
    assert.equal(missing.status, 404);
    const foreign = await download(other, order.orderId);
    assert.equal(foreign.status, 404);
    assert.deepEqual(foreign.body, missing.body);
    const anonymous = await download(undefined, order.orderId);
    assert.equal(anonymous.status, 401);
    assert.equal((await download(owner, order.orderId)).status, 200);
  });

  it('refuses unknown fields and empty lists (400)', async () => {
    const who = await member();
    const order = await payment(who);
    assert.equal((await backup([])).status, 400);
    assert.equal(
      (await callOperation(t.app, 'backupReceiptPDF', { body: malformed({ list: [{ ...entry(order), amount: 1 }] }) }))
        .status,
      400,
    );
  });
});
