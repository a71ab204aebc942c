import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { answerGuidance, fillCheckinForm } from './checkinSteps.ts';
import { assertNoViolations, errorsOf, shot, startE2E, type E2E } from './harness.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver.ts';

// Issue 33's "a test plays the PMS against a running server", as a hotel does it: the demo hotel's
// manager makes an API key (Integration) and a webhook endpoint (Webhooks) in the console; the PMS,
// plain fetch with that key, pushes a reservation and sends it again; a guest finds it by its phone
// at online check-in in Chromium and checks in while the hotel's receiver is down (503); once it is
// back, the checkin.submitted event arrives verified with `standardwebhooks`, exactly once by its
// webhook-id, and the console lists the delivery as delivered after failed attempts. The test server
// retries webhooks within seconds (serveForTests.ts); every wait below is for a state, never a clock.
// E2E_SHOTS=<folder> keeps the delivery list at 390px and 1280px in English and Japanese, and the
// delivered request (headers and body) as delivered-webhook.json.
let e2e: E2E;
let receiver: WebhookReceiver;
before(async () => {
  receiver = await startWebhookReceiver();
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
  await receiver?.close();
});

const SAKURA = 'hotelId=sakura-asakusa&lang=en';
const MANAGER = 'manager@sakura-demo.example';
const HANAKO = 'hanako.yamada@sakura-demo.example';
/** No demo reservation has this phone (the demo's are 0900000000x). */
const PHONE = '08031415926';
const EXTERNAL_ID = 'pms-res-7001';
const BOOKING = 'PMS-7001';
const EVENT = 'Online check-in sent';

/** Generous: a machine with both cores busy delivers slowly; the waits end as soon as the state is there. */
const DEADLINE_MS = 120_000;

/** Polls `check` until it answers something other than undefined (two minutes at most). */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting after ${DEADLINE_MS / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The hotel's calendar date today (Asia/Tokyo): a reservation from it is open to online check-in. */
function tokyoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The staff token the console keeps in session storage, for reading what its screens read. */
async function staffToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('front-desk-staff'));
  return JSON.parse((JSON.parse(stored!) as { token: string }).token) as string;
}

interface Delivery {
  deliveryId: string;
  webhookId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
}

let desk: Page;
let apiKey = '';
let secret = '';

/** The endpoint's deliveries as the console's list reads them (listWebhookDeliveries). */
async function deliveries(): Promise<Delivery[]> {
  const headers = { authorization: `Bearer ${await staffToken(desk)}` };
  const list = await desk.request.get('/api/front-desk/webhooks', { headers });
  assert.equal(list.status(), 200);
  const { endpoints } = (await list.json()) as { endpoints: { endpointId: string; url: string }[] };
  const endpoint = endpoints.find((e) => e.url === receiver.url)!;
  const answer = await desk.request.get(`/api/front-desk/webhooks/${endpoint.endpointId}/deliveries`, { headers });
  assert.equal(answer.status(), 200);
  return ((await answer.json()) as { deliveries: Delivery[] }).deliveries;
}

/** The PMS's call: PUT the reservation with the key; the answer's status and body. */
async function pushReservation(body: unknown) {
  const response = await fetch(`${e2e.baseUrl}/api/integration/reservations/${EXTERNAL_ID}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as { outcome: string; reservation: Record<string, unknown> } };
}

const views = (page: Page) => page.getByRole('navigation', { name: /^(Screens|画面)$/ });

/** The endpoint's delivery list on the Webhooks screen, shown, refreshed and showing `title`. */
async function showDeliveries(page: Page, title: string) {
  const row = page.getByRole('listitem', { name: receiver.url });
  const toggle = row.getByRole('button', { name: /^(Show deliveries|送信履歴を表示)$/ });
  if ((await toggle.count()) > 0) await toggle.click();
  const list = row.getByRole('region', { name: /^(Recent deliveries|最近の送信)/ });
  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await until(`the delivery list shows "${title}"`, async () => {
    if ((await card.count()) > 0) return true;
    const refresh = list.getByRole('button', { name: /^(Refresh|更新)$/ });
    if (await refresh.isEnabled()) await refresh.click();
    return undefined;
  });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  return card;
}

/** With E2E_SHOTS, the delivery list at 390px and 1280px, in English and Japanese (left in English at 390px). */
async function shootDeliveries(page: Page, state: 'pending' | 'delivered') {
  const titles = {
    pending: { en: `${EVENT}: Waiting to be sent`, ja: 'オンラインチェックイン送信: 送信待ち' },
    delivered: { en: `${EVENT}: Delivered`, ja: 'オンラインチェックイン送信: 送信済み' },
  }[state];
  for (const [language, button] of [
    ['en', 'English'],
    ['ja', '日本語'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const card = await showDeliveries(page, titles[language]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await card.scrollIntoViewIfNeeded();
      await shot(page, `webhook-deliveries-${state}-${width}-${language}`);
    }
  }
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: /^Webhooks/ }).waitFor();
}

describe('the PMS pushes a reservation; the guest checks in; the hotel hears of it by webhook', () => {
  it('a manager creates an API key and a webhook endpoint in the console; each secret shows once', async () => {
    desk = await e2e.newPage();
    await desk.goto('/front-desk?lang=en');
    await desk.getByRole('textbox', { name: 'Email address' }).fill(MANAGER);
    await desk.getByLabel('Password').fill('Sakura2026');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();

    await views(desk).getByRole('link', { name: 'Integration', exact: true }).click();
    const keyForm = desk.getByRole('region', { name: 'Create a key' });
    await keyForm.getByLabel(/^Name \(the system that uses it\)/).fill('Front office PMS');
    await keyForm.getByRole('checkbox', { name: 'Reservations' }).check();
    await keyForm.getByRole('button', { name: 'Create' }).click();
    const shownKey = desk.getByRole('status').filter({ hasText: 'The key of Front office PMS.' });
    apiKey = ((await shownKey.locator('code').textContent()) ?? '').trim();
    assert.match(apiKey, /^hik-[0-9a-f]{12}\.[0-9a-f]{40}$/);
    await desk.getByRole('listitem', { name: 'Front office PMS' }).getByText(apiKey.split('.')[0]!).waitFor();

    await views(desk).getByRole('link', { name: 'Webhooks', exact: true }).click();
    const endpointForm = desk.getByRole('region', { name: 'Add an endpoint' });
    await endpointForm.getByLabel(/^Endpoint URL/).fill(receiver.url);
    await endpointForm.getByRole('checkbox', { name: EVENT }).check();
    await endpointForm.getByRole('button', { name: 'Add' }).click();
    const shownSecret = desk.getByRole('status', { name: 'Signing secret' });
    secret = ((await shownSecret.locator('code').textContent()) ?? '').trim();
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{32}$/);
    const row = desk.getByRole('listitem', { name: receiver.url });
    await row.getByText(EVENT).waitFor();
    await assertNoViolations(desk);
  });

  const today = tokyoToday();
  const reservation = {
    revision: 1,
    bookingNumber: BOOKING,
    status: 'booked',
    checkinDate: today,
    nights: 2,
    plan: { ja: '【素泊まり】', en: 'Room only' },
    guestCount: 1,
    holder: { name: '鈴木 一郎', nameLatin: 'Ichiro Suzuki' },
    guest: { name: '鈴木 一郎', nameLatin: 'Ichiro Suzuki', nameKana: 'スズキ イチロウ' },
    telephone: PHONE,
    payAtFrontDesk: true,
    rooms: [{ typeName: 'Standard Double', typeCode: 'STD-D', roomNumber: null, count: 1 }],
    charges: [
      { date: today, name: 'Room charge', quantity: 1, unitPrice: 12000, taxRate: 10 },
      { date: addDays(today, 1), name: 'Room charge', quantity: 1, unitPrice: 12000, taxRate: 10 },
    ],
  };

  it('the PMS pushes a reservation with the key; sending it again changes nothing', async () => {
    const created = await pushReservation(reservation);
    assert.equal(created.response.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.outcome, 'created');
    assert.equal(created.response.headers.get('ratelimit-limit'), '120');
    assert.equal(created.body.reservation.telephone, PHONE);

    const replayed = await pushReservation(reservation);
    assert.equal(replayed.response.status, 200);
    assert.equal(replayed.body.outcome, 'unchanged');
    assert.deepEqual(replayed.body.reservation, created.body.reservation);
  });

  let checkinCode = '';
  let reservationPublicId = '';
  it('with the receiver down, a guest finds the reservation by its phone and checks in online', async () => {
    const page = await e2e.newPage();
    await page.goto(`/hotel-guide?${SAKURA}`);
    await page.getByRole('link', { name: 'Check-in', exact: true }).click();
    await page.waitForURL(/\/checkin\?/);
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/checkin/search') && r.request().method() === 'POST',
    );
    await fillCheckinForm(page, PHONE, 1);
    const search = (await (await searched).json()) as {
      searchReservations: { id: string; reservationId: string }[];
    };
    // Found by the phone: the PMS's reservation, and only it.
    assert.deepEqual(
      search.searchReservations.map((r) => r.reservationId),
      [BOOKING],
    );
    reservationPublicId = search.searchReservations[0]!.id;

    await page.waitForURL(/\/checkin-reservation-confirm\?/);
    const card = page.getByRole('listitem').filter({ hasText: BOOKING });
    await card.getByText('Ichiro Suzuki').first().waitFor();
    await card.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/login\?/);
    await page.getByLabel(/Email address/).fill(HANAKO);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Password\*?$/).fill('Sakura2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/custom-checkin\?/);
    await answerGuidance(page);
    await page.waitForURL(/\/checkin-payment\?/);
    // The PMS's two nights, as it sent them.
    await page.getByText('¥24,000').first().waitFor();
    await page.getByRole('radio', { name: 'Pay at the front desk' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.waitForURL(/\/checkin-accept\?/);
    await page.getByRole('heading', { level: 2, name: 'Welcome!' }).waitFor();
    checkinCode = (await page.getByText(/^Check-in ID: /).textContent())!.replace('Check-in ID: ', '');
    assert.deepEqual(errorsOf(page), []);

    // The first attempt (at once, after the check-in's answer) meets the receiver down.
    const [failed] = await until('a failed attempt', async () => {
      const list = await deliveries();
      return list[0]?.lastStatus === 503 ? list : undefined;
    });
    assert.equal(failed!.status, 'pending');
    assert.equal(failed!.eventType, 'checkin.submitted');
    assert.ok(receiver.requests.length >= 1 && receiver.requests.every((r) => r.status === 503));
    await shootDeliveries(desk, 'pending');
  });

  it('once the receiver is back the event arrives, verified, exactly once by webhook-id', async () => {
    receiver.open(secret);
    const delivered = await until('the delivery delivered', async () => {
      const [delivery] = await deliveries();
      return delivery?.status === 'delivered' ? delivery : undefined;
    });
    // Delivered after at least one failed attempt, with the receiver's answer.
    assert.ok(delivered.attempts >= 2, `attempts: ${delivered.attempts}`);
    assert.equal(delivered.lastStatus, 200);

    // A while longer with the receiver up: a second arrival, were there one, would show here.
    const settled = receiver.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    assert.equal(receiver.requests.length, settled, 'nothing is sent once delivered');
    const accepted = receiver.requests.filter((r) => r.status === 200);
    assert.equal(accepted.length, 1, `accepted ${accepted.length} times`);
    assert.deepEqual(
      receiver.requests.filter((r) => r.refusal),
      [],
    );
    // Every attempt, failed or not, is the one event: one webhook-id, each signed.
    const ids = new Set(receiver.requests.map((r) => r.headers['webhook-id']));
    assert.deepEqual([...ids], [delivered.webhookId]);
    assert.ok(receiver.requests.filter((r) => r.status === 503).length >= 1);

    const arrived = accepted[0]!;
    // Verified again here, on the raw body and headers, as the receiver did.
    const event = new Webhook(secret).verify(arrived.body, arrived.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    assert.deepEqual(event, arrived.event);
    assert.equal(event.type, 'checkin.submitted');
    assert.ok(!Number.isNaN(Date.parse(event.timestamp)));
    assert.equal(event.data.hotelId, 'sakura-asakusa');
    assert.equal(event.data.checkinCode, checkinCode);
    assert.deepEqual(event.data.reservationIds, [reservationPublicId]);
    // The PMS knows its reservation by its own id and booking number, which the event names too.
    assert.deepEqual(event.data.reservations, [
      { id: reservationPublicId, externalId: EXTERNAL_ID, bookingNumber: BOOKING },
    ]);
    assert.equal(event.data.totalMembers, 1);
    assert.match(arrived.headers['webhook-signature'] as string, /^v1,[A-Za-z0-9+/]+=*$/);

    // The console's list says so too, after its failed attempts.
    const card = await showDeliveries(desk, `${EVENT}: Delivered`);
    await card.getByText('HTTP 200').waitFor();
    await card.getByText(delivered.webhookId).waitFor();
    await assertNoViolations(desk);
    await shootDeliveries(desk, 'delivered');
    assert.deepEqual(errorsOf(desk), []);

    const folder = process.env.E2E_SHOTS;
    if (folder) {
      const record = {
        request: { method: 'POST', url: receiver.url, headers: arrived.headers },
        body: arrived.body,
        answer: arrived.status,
        earlierAttempts: receiver.requests
          .filter((r) => r !== arrived)
          .map((r) => ({
            webhookId: r.headers['webhook-id'],
            webhookTimestamp: r.headers['webhook-timestamp'],
            answer: r.status,
          })),
        console: delivered,
      };
      fs.writeFileSync(path.join(folder, 'delivered-webhook.json'), `${JSON.stringify(record, null, 2)}\n`);
    }
  });
});
