// The browser state that some screens measured by `npm run perf` need, made on the real server the way a
// guest makes it: by going through the app's own flows in Chromium (playwright-core), with the demo data of
// docs/demo-data.md (a fresh database: every reservation below is still open). Nothing here uses the test
// server's fixtures, which the real server does not have.
//   - a signed-in member: POST /api/auth/login, the token kept where the app keeps it (local storage
//     access_token, redux-persist's format);
//   - a check-in paid by card (SA-1004, the sandbox card 4242 4242 4242 4242 added on the way), up to the
//     accept screen: its session storage (approvedCheckinData, …) and the invoice the card payment made;
//   - a check-out paid by card (the stays of 08055556666), up to the review: its session storage.
// The state is read back from the browser (the keys the app wrote) and written again, before the first
// load, into each browser that measures a screen (seedStorage).

const HOTEL = 'hotelId=sakura-asakusa&lang=en';
const MEMBER = { email: 'hanako.yamada@sakura-demo.example', password: 'Sakura2026' };
const CARD = { number: '4242 4242 4242 4242', expiry: '1230', name: 'HANAKO YAMADA', code: '123' };
const STEP_TIMEOUT_MS = 30_000;
/** A same-origin page that is not the app, to write storage from (the app would write its own state). */
export const SEED_PATH = '/favicon.svg';
/** Session keys not copied: where to go after sign-in, and typed but unsent form input. */
const SKIPPED_SESSION_KEYS = new Set(['login-redirect', 'form-input']);

/** Signs the member in through the API; the local storage entry the app reads its token from. */
async function signIn(request, base) {
  const response = await request.post(new URL('/api/auth/login', base).href, { data: MEMBER });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const { token } = await response.json();
  // redux-persist's format (src/lib/persist.ts): each field JSON-encoded once more.
  return JSON.stringify({ value: JSON.stringify(token), _persist: JSON.stringify({ version: 1, rehydrated: true }) });
}

/** Writes local and session storage from a same-origin page that is not the app (playwright page). */
async function seedPlaywright(page, base, state) {
  await page.goto(new URL(SEED_PATH, base).href);
  await page.evaluate(writeStorage, state);
}

/** Runs in the page: writes the given local and session storage entries. */
function writeStorage({ local, session }) {
  for (const [key, value] of Object.entries(local ?? {})) globalThis.localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(session ?? {})) globalThis.sessionStorage.setItem(key, value);
}

/** The session storage the app wrote (each key with a value), less the keys not copied. */
async function sessionOf(page) {
  const all = await page.evaluate(() => Object.fromEntries(Object.entries(globalThis.sessionStorage)));
  return Object.fromEntries(Object.entries(all).filter(([key]) => !SKIPPED_SESSION_KEYS.has(key)));
}

/** Waits until the session key holds a value matching `pattern` (redux-persist writes a little later). */
async function sessionKeyMatches(page, key, pattern) {
  await page.waitForFunction(
    ([k, source]) => new RegExp(source).test(globalThis.sessionStorage.getItem(k) ?? ''),
    [key, pattern.source],
    { timeout: STEP_TIMEOUT_MS },
  );
}

async function addCard(page) {
  await page.getByRole('heading', { level: 1, name: 'Add a card' }).waitFor();
  await page.getByLabel(/^Card number/).fill(CARD.number);
  await page.getByLabel(/^Expiry/).fill(CARD.expiry);
  await page.getByLabel(/^Cardholder name/).fill(CARD.name);
  await page.getByLabel(/^Security code/).fill(CARD.code);
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Check-in of SA-1004 by the member, paid by card, up to the accept screen; then the invoice's id. */
async function checkInPaidByCard(page, base) {
  const url = (p) => new URL(`${p}?${HOTEL}`, base).href;
  await page.goto(url('/checkin'));
  await page.getByRole('heading', { level: 2, name: 'Online check-in' }).waitFor();
  await page.getByLabel('Number of guests').selectOption('1');
  await page.getByRole('textbox', { name: 'Phone number of the reservation' }).fill('09000000003');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/checkin-reservation-confirm\?/);
  await page.getByRole('listitem').filter({ hasText: 'SA-1004' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.waitForURL(/\/custom-checkin\?/);
  await page.getByLabel('How will you arrive?').selectOption('Train');
  for (const question of [
    'Fever of 37.5 °C or higher',
    'Headache',
    'Cough or sore throat',
    'Difficulty breathing',
    'Weariness',
    'Travel in the last 14 days (including abroad)',
  ]) {
    await page.getByLabel(question).selectOption('No');
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await page.waitForURL(/\/checkin-payment\?/);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByRole('link', { name: 'Add a card' }).click();
  await addCard(page);
  await page.waitForURL(/\/checkin-payment\?/);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByText('************4242').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/checkin-confirm\?/);
  await page.getByRole('button', { name: 'Check in' }).click();
  await page.waitForURL(/\/checkin-accept\?/);
  await page.getByRole('heading', { level: 2, name: 'Welcome!' }).waitFor();
  await sessionKeyMatches(page, 'approvedCheckinData', /checkinCode/);
  const session = await sessionOf(page);

  // The card payment is the member's invoice (My Page → Invoices), with its receipt.
  await page.goto(url('/mypage/usage-detail'));
  await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
  await page.getByRole('main').getByRole('link').first().click();
  await page.waitForURL(/\/mypage\/usage-detail\/[^/?]+\?/);
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).waitFor();
  const invoiceId = /\/mypage\/usage-detail\/([^/?]+)/.exec(new URL(page.url()).pathname)[1];
  return { session, invoiceId: decodeURIComponent(invoiceId) };
}

/** Check-out of the member's first stay of 08055556666, paid by the saved card, up to the review. */
async function checkOutPaidByCard(page, base) {
  await page.goto(new URL(`/checkout?${HOTEL}`, base).href);
  await page.getByRole('heading', { level: 1, name: 'Check-out' }).waitFor();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('08055556666');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your check-ins' }).waitFor();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByText('************4242').waitFor();
  await page.getByRole('button', { name: /^Pay ¥/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Review and check-out' }).waitFor();
  await sessionKeyMatches(page, 'checkoutProgress', /creditCard/);
  return { session: await sessionOf(page) };
}

/**
 * Makes the state through the app (in a context of `browser` of its own, closed at the end) and returns
 * it by name: { member, checkinAccepted, checkoutPaid, invoiceId }; each state is { local, session }.
 */
export async function makeStates(browser, base) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const token = await signIn(context.request, base);
    const member = { local: { access_token: token }, session: {} };
    await seedPlaywright(page, base, member);
    const checkin = await checkInPaidByCard(page, base).catch((error) => {
      throw new Error(`the check-in flow stopped at ${page.url()}: ${error.message}`);
    });
    const checkout = await checkOutPaidByCard(page, base).catch((error) => {
      throw new Error(`the check-out flow stopped at ${page.url()}: ${error.message}`);
    });
    return {
      member,
      checkinAccepted: { local: member.local, session: checkin.session },
      checkoutPaid: { local: member.local, session: checkout.session },
      invoiceId: checkin.invoiceId,
      pageErrors: errors,
    };
  } finally {
    await context.close();
  }
}

/** Writes a state into a playwright page's origin before its first load of the app. */
export const seedStorage = seedPlaywright;

/** The same for a puppeteer page (the one Lighthouse measures in). */
export async function seedPuppeteer(page, base, state) {
  await page.goto(new URL(SEED_PATH, base).href);
  await page.evaluate(writeStorage, state);
}
