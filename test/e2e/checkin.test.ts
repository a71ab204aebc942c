import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { answerGuidance, fillCheckinForm } from './checkinSteps.ts';
import { assertNoViolations, errorsOf, lastMailTo, signInAs, startE2E, type E2E } from './harness.ts';

// Online check-in in Chromium, against the real server and production build (spec doc 2 §2, §4).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SAKURA = 'hotelId=sakura-asakusa&lang=en';
const MINATO = 'hotelId=minato-inn&lang=en';
const HANAKO = 'hanako.yamada@sakura-demo.example';

/** The check-in keys of session storage that hold something, each value parsed (stored twice encoded). */
function checkinSession(page: Page) {
  return page.evaluate(() => {
    const keys = [
      'checkinData',
      'searchReservations',
      'customCheckinData',
      'checkinPaymentData',
      'approvedCheckinData',
      'guidance',
    ];
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const raw = window.sessionStorage.getItem(key);
      const value: unknown = raw ? JSON.parse((JSON.parse(raw) as { value: string }).value) : null;
      if (value !== null) out[key] = value;
    }
    return out;
  });
}

describe('online check-in', () => {
  it('phone search → list → sign-in → guidance → payment → confirm → accept with the QR code', async () => {
    const page = await e2e.newPage();
    const sessions: Record<string, unknown> = {};
    await page.goto(`/hotel-guide?${SAKURA}`);
    await page.getByRole('link', { name: 'Check-in' }).click();
    await page.waitForURL(/\/checkin\?/);
    // The header shows the hotel's name (Latin outside Japanese).
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    await assertNoViolations(page);
    await fillCheckinForm(page, '09000000001');

    await page.waitForURL(/\/checkin-reservation-confirm\?/);
    sessions.afterForm = await checkinSession(page);
    const card = page.getByRole('listitem').filter({ hasText: 'SA-1001' });
    await card.getByText('Taro Yamada').first().waitFor();
    await assertNoViolations(page);
    const next = page.getByRole('button', { name: 'Next' });
    assert.equal(await next.isDisabled(), true);
    await card.getByRole('checkbox').check();
    await next.click();

    // The guidance step needs a member: login, then back to where the guest was going.
    await page.waitForURL(/\/login\?/);
    await page.getByLabel(/Email address/).fill(HANAKO);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Password\*?$/).fill('Sakura2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/custom-checkin\?/);
    sessions.afterList = await checkinSession(page);
    await page.getByLabel('How will you arrive?').waitFor();
    await assertNoViolations(page);
    await answerGuidance(page);

    await page.waitForURL(/\/checkin-payment\?/);
    sessions.afterGuidance = await checkinSession(page);
    await page.getByText('Amount billed').first().waitFor();
    await page.getByText('¥16,580').first().waitFor();
    // The demo hotel takes the front desk and cards at check-in; the guest chooses.
    assert.equal(await page.getByRole('radio').count(), 2);
    await page.getByRole('radio', { name: 'Pay at the front desk' }).check();
    assert.equal(await page.getByRole('textbox', { name: 'Name on the receipt' }).inputValue(), '山田 花子');
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL(/\/checkin-confirm\?/);
    sessions.afterPayment = await checkinSession(page);
    for (const text of ['Accommodation information', 'Representative information', 'Payment details']) {
      await page.getByRole('heading', { level: 2, name: text }).waitFor();
    }
    await page.getByText('Ken Yamada').waitFor();
    await page.getByText('A quiet room, please').waitFor();
    await page.getByText('Pay at the front desk').waitFor();
    await page.getByText('Mileage Guide').waitFor();
    await assertNoViolations(page);
    await page.getByRole('link', { name: 'Edit Accommodation information' }).click();
    await page.waitForURL(/\/checkin-edit\?/);
    await page.getByRole('heading', { level: 1, name: 'Edit registration' }).waitFor();
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByRole('button', { name: 'Check in' }).click();

    await page.waitForURL(/\/checkin-accept\?/);
    sessions.afterCheckin = await checkinSession(page);
    await page.getByRole('heading', { level: 2, name: 'Welcome!' }).waitFor();
    const qr = page.getByRole('img', { name: 'Check-in QR code' });
    assert.equal(await qr.getAttribute('width'), '235');
    const code = (await page.getByText(/^Check-in ID: /).textContent())!.replace('Check-in ID: ', '');
    // The QR code is the pass payload without pass_id, base64 (rule 11).
    const payload = JSON.parse(Buffer.from((await qr.getAttribute('data-value'))!, 'base64').toString());
    assert.deepEqual(payload, { checkin_code: code, hotel_id: 'sakura-asakusa' });
    assert.match((await page.getByRole('link', { name: 'Save to wallet' }).getAttribute('href'))!, /passkit\/pass-/);
    // The demo hotel has the kiosk plugin.
    await page.getByText('Please hold the QR code over the check-in machine.').waitFor();
    await assertNoViolations(page);
    assert.match(await lastMailTo(page, HANAKO), new RegExp(code));

    // The draft is gone; only the approved data stays for this screen.
    assert.deepEqual(Object.keys(sessions.afterCheckin as object), ['approvedCheckinData', 'guidance']);
    assert.equal((sessions.afterForm as { guidance: number }).guidance, 1);
    const keys = Object.fromEntries(
      Object.entries(sessions).map(([step, stored]) => [step, Object.keys(stored as object)]),
    );
    console.log(`session storage keys after each step: ${JSON.stringify(keys)}`);

    await page.getByRole('link', { name: 'My Page' }).click();
    await page.waitForURL(/\/mypage\?/);
    assert.deepEqual(errorsOf(page), []);
  });

  it('goes straight to confirm at a hotel without plugins, with the mail note on accept', async () => {
    const page = await e2e.newPage();
    await signInAs(page, HANAKO);
    await page.goto(`/checkin?${MINATO}`);
    await fillCheckinForm(page, '09000000008', 1);
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByRole('button', { name: 'Check in' }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 2, name: 'Payment details' }).count(), 0);
    await assertNoViolations(page);
    // Back goes to the form (no payment, no list, no guidance: rule 7), which keeps the input.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/checkin\?/);
    assert.equal(
      await page.getByRole('textbox', { name: 'Phone number of the reservation' }).inputValue(),
      '09000000008',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.waitForURL(/\/checkin-accept\?/);
    await page.getByText(`Your registration information has been sent to your email address (${HANAKO}).`).waitFor();
    await assertNoViolations(page);
    assert.equal(await page.getByRole('link', { name: 'Save to wallet' }).count(), 0);
    assert.deepEqual(errorsOf(page), []);
  });

  it('sends an incomplete profile from confirm to edit, and back to confirm once saved', async () => {
    const page = await e2e.newPage();
    await signInAs(page, 'new.guest@sakura-demo.example');
    await page.goto(`/checkin?${MINATO}`);
    await fillCheckinForm(page, '09012345678', 2);
    await page.waitForURL(/\/checkin-edit\?/);
    await page.getByRole('heading', { level: 1, name: 'Edit registration' }).waitFor();
    // The stay is filled in from the draft.
    assert.equal(
      await page.getByRole('group', { name: 'Guest 2' }).getByRole('textbox', { name: 'Given name' }).inputValue(),
      'Ken',
    );
    await assertNoViolations(page);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    assert.equal(await confirm.isDisabled(), true);
    await page.getByRole('group', { name: 'Next destination' }).getByRole('radio', { name: 'Other' }).check();
    const nextPlace = page.getByRole('textbox', { name: 'Where you go next' });
    assert.equal(await nextPlace.getAttribute('placeholder'), 'Tokyo/Hotel name');
    await nextPlace.fill('Kyoto / Hotel Kamo');
    const representative = page.locator('#representative');
    await representative.getByRole('textbox', { name: 'Family name' }).fill('Guest');
    await representative.getByRole('textbox', { name: 'Given name' }).fill('New');
    await representative.getByRole('textbox', { name: 'Date of birth' }).fill('1990/01/02');
    await representative.getByRole('textbox', { name: 'Phone number' }).fill('09012345678');
    await representative.getByRole('textbox', { name: 'Address' }).fill('東京都港区芝公園4-2-8');
    await confirm.click();
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByText('Kyoto / Hotel Kamo').waitFor();
    await page.getByText('New Guest').waitFor();
    assert.deepEqual(errorsOf(page), []);
  });

  it('keeps the guest on their step with their input through a reload', async () => {
    const page = await e2e.newPage();
    await signInAs(page, HANAKO);
    await page.goto(`/checkin?${SAKURA}`);
    // Typed, not sent yet: a reload keeps it.
    await page.getByLabel('Number of guests').selectOption('2');
    await page.getByRole('group', { name: 'Guest 2' }).getByRole('textbox', { name: 'Given name' }).fill('Ken');
    await page.reload();
    await page.getByRole('group', { name: 'Guest 2' }).getByRole('textbox', { name: 'Given name' }).waitFor();
    assert.equal(
      await page.getByRole('group', { name: 'Guest 2' }).getByRole('textbox', { name: 'Given name' }).inputValue(),
      'Ken',
    );
    await fillCheckinForm(page, '09000000002');
    await page.waitForURL(/\/checkin-reservation-confirm\?/);
    await page.getByRole('listitem').filter({ hasText: 'SA-1002' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/custom-checkin\?/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Guidance from the hotel' }).waitFor();
    // A choice made, then a reload and a language switch: still chosen.
    await page.getByLabel('How will you arrive?').selectOption('Taxi');
    await page.reload();
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { level: 1, name: '施設からのご案内' }).waitFor();
    // The options follow in Japanese once the hotel's fields in that language have loaded.
    await page
      .getByLabel('当日の交通手段')
      .locator('option:checked', { hasText: 'タクシー' })
      .waitFor({ state: 'attached' });
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Guidance from the hotel' }).waitFor();
    await answerGuidance(page);
    await page.waitForURL(/\/checkin-payment\?/);
    await page.getByRole('radio', { name: 'Pay at the front desk' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.reload();
    await page.getByText('Ken Yamada').waitFor();
    await page.getByText('A quiet room, please').waitFor();
    // Back from confirm: payment, which still has the choice (rule 7).
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/checkin-payment\?/);
    assert.equal(await page.getByRole('radio', { name: 'Pay at the front desk' }).isChecked(), true);
    assert.deepEqual(errorsOf(page), []);
  });

  it('sends an unknown phone to the reservation search, and a direct visit without a draft to the form', async () => {
    const page = await e2e.newPage();
    await page.goto(`/checkin-reservation-confirm?${SAKURA}`);
    await page.waitForURL(/\/checkin\?/);
    await fillCheckinForm(page, '09099999999', 1);
    await page.waitForURL(/\/checkin-reservation-search\?/);
    await page.getByText('There is no reservation information. Check it again please.').waitFor();
    await page.getByRole('radio', { name: 'Reservation ID' }).check();
    await page.getByRole('textbox', { name: 'Reservation ID' }).fill('sa-1004');
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/checkin-reservation-confirm\?/);
    await page.getByText('Emily Johnson').first().waitFor();
    // The browser logs the search's 404 answer; nothing else went wrong.
    assert.deepEqual(
      errorsOf(page).filter((e) => !e.includes('status of 404')),
      [],
    );
  });

  // After the search test, which finds SA-1004 by its ID before it is checked in here.
  it('pays the bill by card at check-in: card added on the way, charged once, receipt and invoice', async () => {
    const page = await e2e.newPage();
    await signInAs(page, HANAKO);
    await page.goto(`/checkin?${SAKURA}`);
    await fillCheckinForm(page, '09000000003', 1);
    await page.waitForURL(/\/checkin-reservation-confirm\?/);
    await page.getByRole('listitem').filter({ hasText: 'SA-1004' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/custom-checkin\?/);
    await answerGuidance(page);
    await page.waitForURL(/\/checkin-payment\?/);
    await page.getByRole('radio', { name: 'Credit card' }).check();
    const next = page.getByRole('button', { name: 'Next' });
    // No saved card yet: Next waits for one.
    assert.equal(await next.isDisabled(), true);
    await page.getByRole('link', { name: 'Add a card' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a card' }).waitFor();
    await assertNoViolations(page);
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Expiry/).fill('1230');
    await page.getByLabel(/^Cardholder name/).fill('HANAKO YAMADA');
    await page.getByLabel(/^Security code/).fill('123');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/checkin-payment\?/);
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByText('************4242').waitFor();
    await assertNoViolations(page);
    await next.click();
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByText('Credit card').first().waitFor();
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.waitForURL(/\/checkin-accept\?/);
    await page.getByRole('heading', { level: 2, name: 'Welcome!' }).waitFor();

    // The payment is the member's invoice, with its receipt.
    await page.goto(`/mypage/usage-detail?${SAKURA}`);
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await page.getByRole('main').getByRole('link').first().waitFor();
    assert.equal(await page.getByRole('main').getByRole('link').count(), 1);
    await page.getByRole('main').getByRole('link').first().click();
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).waitFor();
    assert.deepEqual(errorsOf(page), []);
  });
});
