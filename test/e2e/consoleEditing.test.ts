import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, shot, startE2E, type E2E } from './harness.ts';

// The managers' Hotel and Pages screens (issue 32) in the browser, on the production build served by
// the real server: the demo manager writes the Wi-Fi page with the rich-text editor's toolbar (a heading
// and a list, typed), and a guest's Wi-Fi page shows it at once; both screens axe-clean in English and
// Japanese, fitting a phone (390px) and a desk (1280px). With E2E_SHOTS, the page editor's screenshots.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

async function signIn(page: Page) {
  await page.goto('/front-desk?lang=en');
  await page.getByRole('textbox', { name: 'Email address' }).fill('manager@sakura-demo.example');
  await page.getByLabel('Password').fill('Sakura2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
}

async function assertFits(page: Page, what: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= width, `${what}: page ${scrollWidth} > ${width}`);
}

describe('the managers’ Hotel and Pages screens', () => {
  it('the demo manager edits the Wi-Fi page and a guest sees it; axe-clean at 390px and 1280px', async () => {
    const page = await e2e.newPage();
    await signIn(page);
    const views = page.getByRole('navigation', { name: 'Screens' });

    await views.getByRole('link', { name: 'Hotel' }).click();
    const hotel = page.getByRole('region', { name: 'Hotel' });
    await hotel.getByLabel(/^Name \(Japanese\)/).waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'Hotel in English at 390px');

    await views.getByRole('link', { name: 'Pages' }).click();
    const list = page.getByRole('region', { name: /^Pages/ });
    const wifi = list.getByRole('listitem', { name: 'Wi-Fi' });
    await wifi.waitFor();
    await assertNoViolations(page);
    await wifi.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('region', { name: 'Wi-Fi' });
    await editor.getByRole('radio', { name: 'English' }).check();
    // The demo page is one the editor keeps exactly: it opens in the rich-text editor.
    const text = editor.getByRole('textbox', { name: 'Page: English' });
    await text.waitFor();
    await assertNoViolations(page);
    await shot(page, 'page-editor-en-390');
    const toolbar = editor.getByRole('toolbar', { name: 'Formatting' });
    const network = `sakura-guest-${randomUUID().slice(0, 6)}`;
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await toolbar.getByRole('button', { name: 'Heading H2' }).click();
    assert.equal(await toolbar.getByRole('button', { name: 'Heading H2' }).getAttribute('aria-pressed'), 'true');
    await page.keyboard.type('Wireless');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type(`Network: ${network}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ask the front desk');
    // The toolbar by keyboard: Esc from the text to it, the arrows along it, Bold on the last word.
    await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Home');
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    assert.ok(await bold.evaluate((button) => button === document.activeElement), 'Bold has the focus');
    await page.keyboard.press('Enter');
    assert.equal(await bold.getAttribute('aria-pressed'), 'true');

    const preview = editor.getByRole('region', { name: /^Preview as guests see it: English/ });
    // The page's h2 under the preview's own h3: its h4 there (a guest's page: the h2 under the h1).
    await preview.getByRole('heading', { level: 4, name: 'Wireless' }).waitFor();
    await preview.getByRole('listitem').filter({ hasText: network }).waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'Page editor in English at 390px');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    // As the server kept it, in the HTML view.
    await editor.getByRole('button', { name: 'Edit HTML' }).click();
    assert.equal(
      await editor.getByLabel(/^Page \(HTML\): English/).inputValue(),
      `<h2>Wireless</h2><ul><li>Network: ${network}</li><li>Ask the front <strong>desk</strong></li></ul>`,
    );
    await editor.getByRole('button', { name: 'Edit HTML' }).click();
    await text.waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'page-editor-en-1280');
    await page.getByRole('button', { name: '日本語' }).click();
    const wifiJa = page.getByRole('region', { name: 'Wi-Fi' });
    await wifiJa.getByRole('radio', { name: '日本語' }).check();
    await wifiJa.getByRole('textbox', { name: 'ページ: 日本語' }).waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'Page editor in Japanese at 1280px');
    await shot(page, 'page-editor-ja-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await assertFits(page, 'Page editor in Japanese at 390px');
    await shot(page, 'page-editor-ja-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: '画面' }).getByRole('link', { name: 'ホテル' }).click();
    await page
      .getByRole('region', { name: 'ホテル' })
      .getByLabel(/^ホテル名（日本語）/)
      .waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'Hotel in Japanese at 1280px');
    assert.deepEqual(errorsOf(page), []);

    // A guest's Wi-Fi page, in English, at once.
    const guest = await e2e.newPage();
    await guest.goto('/hotel-guide/detail/wifi?hotelId=sakura-asakusa&lang=en');
    await guest.getByRole('heading', { level: 2, name: 'Wireless' }).waitFor();
    await guest.getByRole('listitem').filter({ hasText: network }).waitFor();
    await guest.getByRole('listitem').filter({ hasText: 'Ask the front desk' }).waitFor();
    assert.deepEqual(errorsOf(guest), []);
  });
});
