import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAs, startE2E, type E2E } from './harness.ts';

// What a guest on a phone (390x844) sees in each language: nothing wider than the screen or cut,
// line breaking as each language reads, links in the app's colour (issue 22, items 12 to 14).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
const HOTEL = 'hotelId=sakura-asakusa';
const PHONE = '08055556666';
/** The app's link colour (--color-primary, #2f2a5a). */
const LINK_COLOUR = 'rgb(47, 42, 90)';

/** Nothing on the page reaches past the screen's width (no sideways scroll, nothing cut at the edge). */
async function assertFits(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 0.5)
      // A strip that scrolls sideways by design holds what is past its edge.
      .filter((el) => !el.closest('[role="tablist"]'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
  });
  assert.ok(overflow.scrollWidth <= overflow.width, `${what}: page ${overflow.scrollWidth} > ${overflow.width}`);
  assert.deepEqual(overflow.wide, [], what);
}

async function orderConfirmation(page: Page, lang: string) {
  await page.goto(`/request?${HOTEL}&lang=${lang}`);
  await page.locator('.product-card__button:not([disabled])').first().click();
  await page.getByRole('dialog').locator('button[class="button"]').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('.cart-bar__confirm').click();
  await page.waitForURL(/product-confirmation/);
  await page.getByRole('textbox').fill(PHONE);
  await page.locator('form button[type="submit"]').last().click();
  await page.waitForURL(/order-confirmation/);
  await page.getByRole('combobox').waitFor();
}

describe('at 390 px nothing overflows or is cut', () => {
  for (const lang of LANGUAGES) {
    it(`the reset dialog with a long e-mail address, in ${lang}`, async () => {
      const page = await e2e.newPage();
      const email = `a-very-long-mailbox-name-of-a-guest-${randomUUID()}@reservations.an-extremely-long-domain.example`;
      await page.goto(`/forget-password?${HOTEL}&lang=${lang}&email=${encodeURIComponent(email)}`);
      await page.locator('form button[type="submit"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await assertFits(page, `reset dialog (${lang})`);
      const cut = await dialog.evaluate((el) => el.scrollWidth > el.clientWidth);
      assert.equal(cut, false, 'the dialog scrolls sideways');
    });

    it(`the request category tabs show that they scroll, in ${lang}`, async () => {
      const page = await e2e.newPage();
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`/request?${HOTEL}&lang=${lang}`);
      const tabs = page.getByRole('tablist');
      await tabs.getByRole('tab').first().waitFor();
      const fade = () => tabs.evaluate((el) => getComputedStyle(el).getPropertyValue('--category-tabs-fade').trim());
      const scrolls = await tabs.evaluate((el) => el.scrollWidth > el.clientWidth);
      assert.ok(scrolls, 'the demo categories are wider than a 320 px screen (the check is not vacuous)');
      // More tabs past the edge: the edge fades out, and the strip has a scrollbar where scrollbars show.
      assert.equal(await fade(), '40px');
      assert.notEqual(await tabs.evaluate((el) => getComputedStyle(el).scrollbarWidth), 'none');
      await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      // At the end, nothing more: no fade over the last tab.
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('[role="tablist"]')!)
            .getPropertyValue('--category-tabs-fade')
            .trim() === '0px',
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await assertFits(page, `request list (${lang})`);
    });

    it(`the room select on the order confirmation, and the order complete screen, in ${lang}`, async () => {
      const page = await e2e.newPage();
      await orderConfirmation(page, lang);
      await assertFits(page, `order confirmation (${lang})`);
      const select = page.getByRole('combobox');
      const field = await select.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { left: box.left, right: box.right, viewport: document.documentElement.clientWidth };
      });
      assert.ok(field.left >= 16 && field.right <= field.viewport - 16, `room select at ${field.left}-${field.right}`);
      await select.selectOption({ index: 1 });
      // Pay at the front desk (the card needs a saved card).
      await page.locator('input[type="radio"]:not([value="creditCard"])').first().check();
      await page.locator('form button[type="submit"]').last().click();
      await page.waitForURL(/request\/complete/);
      const top = page.locator('.request-complete .button');
      await top.waitFor();
      await assertFits(page, `order complete (${lang})`);
      const layout = await page.evaluate(() => {
        const text = document.querySelector('.request-complete__text')!.getBoundingClientRect();
        const button = document.querySelector('.request-complete .button')!.getBoundingClientRect();
        return { textLeft: text.left, textRight: text.right, buttonLeft: button.left, buttonRight: button.right };
      });
      // Side padding of 20 px, and a TOP button as wide as the content.
      assert.ok(layout.textLeft >= 20 && layout.textRight <= 370, `text at ${layout.textLeft}-${layout.textRight}`);
      assert.equal(Math.round(layout.buttonLeft), 20);
      assert.equal(Math.round(layout.buttonRight), 370);
    });
  }
});

describe('line breaking by language', () => {
  it('keeps Korean words whole', async () => {
    const page = await e2e.newPage();
    await page.goto(`/login?${HOTEL}&lang=ko`);
    const lead = page.locator('main p').first();
    await lead.waitFor();
    assert.equal(await lead.evaluate((el) => getComputedStyle(el).wordBreak), 'keep-all');
  });

  it('breaks Japanese strictly and avoids a one-character last line', async () => {
    const page = await e2e.newPage();
    await page.goto(`/login?${HOTEL}&lang=ja`);
    const lead = page.locator('main p').first();
    await lead.waitFor();
    const style = await lead.evaluate((el) => {
      const s = getComputedStyle(el);
      return { lineBreak: s.lineBreak, wrap: s.textWrapStyle, wordBreak: s.wordBreak };
    });
    assert.deepEqual(style, { lineBreak: 'strict', wrap: 'pretty', wordBreak: 'normal' });
  });
});

describe('links', () => {
  it('the hotel telephone of an invoice is in the app’s link colour', async () => {
    const page = await e2e.newPage();
    const email = `links-${randomUUID()}@test.example`;
    const created = await page.request.post('/api/auth/register', {
      data: { email, password: 'Sakura2026', language: 'en' },
    });
    assert.equal(created.status(), 200);
    const { token } = (await created.json()) as { token: string };
    // A complete profile, so the member screens open.
    const profile = await page.request.put('/api/me/account-info', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        surname: 'Sato',
        name: 'Hanako',
        nationality: 'NJP',
        birthDate: '1990-04-01',
        gender: 'F',
        telephone: '09012345678',
        address: '1-1 Asakusa, Taito-ku, Tokyo',
        occupation: '会社員',
      },
    });
    assert.equal(profile.status(), 200, await profile.text());
    const order = await page.request.post('/test-fixtures/paid-order', { data: { email } });
    const { orderId } = (await order.json()) as { orderId: string };
    await signInAs(page, email);
    await page.goto(`/mypage/usage-detail/${orderId}?${HOTEL}&lang=en`);
    const tel = page.locator('main a[href^="tel:"]').first();
    await tel.waitFor({ timeout: 10_000 }).catch(async (e) => {
      throw new Error(`${String(e)}\n${page.url()}\n${await page.locator('body').innerText()}`);
    });
    assert.equal(await tel.evaluate((el) => getComputedStyle(el).color), LINK_COLOUR);
  });
});
