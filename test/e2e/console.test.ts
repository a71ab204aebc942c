import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, startE2E, type E2E } from './harness.ts';

// The hotel managers' screens of the staff page (issue 32) in the browser, on the production build
// served by the real server: the demo manager signs in, adds a front-desk member who can then sign
// in, and reads the audit log; both screens axe-clean in Japanese and English and fitting a phone
// (390px) and a desk (1280px).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const MANAGER = 'manager@sakura-demo.example';

async function signIn(page: Page, email: string, password = 'Sakura2026') {
  await page.goto('/front-desk?lang=en');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
}

/** Nothing reaches past the window's width. */
async function assertFits(page: Page, what: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= width, `${what}: page ${scrollWidth} > ${width}`);
}

describe('the managers’ Staff and Audit log screens', () => {
  it('a manager adds a front-desk member, who signs in; axe-clean in ja and en at 390px and 1280px', async () => {
    const page = await e2e.newPage();
    await signIn(page, MANAGER);
    const views = page.getByRole('navigation', { name: 'Screens' });
    await views.getByRole('link', { name: 'Staff' }).click();
    const staff = page.getByRole('region', { name: /^Staff/ });
    await staff.getByRole('listitem', { name: '支配人 さくら' }).waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'Staff in English at 390px');

    const name = `E2E ${randomUUID().slice(0, 6)}`;
    const email = `e2e-${randomUUID().slice(0, 8)}@sakura-demo.example`;
    const form = page.getByRole('region', { name: 'Add a staff member' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Initial password').fill('Welcome2026');
    await form.getByRole('button', { name: 'Add' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `Added ${name}.` })
      .waitFor();
    await staff.getByRole('listitem', { name }).waitFor();

    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { level: 2, name: /^スタッフ \(/ }).waitFor();
    await assertNoViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await assertFits(page, 'Staff in Japanese at 1280px');
    await page.getByRole('navigation', { name: '画面' }).getByRole('link', { name: '操作履歴' }).click();
    const log = page.getByRole('region', { name: /^操作履歴/ });
    await log.getByRole('listitem').first().waitFor();
    assert.match((await log.getByRole('listitem').first().textContent()) ?? '', new RegExp(email));
    await assertNoViolations(page);
    await assertFits(page, 'Audit log in Japanese at 1280px');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: /^Audit log/ }).waitFor();
    await assertNoViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await assertFits(page, 'Audit log in English at 390px');
    assert.deepEqual(errorsOf(page), []);

    // The new member signs in with the initial password, to the desk only.
    const theirs = await e2e.newPage();
    await signIn(theirs, email, 'Welcome2026');
    assert.equal(await theirs.getByRole('navigation', { name: 'Screens' }).count(), 0);
  });
});
