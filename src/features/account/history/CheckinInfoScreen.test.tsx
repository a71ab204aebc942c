import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinDetails, CheckinHistoryItem } from '@/api/providerApi';
import { renderApp } from '../../../../test/setup/renderApp';
import { DEMO_MEMBER, logIn, newMember } from '../../../../test/setup/members';

// Against the real API server with the seeded demo members (test/setup/startApiServer.cjs): the
// demo member's latest past stay (demo hotel) has a wallet pass and two tickets each of two kinds.

const api = async <T,>(path: string, token: string) =>
  (await (
    await fetch(`${process.env.API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as T;

let hanako: string;
let latest: CheckinHistoryItem;
let older: CheckinHistoryItem;
let details: CheckinDetails;
beforeAll(async () => {
  hanako = await logIn(DEMO_MEMBER);
  // Her two past stays are the oldest entries (newer ones are the demo stays of the check-out).
  [latest, older] = (
    await api<{ checkinHistorys: CheckinHistoryItem[] }>('/api/checkin-history', hanako)
  ).checkinHistorys.slice(-2) as [CheckinHistoryItem, CheckinHistoryItem];
  details = (
    await api<{ checkinHistory: CheckinDetails[] }>(
      `/api/checkin-history-detail/${latest.checkinId}?checkinCode=${latest.checkinCode}`,
      hanako,
    )
  ).checkinHistory[0]!;
});

const pathOf = (item: CheckinHistoryItem, query: string) =>
  `/mypage/checkin-history/${item.checkinId}?checkinCode=${item.checkinCode}&${query}`;
const decodeBase64 = (value: string) => new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
const exchangeCodes = (name: string) =>
  details.ticket.filter((t) => t.ticket_name === name).map((t) => t.exchange_code);

describe('CheckinInfoScreen', () => {
  it('shows the hotel, the check-in time and ID, and the QR code of the pass without pass_id', async () => {
    renderApp(pathOf(latest, 'hotelId=sakura-asakusa&lang=en'), undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in information' })).toBeVisible();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Check-in date and time', 'Check-in ID']);
    expect(values[0]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(values[1]).toBe(latest.checkinCode);

    // The code is drawn in a render of its own, just after the screen (src/ui/QrCode.tsx).
    const qr = await screen.findByRole('img', { name: 'Check-in QR code' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const payload = JSON.parse(decodeBase64(qr.getAttribute('data-value')!));
    expect(payload).toEqual({ checkin_code: latest.checkinCode, hotel_id: 'sakura-asakusa' });
    expect(JSON.parse(details.qr_json)).toHaveProperty('pass_id', 'pass-demo-0001');
  });

  it('links the wallet pass of a check-in that has one', async () => {
    renderApp(pathOf(latest, 'hotelId=sakura-asakusa&lang=en'), undefined, { token: hanako });
    expect(await screen.findByRole('link', { name: 'Save to wallet' })).toHaveAttribute(
      'href',
      'https://wallet.sakura-guest.example/passkit/pass-demo-0001/download',
    );
  });

  it('shows the Japanese hotel name in Japanese, and no wallet link or tickets for a check-in without them', async () => {
    renderApp(pathOf(older, 'hotelId=sakura-asakusa&lang=ja'), undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 2, name: 'ビジネスイン港' })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'チェックイン用QRコード' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ウォレットに保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'チケット' })).not.toBeInTheDocument();
  });

  it('groups the tickets by name with their counts (TKT plugin)', async () => {
    renderApp(pathOf(latest, 'hotelId=sakura-asakusa&lang=en'), undefined, { token: hanako });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Tickets' })).closest('section')!;
    const groups = within(section)
      .getAllByRole('listitem')
      .map((item) => [
        item.querySelector('.ticket-group__name')?.textContent,
        item.querySelector('.ticket-group__count')?.textContent,
      ]);
    expect(groups).toEqual([
      ['朝食券 Breakfast', '2 tickets'],
      ['大浴場利用券 Bath', '2 tickets'],
    ]);
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Show QR codes (朝食券 Breakfast)', 'Show QR codes (大浴場利用券 Bath)']);
  });

  it('shows a check-in’s tickets by its own hotel, also in another hotel’s app (no TKT there)', async () => {
    renderApp(pathOf(latest, 'hotelId=minato-inn&lang=en'), undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    const section = screen.getByRole('heading', { level: 2, name: 'Tickets' }).closest('section')!;
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('pages through a ticket group’s QR codes in a modal', async () => {
    const user = userEvent.setup();
    renderApp(pathOf(latest, 'hotelId=sakura-asakusa&lang=en'), undefined, { token: hanako });
    await user.click(await screen.findByRole('button', { name: 'Show QR codes (大浴場利用券 Bath)' }));
    const dialog = screen.getByRole('dialog', { name: '大浴場利用券 Bath' });
    const [first, second] = exchangeCodes('大浴場利用券 Bath');
    // Each code is drawn in a render of its own, just after the page of the pager (src/ui/QrCode.tsx).
    const qr = () => within(dialog).findByRole('img', { name: 'QR code of the ticket 大浴場利用券 Bath' });
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
    expect(await qr()).toHaveAttribute('data-value', first);
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('2 / 2')).toBeVisible();
    expect(await qr()).toHaveAttribute('data-value', second);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('1 / 2')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says not found for another member’s check-in, with a link back to the list', async () => {
    const { token } = await newMember();
    renderApp(pathOf(latest, 'hotelId=sakura-asakusa&lang=en'), undefined, { token });
    expect(await screen.findByRole('heading', { name: 'Check-in not found' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Check-in QR code' })).not.toBeInTheDocument();
    expect(screen.queryByText(latest.checkinCode)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to check-in history' })).toHaveAttribute(
      'href',
      '/mypage/checkin-history?hotelId=sakura-asakusa&lang=en',
    );
  });

  it('says not found without a check-in code or with a wrong one', async () => {
    const first = renderApp(`/mypage/checkin-history/${latest.checkinId}?hotelId=sakura-asakusa&lang=en`, undefined, {
      token: hanako,
    });
    expect(await screen.findByRole('heading', { name: 'Check-in not found' })).toBeVisible();
    first.unmount();
    renderApp(
      `/mypage/checkin-history/${latest.checkinId}?checkinCode=WRONG&hotelId=sakura-asakusa&lang=ja`,
      undefined,
      {
        token: hanako,
      },
    );
    expect(await screen.findByRole('heading', { name: 'チェックイン情報が見つかりません' })).toBeVisible();
  });

  it('goes back to the check-in list', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(pathOf(latest, 'hotelId=sakura-asakusa&lang=en'), undefined, { token: hanako });
    await screen.findByRole('img', { name: 'Check-in QR code' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/checkin-history'));
  });

  it('sends a guest without a token to the login screen', async () => {
    const { router } = renderApp(pathOf(latest, 'hotelId=sakura-asakusa&lang=en'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
