import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, lastMailTo, signInAs, startE2E, type E2E } from './harness.ts';

// Mobile request ordering in Chromium, against the real server and production build (spec doc 2
// "Mobile request and coupon screens", §4 "Mobile request ordering"; demo catalogue and the stays of
// 080-5555-6666 in docs/demo-data.md).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SAKURA = 'hotelId=sakura-asakusa&lang=en';
const HANAKO = 'hanako.yamada@sakura-demo.example';
const HOTEL_ADMIN = 'front@sakuranamiki-asakusa.example';
const PHONE = '08055556666';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function addToCart(page: Page, name: string, times = 1) {
  await page.getByRole('button', { name: startsWith(name) }).click();
  const dialog = page.getByRole('dialog', { name });
  for (let i = 1; i < times; i++) await dialog.getByRole('button', { name: `One more ${name}` }).click();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function findRoom(page: Page) {
  await heading(page, 'Your cart').waitFor();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(PHONE);
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Confirm your order').waitFor();
  await page.getByRole('combobox', { name: 'Room' }).selectOption({ index: 1 });
}

/** Takes a product out of its sale hours now (a one-minute window twelve hours away, on the hotel's clock). */
async function closeSale(page: Page, nameEn: string) {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
  );
  const start = `${String((hour + 12) % 24).padStart(2, '0')}:00`;
  const response = await page.request.post('/test-fixtures/product-sale-hours', {
    data: { nameEn, saleStartTime: start, saleEndTime: start.replace(':00', ':01') },
  });
  assert.equal((await response.json()).updated, 1);
}

describe('mobile request ordering', () => {
  it('browses, fills the cart, finds the room by phone, pays by card and mails the guest and the hotel', async () => {
    const page = await e2e.newPage();
    await signInAs(page, HANAKO);
    await page.goto(`/request?${SAKURA}`);
    await heading(page, 'Requests').waitFor();
    await page.getByRole('tab', { name: 'All', selected: true }).waitFor();
    await assertNoViolations(page);
    await addToCart(page, 'Asakusa craft beer', 2);
    await addToCart(page, 'Green tea (bottle)');
    const bar = page.getByRole('region', { name: 'Your cart' });
    await bar.getByText('3 items').waitFor();
    await bar.getByText('¥1,780').waitFor();
    // The cart survives a reload.
    await page.reload();
    await bar.getByText('3 items').waitFor();
    await bar.getByRole('button', { name: 'Confirm' }).click();

    await heading(page, 'Your cart').waitFor();
    await assertNoViolations(page);
    await findRoom(page);
    await page.getByRole('radio', { name: 'Credit card' }).check();
    const addCard = page.getByRole('link', { name: 'Add a card' });
    if (await addCard.isVisible()) {
      await addCard.click();
      await heading(page, 'Add a card').waitFor();
      await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
      await page.getByLabel(/^Expiry/).fill('1230');
      await page.getByLabel(/^Cardholder name/).fill('HANAKO YAMADA');
      await page.getByLabel(/^Security code/).fill('123');
      await page.getByRole('button', { name: 'Save' }).click();
      await heading(page, 'Confirm your order').waitFor();
      await page.getByRole('combobox', { name: 'Room' }).selectOption({ index: 1 });
      await page.getByRole('radio', { name: 'Credit card' }).check();
    }
    await page.getByText('************4242').waitFor();
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'Pay ¥1,780 and order' }).click();

    await heading(page, 'Order placed').waitFor();
    await page.getByRole('heading', { name: 'Thank you for your order.' }).waitFor();
    await assertNoViolations(page);
    assert.match(await lastMailTo(page, HANAKO), /request-order/);
    assert.match(await lastMailTo(page, HOTEL_ADMIN), /request-order-admin/);
    // Complete clears the cart and the order.
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('productsCart') ?? '',
      sessionStorage.getItem('orderProgress') ?? '',
    ]);
    assert.doesNotMatch(stored[0]!, /craft/);
    assert.doesNotMatch(stored[1]!, /orderKey/);
    // The payment is under My Page → Invoices.
    await page.getByRole('link', { name: 'Back to TOP' }).click();
    await page.waitForURL(/\/hotel-guide\?/);
    assert.deepEqual(errorsOf(page), []);
  });

  it('orders to be paid at check-out without signing in', async () => {
    const page = await e2e.newPage();
    await page.goto(`/request?${SAKURA}`);
    await addToCart(page, 'Hand-grilled rice crackers');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await findRoom(page);
    await page.getByRole('radio', { name: 'Pay at the front desk' }).check();
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'Place the order' }).click();
    await heading(page, 'Order placed').waitFor();
    await assertNoViolations(page);
    const mail = await lastMailTo(page, HOTEL_ADMIN);
    assert.match(mail, /request-order-admin/);
  });

  it('flags an item that went out of its sale time while in the cart, and orders nothing until it is removed', async () => {
    const page = await e2e.newPage();
    await page.goto(`/request?${SAKURA}`);
    await addToCart(page, 'Hot coffee');
    await addToCart(page, 'Yuzu bath salts');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await findRoom(page);
    await page.getByRole('radio', { name: 'Pay at the front desk' }).check();

    // Sale time ends while the guest is on the order screen: the submit re-checks it.
    await closeSale(page, 'Hot coffee');
    await page.getByRole('button', { name: 'Place the order' }).click();
    await heading(page, 'Your cart').waitFor();
    const coffee = page.getByRole('listitem').filter({ hasText: 'Hot coffee' });
    await coffee.getByText('Out of Sale Time').waitFor();
    assert.equal(await coffee.getByRole('button', { name: 'One more Hot coffee' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Next' }).isDisabled(), true);
    await assertNoViolations(page);

    await coffee.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Confirm your order').waitFor();
    await page.getByRole('combobox', { name: 'Room' }).selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'Pay at the front desk' }).check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await heading(page, 'Order placed').waitFor();
  });

  it('says there is no room for a phone number without a stay', async () => {
    const page = await e2e.newPage();
    await page.goto(`/request?${SAKURA}`);
    await addToCart(page, 'Toothbrush set');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await heading(page, 'Your cart').waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('08000000000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('There is no room information. Check it again please.').first().waitFor();
    await assertNoViolations(page);
    assert.match(page.url(), /\/request\/product-confirmation\?/);
  });
});
