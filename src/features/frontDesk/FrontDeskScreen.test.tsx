import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MINATO_STAFF,
  pendingPayment,
  requestOrder,
  resolveElsewhere,
  SAKURA_STAFF,
  SEEDED_PENDING,
} from '../../../test/setup/frontDesk';
import { openDesk, section, signIn } from '../../../test/setup/frontDeskPage';
import { newMember } from '../../../test/setup/members';
import { renderStaffApp } from '../../../test/setup/renderStaffApp';
import { makePersistor, makeStore } from '@/app/store';
import { sessionStarted } from '@/domain/auth/authSlices';

// The hotel staff's front-desk page, the whole staff app against the real API server
// (test/setup/startApiServer.cjs) with its demo staff accounts. Failures the server cannot be made to
// give (a lost connection) are made by letting a request fail on its way, as test/setup/lostAnswers.ts does.

const api = (path: string) => `${process.env.API_BASE}${path}`;

const rowsOf = (name: string | RegExp) => within(section(name)).queryAllByRole('listitem');

/** The staff token this tab keeps (session storage, front-desk-staff). */
function storedToken(): string | null {
  const raw = window.sessionStorage.getItem('front-desk-staff');
  return raw ? (JSON.parse(JSON.parse(raw).token) as string | null) : null;
}

describe('front-desk sign-in', () => {
  it('asks for an email and a password, and says the server’s refusal from the catalogue', async () => {
    const user = userEvent.setup();
    renderStaffApp('/front-desk?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Front desk sign-in' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    // No guest header, footer or hotel icons: the page is outside the guest shell.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email address/), 'frontdesk@');
    await user.click(screen.getByLabelText(/^Password/));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    await user.click(screen.getByLabelText(/^Password/));
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Email address/));
    await signIn(user, SAKURA_STAFF, 'Wrong2026x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(storedToken()).toBeNull();
  });

  it('says to wait when the account is throttled (429)', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@sakura-demo.example`;
    for (let i = 0; i < 5; i++) {
      await fetch(api('/api/front-desk/login'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong2026x' }),
      });
    }
    const user = userEvent.setup();
    renderStaffApp('/front-desk?lang=en');
    await signIn(user, email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before retrying.');
  });

  it('signs in to the staff member’s hotel, keeps the sign-in over a reload, and signs out', async () => {
    const { user, unmount } = await openDesk();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    expect(screen.getByText('Signed in as 受付 さくら')).toBeVisible();
    for (const name of [
      /^Check-ins waiting for approval/,
      /^Today's requests/,
      /^Pending card payments/,
      /^Guest register/,
    ]) {
      expect(section(name)).toBeVisible();
    }
    await waitFor(() => expect(storedToken()).toMatch(/\S{20,}/));

    unmount();
    renderStaffApp('/front-desk?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Front desk sign-in' })).toBeVisible();
    await waitFor(() => expect(storedToken()).toBeNull());
  });

  it('goes back to sign-in when the server no longer takes the token (401)', async () => {
    const { user } = await openDesk();
    const token = storedToken();
    await fetch(api('/api/front-desk/logout'), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await user.click(within(section(/^Today's requests/)).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Front desk sign-in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your sign-in has ended. Please sign in again.');
    await waitFor(() => expect(storedToken()).toBeNull());
  });

  it('switches between the four languages, and opens in Japanese by default', async () => {
    const user = userEvent.setup();
    renderStaffApp('/front-desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'フロントデスク ログイン' })).toBeVisible();
    const languages = screen.getByRole('navigation', { name: '言語' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['日本語', 'English', '中文', '한국어']);
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Front desk sign-in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByLabelText(/^メールアドレス/)).toBeVisible();
  });

  it('opens a Chinese or Korean link in that language', async () => {
    renderStaffApp('/front-desk?lang=ko');
    expect(await screen.findByRole('heading', { level: 1, name: '프런트 데스크 로그인' })).toBeVisible();
    expect(screen.getByRole('button', { name: '한국어', pressed: true })).toBeVisible();
  });

  it('sends the staff token to the staff API only, and never the member’s', async () => {
    const { token: memberToken } = await newMember();
    const fetched = jest.spyOn(globalThis, 'fetch');
    try {
      const user = userEvent.setup();
      // A member signed in on this browser (the guest's app keeps the token in local storage).
      const memberApp = makeStore();
      let memberPersistor: ReturnType<typeof makePersistor> | undefined;
      await new Promise<void>((rehydrated) => (memberPersistor = makePersistor(memberApp, rehydrated)));
      memberApp.dispatch(sessionStarted(memberToken));
      await memberPersistor!.flush();
      memberPersistor!.pause();
      expect(window.localStorage.getItem('access_token')).toContain(memberToken);
      renderStaffApp('/front-desk?lang=en');
      await signIn(user);
      await screen.findByRole('region', { name: /^Pending card payments/ });
      await within(section(/^Pending card payments/)).findByText(/^Updated \d{2}:\d{2}$/);
      const requests = fetched.mock.calls.map(([input, init]) =>
        input instanceof Request ? input : new Request(input, init),
      );
      const staff = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/front-desk/'));
      const guest = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/hotel-guide'));
      expect(staff.length).toBeGreaterThan(2);
      expect(guest.length).toBeGreaterThan(0);
      // (redux-persist writes session storage a moment after the sign-in.)
      await waitFor(() => expect(storedToken()).not.toBeNull());
      const staffToken = storedToken();
      for (const r of staff.filter((s) => !s.url.endsWith('/login'))) {
        expect(r.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
      }
      for (const r of guest) expect(r.headers.get('Authorization')).toBeNull();
    } finally {
      fetched.mockRestore();
    }
  });
});

describe('the desk’s lists', () => {
  it('says each list is empty at a hotel with nothing waiting', async () => {
    // minato-inn has no orders or pending payments; its check-ins waiting for approval are those the
    // check-in tests of other files submit meanwhile (test/setup: one server for every file), so that
    // one answer, and only its list, is read as empty on its way back.
    const realFetch = global.fetch;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const answer = await realFetch(input, init);
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname !== '/api/front-desk/checkins' || !answer.ok) return answer;
      return Response.json({ ...(await answer.json()), checkins: [] });
    });
    await openDesk(MINATO_STAFF);
    expect(
      await within(section(/^Check-ins waiting/)).findByText('No check-ins are waiting for approval.'),
    ).toBeVisible();
    expect(await within(section(/^Today's requests/)).findByText('No requests have been ordered today.')).toBeVisible();
    expect(await within(section(/^Pending card payments/)).findByText('No card payments are pending.')).toBeVisible();
    jest.restoreAllMocks();
  });

  it('says a list could not be read, and reads it again on “Try again”', async () => {
    const realFetch = global.fetch;
    let failed = 0;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/front-desk/checkins' && failed++ === 0) {
        throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    try {
      await openDesk();
      const checkins = section(/^Check-ins waiting/);
      expect(await within(checkins).findByRole('alert')).toHaveTextContent(
        'Could not load this list. Failed to send or receive data. Please try again later.',
      );
      await userEvent.click(within(checkins).getByRole('button', { name: 'Try again' }));
      expect(await within(checkins).findByRole('listitem', { name: SEEDED_PENDING.guest })).toBeVisible();
      expect(within(checkins).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('lists today’s requests and marks one delivered', async () => {
    const placed = await requestOrder('Toothbrush set', 2);
    const { user } = await openDesk();
    const requests = section(/^Today's requests/);
    const [row] = await within(requests).findAllByRole('listitem', { name: `Room ${placed.roomNumber}` });
    expect(row).toHaveTextContent(/× 2/);
    expect(within(row!).getByText('Payment').nextSibling).toHaveTextContent('No payment method chosen');
    expect(within(row!).getByText('Ordered').nextSibling).toHaveTextContent(/^\d{2}:\d{2}$/);
    expect(within(row!).getByText('Total').nextSibling).toHaveTextContent(/^¥[\d,]+$/);

    await user.click(within(row!).getByRole('button', { name: 'Delivered' }));
    expect(await within(row!).findByRole('status')).toHaveTextContent(/^Delivered at \d{2}:\d{2}$/);
  });

  it('releases a payment the gateway never charged, after a confirmation', async () => {
    await pendingPayment({ charged: false });
    const { user } = await openDesk();
    const payments = section(/^Pending card payments/);
    const row = (await within(payments).findAllByRole('listitem')).find((r) => r.textContent?.includes('Not charged'))!;
    expect(row).toHaveTextContent('¥14,280 · Check-out');
    expect(row).toHaveTextContent('VISA ************4242');
    expect(within(row).getByRole('button', { name: 'Settle' })).toBeDisabled();
    const before = rowsOf(/^Pending card payments/).length;

    await user.click(within(row).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this payment?' });
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Release' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release' }));
    expect(await within(payments).findByText('The payment of ¥14,280 was released.')).toBeVisible();
    await waitFor(() => expect(rowsOf(/^Pending card payments/)).toHaveLength(before - 1));
  });

  it('settles a payment the gateway charged, and says when another desk did it first (409)', async () => {
    const first = await pendingPayment({ charged: true });
    const { user } = await openDesk();
    const payments = section(/^Pending card payments/);
    const charged = () =>
      within(payments)
        .queryAllByRole('listitem')
        .filter((r) => r.textContent?.includes('Charged (TX'));
    await waitFor(() => expect(charged()).toHaveLength(1));
    const [row] = charged();
    expect(within(row!).getByRole('button', { name: 'Release' })).toBeDisabled();
    await user.click(within(row!).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle this payment?' });
    expect(dialog).toHaveTextContent('The gateway charged the card.');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await within(payments).findByText('The payment of ¥14,280 was settled.')).toBeVisible();
    await waitFor(() => expect(charged()).toHaveLength(0));
    expect(first.orderId).toMatch(/^ORD/);

    // Another desk settles the next one while this one confirms.
    const second = await pendingPayment({ charged: true });
    await user.click(within(payments).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(charged()).toHaveLength(1));
    const [next] = charged();
    await user.click(within(next!).getByRole('button', { name: 'Settle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Settle this payment?' });
    await resolveElsewhere(second.orderId, 'settle');
    await user.click(within(confirm).getByRole('button', { name: 'Settle' }));
    expect(await within(payments).findByRole('alert')).toHaveTextContent('This payment is no longer pending.');
    await waitFor(() => expect(charged()).toHaveLength(0));
  });
});
