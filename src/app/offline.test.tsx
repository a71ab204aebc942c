import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinHistoryItem } from '@/api/providerApi';
import { selectAccessToken } from '@/domain/auth/authSlices';
import { checkinApproved } from '@/features/checkin/checkinSlice';
import { DEMO_MEMBER, logIn } from '../../test/setup/members';
import { goOffline, loseInternet } from '../../test/setup/offline';
import { renderApp } from '../../test/setup/renderApp';

// The device offline (test/setup/offline.ts): the member's details and the other calls named fail
// as fetch does without a network; the hotel's guide and the check-in detail still come, as the
// service worker answers them from its cache. Against the real API server otherwise.

const Q = 'hotelId=sakura-asakusa&lang=en';
const MEMBER = '/api/me/account-info';
let hanako: string;
let latest: CheckinHistoryItem;
beforeAll(async () => {
  hanako = await logIn(DEMO_MEMBER);
  const response = await fetch(`${process.env.API_BASE}/api/checkin-history`, {
    headers: { Authorization: `Bearer ${hanako}` },
  });
  latest = ((await response.json()) as { checkinHistorys: CheckinHistoryItem[] }).checkinHistorys.at(-2)!;
});

describe('offline', () => {
  it('the accept screen shows the pass from the session without the member, and nobody is signed out', async () => {
    const { store, router } = renderApp(`/hotel-guide?${Q}`, undefined, { token: hanako });
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    const offline = goOffline(MEMBER);
    act(() => {
      store.dispatch(
        checkinApproved({
          checkinId: '77',
          checkinCode: 'CHK-OFFLINE-1',
          qrJson: JSON.stringify({ checkin_code: 'CHK-OFFLINE-1', hotel_id: 'sakura-asakusa' }),
        }),
      );
    });
    await act(() => router.navigate(`/checkin-accept?${Q}`));
    expect(await screen.findByRole('img', { name: 'Check-in QR code' })).toBeInTheDocument();
    expect(screen.getByText('Check-in ID: CHK-OFFLINE-1')).toBeVisible();
    expect(screen.getByText('Please hold the QR code over the check-in machine.')).toBeVisible();
    expect(offline.unreachable).toContain(MEMBER);
    expect(router.state.location.pathname).toBe('/checkin-accept');
    expect(selectAccessToken(store.getState())).toBe(hanako);
  });

  it("a check-in's QR code, ID and tickets show from the cached detail while the member cannot load", async () => {
    const offline = goOffline(MEMBER, '/api/checkin-history');
    const { store, router } = renderApp(
      `/mypage/checkin-history/${latest.checkinId}?checkinCode=${latest.checkinCode}&${Q}`,
      undefined,
      { token: hanako },
    );
    expect(await screen.findByRole('img', { name: 'Check-in QR code' })).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toContain(latest.checkinCode);
    expect(screen.getByRole('heading', { level: 2, name: 'Tickets' })).toBeVisible();
    expect(offline.unreachable).toContain(MEMBER);
    expect(router.state.location.pathname).toBe(`/mypage/checkin-history/${latest.checkinId}`);
    expect(selectAccessToken(store.getState())).toBe(hanako);
  });

  it('a screen that needs the network says so, and loads by itself once back online', async () => {
    const offline = goOffline('/api/checkin-history');
    renderApp(`/mypage/checkin-history?${Q}`, undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    expect(screen.getByText('This page needs a connection; it will load when you are back online.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // The toast of the failed read says it too, not the generic network message.
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. This page needs a connection.');

    offline.backOnline();
    const list = await within(await screen.findByRole('main')).findByRole('list');
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(1);
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
  });

  it('in Japanese', async () => {
    goOffline('/api/checkin-history');
    renderApp('/mypage/checkin-history?hotelId=sakura-asakusa&lang=ja', undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 1, name: 'オフラインです' })).toBeVisible();
    expect(
      screen.getByText('このページの表示には通信が必要です。オンラインに戻ると自動で読み込みます。'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '再試行' })).toBeVisible();
  });

  it('an action that fails offline says nothing was sent', async () => {
    const user = userEvent.setup();
    renderApp(`/login?${Q}`);
    await user.type(await screen.findByLabelText(/Email address/), DEMO_MEMBER);
    goOffline('/api/auth/check-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. Nothing was sent; try again when you are back online.',
    );
  });
});

// Hotel Wi-Fi with no internet behind it (or a page the service worker served while Chromium 150
// emulated offline): the browser says it is online, and the calls get no answer. The failed request
// decides, not the flag.
describe('offline while the browser says it is online', () => {
  it('the accept screen shows the pass without the member, and no toast', async () => {
    const { store, router } = renderApp(`/hotel-guide?${Q}`, undefined, { token: hanako });
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    const offline = loseInternet(MEMBER);
    act(() => {
      store.dispatch(
        checkinApproved({
          checkinId: '78',
          checkinCode: 'CHK-NO-INTERNET',
          qrJson: JSON.stringify({ checkin_code: 'CHK-NO-INTERNET', hotel_id: 'sakura-asakusa' }),
        }),
      );
    });
    await act(() => router.navigate(`/checkin-accept?${Q}`));
    expect(await screen.findByRole('img', { name: 'Check-in QR code' })).toBeInTheDocument();
    expect(screen.getByText('Check-in ID: CHK-NO-INTERNET')).toBeVisible();
    expect(offline.unreachable).toContain(MEMBER);
    expect(navigator.onLine).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectAccessToken(store.getState())).toBe(hanako);
  });

  it("a check-in's QR code and ID show from the cached detail", async () => {
    const offline = loseInternet(MEMBER, '/api/checkin-history');
    renderApp(`/mypage/checkin-history/${latest.checkinId}?checkinCode=${latest.checkinCode}&${Q}`, undefined, {
      token: hanako,
    });
    expect(await screen.findByRole('img', { name: 'Check-in QR code' })).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toContain(latest.checkinCode);
    expect(offline.unreachable).toContain(MEMBER);
    expect(screen.queryByRole('heading', { name: 'Could not load this page' })).not.toBeInTheDocument();
  });

  it('a screen that needs the network says the app is offline, and loads by itself once back', async () => {
    const offline = loseInternet('/api/checkin-history');
    renderApp(`/mypage/checkin-history?${Q}`, undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    offline.backOnline();
    const list = await within(await screen.findByRole('main')).findByRole('list');
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(1);
  });
});
