import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/setup/renderApp';
import { newMember } from '../../../../test/setup/members';
import { paidOrder } from '../../../../test/setup/invoices';

// Against the real API server (test/setup/startApiServer.cjs); each test's member and payments are its own.

const HOTEL = 'hotelId=sakura-asakusa';

const entries = async () =>
  within(await within(await screen.findByRole('main')).findByRole('list')).getAllByRole('link');

describe('InvoiceListScreen', () => {
  it('lists the member’s payments newest first: hotel, time in Japan and transaction number', async () => {
    const { email, token } = await newMember();
    const older = await paidOrder(email, {
      createdAt: '2026-04-30T23:10:00Z',
      hotelId: 'minato-inn',
      lines: [
        { subject: 'Room', price: 3300, rate: 10 },
        { subject: 'Discount', price: -300, rate: 10, discount: true },
      ],
    });
    const newer = await paidOrder(email, { createdAt: '2026-05-12T05:30:00Z' });
    renderApp(`/mypage/usage-detail?${HOTEL}&lang=en`, undefined, { token });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const links = await entries();
    // Each with the amount it came to (the older one a ¥3,300 stay less a ¥300 discount).
    await waitFor(() =>
      expect(links.map((link) => link.textContent)).toEqual([
        `Hotel Sakuranamiki Asakusa2026/05/12 14:30Transaction No. ${newer.orderId}¥14,280`,
        // 23:10 UTC is the next morning in Japan.
        `Business Inn Minato2026/05/01 08:10Transaction No. ${older.orderId}¥3,000`,
      ]),
    );
    expect(links[0]).toHaveAttribute('href', `/mypage/usage-detail/${newer.orderId}?${HOTEL}&lang=en`);
    expect(within(links[0]!).getByText('2026/05/12 14:30')).toHaveAttribute('datetime', '2026-05-12T05:30:00.000Z');
  });

  it('shows each amount from the list itself: no invoice is fetched per entry', async () => {
    const { email, token } = await newMember();
    await paidOrder(email, { createdAt: '2026-05-12T05:30:00Z' });
    await paidOrder(email, { createdAt: '2026-05-13T05:30:00Z' });
    const fetched = jest.spyOn(globalThis, 'fetch');
    try {
      renderApp(`/mypage/usage-detail?${HOTEL}&lang=en`, undefined, { token });
      const links = await entries();
      expect(links.map((link) => within(link).getByText(/^¥/).textContent)).toEqual(['¥14,280', '¥14,280']);
      const urls = fetched.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
      expect(urls.some((url) => url.includes('/api/me/account-payment'))).toBe(true);
      expect(urls.filter((url) => url.includes('/api/payment/usage-detail'))).toEqual([]);
    } finally {
      fetched.mockRestore();
    }
  });

  it('shows the Japanese hotel names in Japanese and opens an invoice', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email);
    const user = userEvent.setup();
    const { router } = renderApp(`/mypage/usage-detail?${HOTEL}&lang=ja`, undefined, { token });
    const [link] = await entries();
    await waitFor(() =>
      expect(link).toHaveTextContent(`ホテル桜並木 浅草2026/05/12 14:30取引番号 ${order.orderId}￥14,280`),
    );
    await user.click(link!);
    expect(await screen.findByRole('heading', { level: 1, name: '利用明細書' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/mypage/usage-detail/${order.orderId}`);
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(await screen.findByRole('heading', { level: 1, name: '利用明細' })).toBeVisible();
  });

  it('says “No invoice” when the member has paid nothing', async () => {
    const { token } = await newMember();
    const first = renderApp(`/mypage/usage-detail?${HOTEL}&lang=en`, undefined, { token });
    expect(await screen.findByRole('heading', { name: 'No invoice' })).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('link')).not.toBeInTheDocument();
    first.unmount();
    renderApp(`/mypage/usage-detail?${HOTEL}&lang=ko`, undefined, { token });
    expect(await screen.findByRole('heading', { name: '이용 명세가 없습니다' })).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email);
    const realFetch = window.fetch;
    let failures = 0;
    const fetchSpy = jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/me/account-payment') && failures === 0) {
        failures += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return realFetch(input, init);
    });
    try {
      const user = userEvent.setup();
      renderApp(`/mypage/usage-detail?${HOTEL}&lang=en`, undefined, { token });
      // A call that got no answer: the app counts itself offline, whatever navigator.onLine says
      // (src/lib/connectivity.ts).
      expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      const [link] = await entries();
      expect(link).toHaveTextContent(order.orderId);
      expect(failures).toBe(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('sends a guest without a token to the login screen', async () => {
    const { router } = renderApp(`/mypage/usage-detail?${HOTEL}&lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
