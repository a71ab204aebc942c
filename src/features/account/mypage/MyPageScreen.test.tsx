import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/setup/renderApp';
import { DEMO_MEMBER, logIn, newMember } from '../../../../test/setup/members';
import { selectAccessToken } from '@/domain/auth/authSlices';

// Against the real API server with the seeded demo hotels and members (test/setup/startApiServer.cjs).

const HOTEL = 'hotelId=sakura-asakusa';
let hanako: string;
beforeAll(async () => {
  hanako = await logIn(DEMO_MEMBER);
});

const menu = async () => within(await screen.findByRole('navigation', { name: 'My Page menu' }));

describe('MyPageScreen', () => {
  it('shows the member’s name (name then surname in English) and a default picture', async () => {
    renderApp(`/mypage?${HOTEL}&lang=en`, undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 2, name: '山田 花子' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'My Page' })).toBeVisible();
    expect(document.querySelector('.mypage__picture--default')).toBeInTheDocument();
  });

  it('shows the surname first in Japanese', async () => {
    renderApp(`/mypage?${HOTEL}&lang=ja`, undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 2, name: '山田 花子' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  });

  it('shows the e-mail address of the signed-in account', async () => {
    const { email, token } = await newMember();
    renderApp(`/mypage?${HOTEL}&lang=en`, undefined, { token });
    expect(await screen.findByText(email)).toBeVisible();
  });

  it('links the member screens in this tab, and help, provider site and legal pages in a new tab', async () => {
    renderApp(`/mypage?${HOTEL}&lang=en`, undefined, { token: hanako });
    const nav = await menu();
    const links = nav.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('target')])).toEqual([
      ['Member information', `/mypage/account?${HOTEL}&lang=en`, null],
      ['Check-in history', `/mypage/checkin-history?${HOTEL}&lang=en`, null],
      ['Credit card', `/mypage/credit-card?${HOTEL}&lang=en`, null],
      ['Invoices', `/mypage/usage-detail?${HOTEL}&lang=en`, null],
      ['Help (opens in a new tab)', 'https://sakura-guest.example/help/', '_blank'],
      ['Operating company (opens in a new tab)', 'https://sakura-guest.example/', '_blank'],
      ['Terms of use (opens in a new tab)', `/about-terms-of-use?${HOTEL}&lang=en`, '_blank'],
      ['Privacy policy (opens in a new tab)', `/about-privacy-policy?${HOTEL}&lang=en`, '_blank'],
      ['Security policy (opens in a new tab)', `/about-security-policy?${HOTEL}&lang=en`, '_blank'],
    ]);
    for (const link of links.filter((l) => l.getAttribute('target') === '_blank')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('opens the member information and goes back home with the back arrow', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/mypage?${HOTEL}&lang=en`, undefined, { token: hanako });
    await user.click((await menu()).getByRole('link', { name: 'Member information' }));
    await screen.findByRole('heading', { level: 1, name: 'Member information' });
    expect(router.state.location.pathname).toBe('/mypage/account');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'My Page' });
    expect(router.state.location.pathname).toBe('/mypage');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel-guide'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
  });

  it('signs out: home first, then the token is gone from the store, the storage and the server', async () => {
    const user = userEvent.setup();
    const { email } = await newMember();
    const token = await logIn(email);
    const { router, store, persistor } = renderApp(`/mypage?${HOTEL}&lang=en`, undefined, { token });
    await screen.findByRole('button', { name: 'Sign out' });
    await act(() => persistor.flush());
    expect(window.localStorage.getItem('access_token')).toContain(token);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(selectAccessToken(store.getState())).toBeNull());
    expect(router.state.location.pathname).toBe('/hotel-guide');
    expect(router.state.location.search).toBe(`?${HOTEL}&lang=en`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    // Said on home, so the guest sees the tap worked.
    const said = await screen.findByText('You have signed out.');
    expect(said.closest('[role="status"]')).toBeVisible();
    await act(() => persistor.flush());
    expect(window.localStorage.getItem('access_token')).not.toContain(token);
    // The server forgot the token too (POST /auth/logout).
    await waitFor(async () => {
      const response = await fetch(`${process.env.API_BASE}/api/me/account-info`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
    });
  });

  it('sends a guest without a token to the login screen', async () => {
    const { router } = renderApp(`/mypage?${HOTEL}&lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
