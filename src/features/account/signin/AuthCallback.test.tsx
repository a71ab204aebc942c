import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/setup/renderApp';
import { selectAccessToken } from '@/domain/auth/authSlices';

// The social sign-in return, with real ID tokens from the server's development identity provider.

/** Signs in at the development provider as a demo account and returns the fragment it sends back. */
async function providerFragment(user: string, state: string, nonce = NONCE): Promise<string> {
  const query = new URLSearchParams({ user, redirect_uri: 'http://localhost/', state, nonce });
  const response = await fetch(`${process.env.API_BASE}/dev/idp/sign-in?${query}`, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return new URL(location).hash;
}

const NONCE = 'a-nonce-of-this-browser-0123456789';

function returnTo(fragment: string, pending?: object) {
  if (pending) window.sessionStorage.setItem('social-sign-in', JSON.stringify({ nonce: NONCE, ...pending }));
  window.history.replaceState(null, '', `/${fragment}`);
}

describe('AuthCallbackScreen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('removes the token from the address bar, signs in and opens the profile form for a new member', async () => {
    returnTo(await providerFragment('google-li', 'state-1'), {
      state: 'state-1',
      hotelId: 'sakura-asakusa',
      lang: 'en',
    });
    const { router, store } = renderApp('/');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-account'));
    expect(window.location.hash).toBe('');
    expect(new URLSearchParams(router.state.location.search).get('hotelId')).toBe('sakura-asakusa');
    expect(selectAccessToken(store.getState())).toMatch(/.{20,}/);
    expect(window.sessionStorage.getItem('social-sign-in')).toBeNull();
  });

  it('pre-fills the profile form with the name the provider gave', async () => {
    returnTo(await providerFragment('line-minji', 'state-5'), {
      state: 'state-5',
      hotelId: 'sakura-asakusa',
      lang: 'en',
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-account'));
    // The development provider's name for this account is "Minji Kim".
    expect(await screen.findByRole('textbox', { name: 'Family name' })).toHaveValue('Kim');
    expect(screen.getByRole('textbox', { name: 'Given name' })).toHaveValue('Minji');
  });

  it('refuses a token minted for another sign-in (not this browser’s nonce)', async () => {
    returnTo(await providerFragment('google-aiko', 'state-4', 'someone-elses-nonce-0123456789'), {
      state: 'state-4',
      hotelId: 'sakura-asakusa',
      lang: 'en',
    });
    const { router, store } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The toast may first show in the language of `/` (ja) while the guest's language loads.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The sign-in could not be verified.'));
    expect(selectAccessToken(store.getState())).toBeNull();
  });

  it('refuses an answer whose state this browser did not ask for', async () => {
    returnTo(await providerFragment('google-aiko', 'someone-else'), {
      state: 'mine',
      hotelId: 'sakura-asakusa',
      lang: 'en',
    });
    const { router, store } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The sign-in could not be verified.'));
    expect(selectAccessToken(store.getState())).toBeNull();
  });

  it('goes to login with the server’s message when the token does not verify', async () => {
    const fragment = await providerFragment('facebook-ben', 'state-2');
    // A token with a broken signature.
    returnTo(
      fragment.replace(/id_token=([^&]+)/, (_m, token: string) => `id_token=${token.slice(0, -4)}AAAA`),
      {
        state: 'state-2',
        hotelId: 'sakura-asakusa',
        lang: 'en',
      },
    );
    const { router, store } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The sign-in could not be verified.'));
    expect(selectAccessToken(store.getState())).toBeNull();
  });

  it.each([
    ['access_denied', 'Wrong email or password.'],
    ['server_error', 'Unknown error'],
  ])('says why when the provider answers %s, on the login screen', async (error, text) => {
    returnTo(`#error=${error}&state=state-3`, { state: 'state-3', hotelId: 'sakura-asakusa', lang: 'en' });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(window.location.hash).toBe('');
  });

  it('without a token goes home to the stored hotel, or to /404 when none is known', async () => {
    window.localStorage.setItem('hotel_id', 'minato-inn');
    const first = renderApp('/');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/hotel-guide'));
    expect(first.router.state.location.search).toContain('hotelId=minato-inn');
    first.unmount();
    window.localStorage.clear();
    const second = renderApp('/');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/404'));
  });
});
