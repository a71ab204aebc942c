import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginAsked, selectAccessToken } from '@/domain/auth/authSlices';
import { DEMO_MEMBER, DEMO_PASSWORD, newMember } from '../../../../test/setup/members';
import { renderApp } from '../../../../test/setup/renderApp';

// Against the real API server (test/setup/startApiServer.cjs) with the seeded demo hotel and members.
const Q = 'hotelId=sakura-asakusa&lang=en';

describe('LoginScreen', () => {
  it('enables Next only for a valid email and goes on to the password for a known member', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/login?${Q}`);
    const email = await screen.findByLabelText(/Email address/);
    const next = screen.getByRole('button', { name: 'Next' });
    // The form checks its empty field as it mounts (Formik's validateOnMount, an effect).
    await waitFor(() => expect(next).toBeDisabled());
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(next).toBeDisabled();
    await user.clear(email);
    await user.type(email, DEMO_MEMBER);
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-email'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('email')).toBe(DEMO_MEMBER);
    expect(params.get('userStatus')).toBe('exists');
  });

  it('sends an unknown email on to create an account', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/login?${Q}`);
    await user.type(await screen.findByLabelText(/Email address/), 'brand.new.guest@test.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-email'));
    expect(new URLSearchParams(router.state.location.search).get('userStatus')).toBe('new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });

  it('shows the migration reset modal for a migrated account, which only its buttons close', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/login?${Q}`);
    await user.type(await screen.findByLabelText(/Email address/), 'migrated@sakura-demo.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our system has moved: please set a new password' });
    expect(within(dialog).getByText(/migrated@sakura-demo\.example/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.modal')!);
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-email'));
  });

  it('opens the LINE notes: Login waits for the I-checked box, Go back closes', async () => {
    const user = userEvent.setup();
    renderApp(`/login?${Q}`);
    await user.click(await screen.findByRole('button', { name: 'Continue with LINE' }));
    const dialog = screen.getByRole('dialog', { name: 'Before you log in with LINE' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Your browser is not in private (incognito) mode.',
      'An email address is registered in your LINE account.',
      'You allow LINE to share your contact information (email address) when it asks.',
    ]);
    const login = within(dialog).getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I checked' }));
    expect(login).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the terms and the privacy policy in the agreement sentence, in each language', async () => {
    renderApp(`/login?${Q}`);
    const terms = await screen.findByRole('link', { name: /Terms of Use/ });
    expect(terms).toHaveAttribute('href', '/about-terms-of-use?hotelId=sakura-asakusa&lang=en');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/about-privacy-policy?hotelId=sakura-asakusa&lang=en',
    );
  });

  it('keeps what the guest typed when the language changes', async () => {
    const user = userEvent.setup();
    renderApp(`/login?${Q}`);
    await user.type(await screen.findByLabelText(/Email address/), 'guest@test');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '한국어' }));
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    expect(screen.getByLabelText(/이메일 주소/)).toHaveValue('guest@test');
    // The error follows the language too.
    expect(await screen.findByText('올바른 이메일 주소를 입력해 주세요.')).toBeVisible();
  });

  it('speaks Japanese by default', async () => {
    renderApp('/login?hotelId=sakura-asakusa');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    expect(screen.getByRole('link', { name: /利用規約/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'LINEでログイン' })).toBeVisible();
  });

  it('offers no other account when the page says social sign-in is off (SOCIAL_SIGN_IN=off)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'social-sign-in';
    meta.content = 'off';
    document.head.append(meta);
    try {
      renderApp(`/login?${Q}`);
      expect(await screen.findByLabelText(/Email address/)).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Log in with another account' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    } finally {
      meta.remove();
    }
  });
});

describe('EmailLoginScreen', () => {
  it('signs a complete member in and lands on the stored redirect', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp(`/login-email?email=${encodeURIComponent(DEMO_MEMBER)}&userStatus=exists&${Q}`);
    store.dispatch(loginAsked({ redirectedFrom: `/hotel-guide?${Q}`, redirectTo: `/mypage/checkin-history?${Q}` }));
    expect(await screen.findByText(`Email address: ${DEMO_MEMBER}`)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Email address/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      `/forget-password?email=${encodeURIComponent(DEMO_MEMBER)}&hotelId=sakura-asakusa&lang=en`,
    );
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/checkin-history'));
    expect(selectAccessToken(store.getState())).toMatch(/.{20,}/);
    expect(JSON.parse(window.localStorage.getItem('access_token') ?? '{}').value).toBeDefined();
  });

  it('says Wrong email or password. and stays', async () => {
    const user = userEvent.setup();
    const { email } = await newMember();
    const { router, store } = renderApp(`/login-email?email=${encodeURIComponent(email)}&userStatus=exists&${Q}`);
    await user.type(await screen.findByLabelText(/^Password/), 'NotMine2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The toast (spec doc 1 §8: a sign-in refused) and, at the field the guest types again, the
    // catalogue's "Your password is incorrect".
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
        expect.arrayContaining([expect.stringContaining('Wrong email or password.'), 'Your password is incorrect']),
      ),
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Your password is incorrect/);
    expect(router.state.location.pathname).toBe('/login-email');
    expect(selectAccessToken(store.getState())).toBeNull();
  });

  it('says so in Japanese at the password field too', async () => {
    const user = userEvent.setup();
    const { email } = await newMember();
    renderApp(`/login-email?email=${encodeURIComponent(email)}&userStatus=exists&hotelId=sakura-asakusa&lang=ja`);
    await user.type(await screen.findByLabelText(/^パスワード/), 'NotMine2026');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByText('パスワードが正しくありません')).toBeVisible();
  });

  it('asks for the email when the link has none, and checks it first', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/login-email?${Q}`);
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), DEMO_MEMBER);
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
  });

  it('holds a new password to the password rule, then registers and opens the profile form', async () => {
    const user = userEvent.setup();
    const address = `new-${Date.now()}@test.example`;
    const { router, store } = renderApp(`/login-email?email=${encodeURIComponent(address)}&userStatus=new&${Q}`);
    const password = await screen.findByLabelText(/^Password/);
    const next = screen.getByRole('button', { name: 'Next' });
    await user.type(password, 'short');
    await user.tab();
    expect(
      await screen.findByText('Please enter at least 8 characters include upper-case alphabet・number'),
    ).toBeVisible();
    await user.clear(password);
    await user.type(password, 'longenough');
    expect(await screen.findByText('Please include upper-case alphabet・number')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'Longenough1');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-account'));
    expect(selectAccessToken(store.getState())).not.toBeNull();
  });
});

const realSetTimeout = globalThis.setTimeout;

/** Waits in real time (the server's) while the page's timers run on a fake clock. */
async function untilReal(done: () => boolean, timeoutMs = 10_000) {
  for (let waited = 0; !done() && waited < timeoutMs; waited += 25) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 25)));
  }
}

describe('ResetPasswordScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('mails the link, waits 60 seconds before Resend, and closes to the password screen', async () => {
    const { email } = await newMember();
    const { router } = renderApp(`/forget-password?email=${encodeURIComponent(email)}&${Q}`);
    expect(await screen.findByRole('textbox', { name: /Email address/ })).toHaveValue(email);
    // Only the modal's wait runs on a fake clock (installed before the modal opens).
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The server answers in real time, which the fake clock's waitFor would not wait for.
    await untilReal(() => screen.queryByRole('dialog') !== null);
    const dialog = screen.getByRole('dialog', { name: 'Password reset' });
    expect(within(dialog).getByText(new RegExp(`sent an email to ${email.replace(/\./g, '\\.')}`))).toBeVisible();
    const resend = within(dialog).getByRole('button', { name: 'Resend' });
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(resend).toBeEnabled());
    // The server's clock did not move: it still refuses a second mail within the minute.
    await user.click(resend);
    await untilReal(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait before retrying.');
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-email'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe(email);
  });
});

describe('ResetPasswordConfirmScreen', () => {
  it('checks both passwords and says when the link is no longer valid', async () => {
    const user = userEvent.setup();
    renderApp(`/reset-password/not-a-real-token?email=someone%40test.example&${Q}`);
    expect(await screen.findByText('Email address: someone@test.example')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Update password' });
    await user.type(screen.getByLabelText(/^New password/), 'Sakura2027');
    await user.type(screen.getByLabelText(/^Re-enter/), 'Sakura2028');
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Re-enter/));
    await user.type(screen.getByLabelText(/^Re-enter/), 'Sakura2027');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
