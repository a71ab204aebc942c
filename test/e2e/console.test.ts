import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, startE2E, type E2E } from './harness.ts';

// The hotel managers' screens of the staff page (issue 32) in the browser, on the production build
// served by the real server: the demo manager signs in, adds a front-desk member who can then sign
// in, and reads the audit log; both screens axe-clean in Japanese and English and fitting a phone
// (390px) and a desk (1280px); and a new manager's two-step verification, enrolled with a code
// computed by otplib as an authenticator app would, then the sign-in with its code.
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

    // The new member signs in with the initial password, to the desk only (and their two-step screen).
    const theirs = await e2e.newPage();
    await signIn(theirs, email, 'Welcome2026');
    const theirViews = theirs.getByRole('navigation', { name: 'Screens' });
    await theirViews.getByRole('link', { name: 'Two-step verification' }).waitFor();
    assert.equal(await theirViews.getByRole('link', { name: 'Staff' }).count(), 0);
  });
});

describe('two-step verification', () => {
  it('a new manager enrols with an authenticator app, then signs in with its code; axe-clean', async () => {
    // A manager of their own (the demo manager stays without a second factor for the other tests).
    const page = await e2e.newPage();
    await signIn(page, MANAGER);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Staff' }).click();
    const email = `e2e-2fa-${randomUUID().slice(0, 8)}@sakura-demo.example`;
    const form = page.getByRole('region', { name: 'Add a staff member' });
    await form.getByLabel('Name').fill(`E2E 2FA ${randomUUID().slice(0, 4)}`);
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('radio', { name: 'Manager' }).check();
    await form.getByLabel('Initial password').fill('Welcome2026');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('status').waitFor();

    const theirs = await e2e.newPage();
    await signIn(theirs, email, 'Welcome2026');
    await theirs
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('link', { name: 'Two-step verification' })
      .click();
    const screen = theirs.getByRole('region', { name: 'Two-step verification' });
    await screen.getByRole('button', { name: 'Set up two-step verification' }).click();
    await screen.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await assertNoViolations(theirs);
    await assertFits(theirs, 'Two-step enrolment in English at 390px');
    const secret = ((await screen.locator('.two-step__key dd').textContent()) ?? '').trim();
    await screen.getByLabel('Code from the app').fill(await generate({ secret }));
    await screen.getByRole('button', { name: 'Confirm' }).click();
    const codes = screen.getByRole('list', { name: 'Your recovery codes' });
    await codes.waitFor();
    assert.equal(await codes.getByRole('listitem').count(), 10);
    await assertNoViolations(theirs);
    await screen.getByRole('button', { name: 'I have saved the codes' }).click();
    await screen.getByText(/^Two-step verification is on: you sign in/).waitFor();
    await theirs.getByRole('button', { name: 'Sign out' }).click();

    // Signing in now asks for the code: the app's next one (the confirmation took the current one).
    await theirs.getByRole('textbox', { name: 'Email address' }).fill(email);
    await theirs.getByLabel('Password').fill('Welcome2026');
    await theirs.getByRole('button', { name: 'Sign in' }).click();
    const step = theirs.getByRole('region', { name: 'Two-step verification' });
    await step.getByLabel('Code or recovery code').waitFor();
    await assertNoViolations(theirs);
    await step
      .getByLabel('Code or recovery code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await step.getByRole('button', { name: 'Verify' }).click();
    await theirs.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    // The one 401 is the sign-in's second_factor_required, which the page answers with its code step.
    assert.deepEqual(
      errorsOf(theirs).filter((e) => !e.includes('status of 401')),
      [],
    );
    assert.equal(errorsOf(theirs).length, 1);
  });
});
