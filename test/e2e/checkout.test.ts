import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, lastMailTo, signInAs, startE2E, type E2E } from './harness.ts';

// Check-out, card payment and invoices in Chromium, against the real server and production build
// (spec doc 2 §2 "Check-out screens", §4 "Check-out flow"; demo stays in docs/demo-data.md).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SAKURA = 'hotelId=sakura-asakusa&lang=en';
const HANAKO = 'hanako.yamada@sakura-demo.example';
const CARD_NUMBERS = /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002/;

/** Every request the page sends to the app's own origin, as text (URL and body). */
function recordOwnRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === e2e.baseUrl) sent.push(`${request.url()}\n${request.postData() ?? ''}`);
  });
  return sent;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function searchByPhone(page: Page, telephone: string) {
  await page.goto(`/checkout?${SAKURA}`);
  await heading(page, 'Check-out').waitFor();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(telephone);
  await page.getByRole('button', { name: 'Search' }).click();
}

async function registerCard(page: Page, number: string) {
  await heading(page, 'Add a card').waitFor();
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiry/).fill('1230');
  await page.getByLabel(/^Cardholder name/).fill('HANAKO YAMADA');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('check-out search', () => {
  it('says "Registration information not found" for an unknown or unapproved phone number', async () => {
    const page = await e2e.newPage();
    for (const telephone of ['08000000000', '08099990000']) {
      await searchByPhone(page, telephone);
      await page.getByText('Registration information not found. Please try again.').first().waitFor();
      await assertNoViolations(page);
      assert.match(page.url(), /\/checkout\?/);
    }
  });

  it('sends a front-desk supported stay straight to thanks with the front-desk text', async () => {
    const page = await e2e.newPage();
    await searchByPhone(page, '08033334444');
    await page.getByRole('heading', { name: 'Please come to the front desk' }).waitFor();
    assert.match(page.url(), /\/checkout\/thanks\?/);
    await assertNoViolations(page);
    await page.getByRole('link', { name: 'Back to the main page' }).click();
    await page.waitForURL(/\/hotel-guide\?/);
  });

  it('sends the list back to the search without the telephone query', async () => {
    const page = await e2e.newPage();
    await page.goto(`/checkout/select-reservation?${SAKURA}`);
    await page.waitForURL(/\/checkout\?/);
  });
});

describe('check-out with a card', () => {
  it('refuses a declined card, then pays with a good one, survives a reload, reviews and ends with the invoice', async () => {
    const page = await e2e.newPage();
    const sent = recordOwnRequests(page);
    await signInAs(page, HANAKO);
    await searchByPhone(page, '08055556666');
    await heading(page, 'Your check-ins').waitFor();
    assert.match(page.url(), /telephone=08055556666/);
    await assertNoViolations(page);
    const next = page.getByRole('button', { name: 'Next' });
    assert.equal(await next.isDisabled(), true);
    await page.getByRole('checkbox').first().check();
    await next.click();

    await heading(page, 'Payment').waitFor();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('link', { name: 'Add a card' }).click();
    await heading(page, 'Add a card').waitFor();
    await assertNoViolations(page);
    await registerCard(page, '4000 0000 0000 0002');
    await heading(page, 'Payment').waitFor();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByText('************0002').waitFor();
    await assertNoViolations(page);
    await page.getByRole('button', { name: /^Pay ¥/ }).click();
    await page.getByText('Your payment was declined by your card issuer. Please contact your card issuer.').waitFor();
    await assertNoViolations(page);
    assert.match(page.url(), /\/checkout\/payment\?/);

    await page.getByRole('link', { name: 'Use another card' }).click();
    await registerCard(page, '4242 4242 4242 4242');
    await heading(page, 'Payment').waitFor();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByText('************4242').waitFor();
    await page.getByRole('button', { name: /^Pay ¥/ }).click();

    await heading(page, 'Review and check-out').waitFor();
    // A reload between payment and review keeps the guest on the review, paid.
    await page.reload();
    await heading(page, 'Review and check-out').waitFor();
    const progress = await page.evaluate(() => sessionStorage.getItem('checkoutProgress') ?? '');
    assert.match(progress, /creditCard/);
    await assertNoViolations(page);
    await page.getByRole('radio', { name: '9' }).check();
    await page.getByRole('checkbox', { name: 'Staff' }).check();
    await page.getByRole('textbox', { name: 'Comments' }).fill('Lovely stay.');
    await page.getByRole('button', { name: 'Check out' }).click();

    await page.getByRole('heading', { name: 'Thank you for staying with us.' }).waitFor();
    const results = await page.evaluate(() => sessionStorage.getItem('checkoutResultHistories') ?? '');
    assert.match(results, /true/);
    await assertNoViolations(page);

    const mail = await lastMailTo(page, HANAKO);
    assert.match(mail, /VISA/);
    assert.doesNotMatch(mail, CARD_NUMBERS);

    // My Page → Invoices → the payment's detail with its receipt.
    await page.goto(`/mypage?${SAKURA}`);
    await page.getByRole('link', { name: 'Invoices' }).click();
    await heading(page, 'Invoices').waitFor();
    await page
      .getByRole('link', { name: /Hotel Sakuranamiki Asakusa/ })
      .first()
      .click();
    await heading(page, 'Invoice details').waitFor();
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).waitFor();
    assert.match(await page.locator('main').innerText(), /\*+4242/);
    await assertNoViolations(page);

    // No card number in the database or the server's log.
    const scan = (await (await page.request.get('/test-fixtures/card-number-scan')).json()) as {
      columnsScanned: number;
      logBytes: number;
      database: string[];
      log: string[];
    };
    assert.ok(scan.columnsScanned > 50 && scan.logBytes > 1000);
    assert.deepEqual([scan.database, scan.log], [[], []]);
    // The card numbers went to the tokeniser (another origin) only.
    assert.ok(sent.length > 10);
    assert.deepEqual(
      sent.filter((request) => CARD_NUMBERS.test(request.replace(/%20/g, ' '))),
      [],
    );
    assert.deepEqual(errorsOf(page), []);
  });
});

describe('check-out at the front desk', () => {
  it('pays at the front desk: the unpaid stay is finished at the front desk', async () => {
    const page = await e2e.newPage();
    await searchByPhone(page, '08011112222');
    await heading(page, 'Your stay').waitFor();
    await assertNoViolations(page);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Payment').waitFor();
    await page.getByRole('radio', { name: 'Pay at the front desk' }).check();
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Review and check-out').waitFor();
    await page.getByRole('radio', { name: '10' }).check();
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByRole('heading', { name: 'Please come to the front desk' }).waitFor();
  });
});
