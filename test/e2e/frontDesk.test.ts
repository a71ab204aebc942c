import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, startE2E, type E2E } from './harness.ts';

// The hotel staff's front-desk page (issue 23, item 2) in the browser, on the production build served
// by the real server: the demo staff approve the check-in a guest submitted online (SA-2007, phone
// 08099990000), and the guest's check-out then finds it; axe-clean in Japanese and English; the lists
// fit a phone (390px) and use the width of a desk tablet (1024px).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const STAFF = 'frontdesk@sakura-demo.example';
const GUEST = '山田 花子';
const GUEST_PHONE = '08099990000';

const LABELS = {
  ja: { email: 'メールアドレス', password: 'パスワード', submit: 'ログイン', hotel: 'ホテル桜並木 浅草' },
  en: { email: 'Email address', password: 'Password', submit: 'Sign in', hotel: 'Hotel Sakuranamiki Asakusa' },
} as const;

async function signIn(page: Page, lang: 'ja' | 'en') {
  const text = LABELS[lang];
  await page.getByRole('textbox', { name: text.email }).fill(STAFF);
  await page.getByLabel(text.password).fill('Sakura2026');
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('heading', { level: 1, name: text.hotel }).waitFor();
}

const checkins = (page: Page) => page.getByRole('region', { name: /^(承認待ちのチェックイン|Check-ins waiting)/ });

/** Nothing reaches past the window's width (no sideways scroll, nothing cut at the edge). */
async function assertFits(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('.front-desk *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
  });
  assert.ok(overflow.scrollWidth <= overflow.width, `${what}: page ${overflow.scrollWidth} > ${overflow.width}`);
  assert.deepEqual(overflow.wide, [], what);
}

/**
 * Each check-in ID, reservation ID and phone number of the waiting list on one line, whole, inside
 * its card: staff read and type them as one word (issue 30: at 1280px a check-in ID's 16 characters
 * broke across two lines).
 */
async function assertIdsOnOneLine(page: Page, what: string) {
  const ids = await checkins(page)
    .locator('.desk-card__id, .desk-card__token')
    .evaluateAll((elements) =>
      elements.map((el) => {
        const text = document.createRange();
        text.selectNodeContents(el);
        const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
        const card = el.closest('.desk-card')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return {
          id: el.textContent,
          lines,
          inside: box.left >= card.left && text.getBoundingClientRect().right <= card.right,
        };
      }),
    );
  assert.ok(ids.length > 0, `${what}: no check-in ID shown`);
  for (const id of ids) assert.deepEqual(id, { id: id.id, lines: 1, inside: true }, what);
}

/**
 * An online check-in of the two reservations on the phone 09000000002 (SA-1002, SA-1003), sent through
 * the API by a new member: a row with two reservation IDs.
 */
async function checkinOfTwoReservations() {
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(url, e2e.baseUrl), {
      method,
      headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assert.ok(response.ok, `${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
  const telephone = '09000000002';
  const found = await call('POST', '/api/checkin/search', {
    hotelId: 'sakura-asakusa',
    lang: 'ja',
    reservationTel: telephone,
  });
  const { token } = await call('POST', '/api/auth/register', {
    email: `two-${Date.now()}@test.example`,
    password: 'Sakura2026',
    language: 'ja',
  });
  const member = { Authorization: `Bearer ${token}` };
  const profile = {
    surname: '田中',
    name: '一郎',
    nameKana: 'タナカ イチロウ',
    nationality: 'JPN',
    birthDate: '1985-06-01',
    gender: 'M',
    telephone,
    postalCode: '1110032',
    address: '東京都台東区浅草2-3-1',
    occupation: '会社員',
  };
  await call('PUT', '/api/me/account-info', profile, member);
  const { user } = await call('GET', '/api/me/account-info', undefined, member);
  const arrival = Math.floor(Date.now() / 1000) + 3600;
  await call(
    'POST',
    '/api/checkin/smart-checkin',
    {
      userId: user.id,
      checkin: {
        hotelId: 'sakura-asakusa',
        jpnGtdStatus: 0,
        approvedStatus: 0,
        previousPlaceToStay: '自宅',
        nextPlaceToStay: '自宅',
        userCheckinTime: arrival,
        checkinTime: arrival,
        accompany: [],
        guest: { totalMembers: 1, reservationTel: telephone },
        user: profile,
      },
      reservationIds: found.searchReservations.map((r: { id: string }) => r.id),
      checkinNote: { memo: '' },
      paymentType: 'cash',
      receiptName: '田中 一郎',
      lang: 'ja',
      guestRegister: { residesInJapan: true, passports: [] },
    },
    { ...member, 'Idempotency-Key': crypto.randomUUID() },
  );
  return '田中 一郎';
}

describe('the front-desk page', () => {
  it('is axe-clean in the four languages signed out, in Japanese and English signed in', async () => {
    const page = await e2e.newPage();
    await page.goto('/front-desk');
    await page.getByRole('heading', { level: 1, name: 'フロントデスク ログイン' }).waitFor();
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Front desk sign-in' }).waitFor();
    await assertNoViolations(page);
    for (const [language, title] of [
      ['中文', '前台登录'],
      ['한국어', '프런트 데스크 로그인'],
    ]) {
      await page.getByRole('button', { name: language }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await assertNoViolations(page);
    }
    await page.getByRole('button', { name: 'English' }).click();

    await signIn(page, 'en');
    await checkins(page).getByRole('listitem').first().waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'desk in English at 390px');
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { level: 2, name: /^承認待ちのチェックイン/ }).waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'desk in Japanese at 390px');
    assert.deepEqual(errorsOf(page), []);
  });

  it('lays the lists side by side on a desk tablet (1024px)', async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/front-desk?lang=ja');
    await signIn(page, 'ja');
    const section = page.getByRole('region', { name: /^保留中のカード決済/ });
    await section.locator('.desk-section__updated').waitFor();
    const width = await page.locator('.front-desk').evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(width > 900, `the desk uses the tablet's width (${width}px)`);
    const columns = await page
      .locator('.desk-list')
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    assert.ok(columns >= 3, `${columns} columns of cards`);
    await assertFits(page, 'desk in Japanese at 1024px');
  });

  it('keeps each check-in ID, reservation ID and phone on one line at 1280px and at 390px', async () => {
    const twoReservations = await checkinOfTwoReservations();
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/front-desk?lang=ja');
    await signIn(page, 'ja');
    await checkins(page).getByRole('listitem', { name: twoReservations }).getByText('SA-1003').waitFor();
    await assertIdsOnOneLine(page, 'ja at 1280px');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: /^Check-ins waiting/ }).waitFor();
    await assertIdsOnOneLine(page, 'en at 1280px');
    await page.setViewportSize({ width: 390, height: 844 });
    await assertIdsOnOneLine(page, 'en at 390px');
    await assertFits(page, 'desk in English at 390px');
  });

  it('approves the check-in a guest submitted after a confirmation, found at check-out; an undo takes it back', async () => {
    const page = await e2e.newPage();
    const searchCheckout = async () => {
      await page.goto(`/checkout?hotelId=sakura-asakusa&lang=en`);
      await page.getByRole('textbox', { name: 'Phone number' }).fill(GUEST_PHONE);
      await page.getByRole('button', { name: 'Search' }).click();
    };
    // Before: the guest's check-out does not find a check-in the hotel has not approved.
    await searchCheckout();
    await page.getByText('Registration information not found').first().waitFor();

    await page.goto('/front-desk?lang=en');
    await signIn(page, 'en');
    const row = checkins(page).getByRole('listitem', { name: GUEST });
    await row.getByText('SA-2007').waitFor();
    const checkinId = (await row.locator('.desk-card__id').textContent())!;
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this check-in?' });
    for (const text of [GUEST, 'SA-2007', checkinId]) await dialog.getByText(text, { exact: true }).waitFor();
    await assertNoViolations(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    await row.getByRole('button', { name: 'Undo' }).waitFor();

    // A reload keeps the desk signed in (session storage), and the check-in approved, still undoable.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: LABELS.en.hotel }).waitFor();
    await row.getByRole('button', { name: 'Undo' }).waitFor();

    // The guest's check-out now finds the stay.
    await searchCheckout();
    await page.waitForURL(/\/checkout\/select-(checkin|reservation)/);

    // Undone, the check-in waits again, and the check-out no longer finds it.
    await page.goto('/front-desk?lang=en');
    await row.getByRole('button', { name: 'Undo' }).click();
    await row.getByRole('status').filter({ hasText: 'The approval was undone.' }).waitFor();
    await row.getByRole('button', { name: 'Approve' }).waitFor();
    await searchCheckout();
    await page.getByText('Registration information not found').first().waitFor();
    assert.deepEqual(errorsOf(page), []);
  });

  it('lists the guest register, shows a passport after the recorded-view notice, and exports the CSV', async () => {
    // The seed's foreign guest (server/src/db/seed/demoRegister.ts): checked in 3 days ago, out yesterday.
    const GUEST = 'Carter Emily';
    const PASSPORT = 'X12345678';
    const hotelDay = (daysAgo: number) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' })
        .format(Date.now() - daysAgo * 86_400_000)
        .replaceAll('-', '/');
    const page = await e2e.newPage();
    await page.goto('/front-desk?lang=en');
    await signIn(page, 'en');
    const register = page.getByRole('region', { name: /^Guest register/ });
    await register.getByRole('textbox', { name: 'From' }).fill(hotelDay(7));
    await register.getByRole('textbox', { name: 'To' }).fill(hotelDay(0));
    await register.getByRole('button', { name: 'Show' }).click();
    const row = register.getByRole('listitem', { name: `${GUEST} Representative` });
    await row.getByText('United States of America').waitFor();
    await row.getByText('******678').waitFor();
    await register.getByRole('listitem', { name: 'Carter Tom Companion 1' }).waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'register in English at 390px');

    await row.getByRole('button', { name: 'View passport' }).click();
    const confirm = page.getByRole('dialog', { name: 'View this passport?' });
    await confirm.getByText('Viewing a passport is recorded with your name.').waitFor();
    await confirm.getByRole('button', { name: 'View passport' }).click();
    const dialog = page.getByRole('dialog', { name: `Passport: ${GUEST}` });
    await dialog.getByText(PASSPORT, { exact: true }).waitFor();
    const photo = dialog.getByRole('img', { name: `Photo page of the passport of ${GUEST}` });
    await photo.waitFor();
    assert.ok(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the photo shows');
    await assertNoViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      register.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const range = `${hotelDay(7)}-${hotelDay(0)}`.replaceAll('/', '-');
    assert.equal(download.suggestedFilename(), `guest-register-sakura-asakusa-${range}.csv`);
    const csv = await readFile((await download.path())!);
    assert.deepEqual([...csv.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = csv.toString('utf8');
    assert.ok(
      text.startsWith('\uFEFF宿泊日,出発日,チェックインID,氏名,住所,連絡先,国籍,旅券番号,旅券写し\r\n'),
      text.slice(0, 80),
    );
    assert.ok(text.includes(`${GUEST},`) && text.includes(PASSPORT), 'the guest, with the passport number in full');
    await register.getByText(`${download.suggestedFilename()} was downloaded.`).waitFor();
    assert.deepEqual(errorsOf(page), []);
  });
});
