import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinHistoryItem } from '@/api/providerApi';
import { renderApp } from '../../../../test/setup/renderApp';
import { DEMO_MEMBER, logIn, newMember } from '../../../../test/setup/members';

// Against the real API server with the seeded demo members (test/setup/startApiServer.cjs): the
// demo member's check-ins: the demo stays of the check-out (this week), then two past stays, the
// latest at the demo hotel (tickets, wallet pass), an older one at the minimal hotel.

const HOTEL = 'hotelId=sakura-asakusa';
let hanako: string;
let history: CheckinHistoryItem[];
beforeAll(async () => {
  hanako = await logIn(DEMO_MEMBER);
  const response = await fetch(`${process.env.API_BASE}/api/checkin-history`, {
    headers: { Authorization: `Bearer ${hanako}` },
  });
  history = ((await response.json()) as { checkinHistorys: CheckinHistoryItem[] }).checkinHistorys;
});

/** YYYY/MM/DD HH:mm in Japan (UTC+9, no daylight saving), worked out independently of the screen. */
const japanTime = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace(/-/g, '/').replace('T', ' ');

const entries = async () =>
  within(await within(await screen.findByRole('main')).findByRole('list')).getAllByRole('link');

describe('CheckinHistoryScreen', () => {
  it('lists the check-ins with the Latin hotel names and Japan time in English', async () => {
    renderApp(`/mypage/checkin-history?${HOTEL}&lang=en`, undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in history' })).toBeVisible();
    const links = await entries();
    expect(links).toHaveLength(history.length);
    const names = links.map((l) => l.querySelector('.history-entry__hotel')?.textContent);
    expect(names).toEqual(history.map((item) => item.hotelNameLatin));
    expect(names.slice(-2)).toEqual(['Hotel Sakuranamiki Asakusa', 'Business Inn Minato']);
    links.forEach((link, i) => {
      const item = history[i]!;
      const time = within(link).getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
      expect(time.textContent).toBe(japanTime(item.checkinTime));
      expect(time).toHaveAttribute('datetime', item.checkinTime);
      expect(link).toHaveAttribute(
        'href',
        `/mypage/checkin-history/${item.checkinId}?checkinCode=${item.checkinCode}&${HOTEL}&lang=en`,
      );
    });
  });

  it('shows the Japanese hotel names in Japanese', async () => {
    renderApp(`/mypage/checkin-history?${HOTEL}&lang=ja`, undefined, { token: hanako });
    const links = await entries();
    const names = links.map((l) => l.querySelector('.history-entry__hotel')?.textContent);
    expect(names).toEqual(history.map((item) => item.hotelName));
    expect(names.slice(-2)).toEqual(['ホテル桜並木 浅草', 'ビジネスイン港']);
  });

  it('opens an entry’s check-in info and comes back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/mypage/checkin-history?${HOTEL}&lang=en`, undefined, { token: hanako });
    await user.click((await entries())[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in information' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/mypage/checkin-history/${history[0]!.checkinId}`);
    expect(new URLSearchParams(router.state.location.search).get('checkinCode')).toBe(history[0]!.checkinCode);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in history' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/mypage');
  });

  it('says so when the member has no check-in yet', async () => {
    const { token } = await newMember();
    const first = renderApp(`/mypage/checkin-history?${HOTEL}&lang=en`, undefined, { token });
    expect(await screen.findByRole('heading', { name: 'No check-in information' })).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('link')).not.toBeInTheDocument();
    first.unmount();
    renderApp(`/mypage/checkin-history?${HOTEL}&lang=zh`, undefined, { token });
    expect(await screen.findByRole('heading', { name: '暂无入住信息' })).toBeVisible();
  });

  it('sends a guest without a token to the login screen', async () => {
    const { router } = renderApp(`/mypage/checkin-history?${HOTEL}&lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
