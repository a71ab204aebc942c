import { createAppAsyncThunk } from '@/app/appThunk';
import { providerApi, type Language } from '@/api/providerApi';
import type { AppDispatch } from '@/app/store';
import { REGISTRATION_PATH } from '@/domain/auth/authPaths';
import { selectLoginRedirect } from '@/domain/auth/authSlices';
import { landingAfterSignIn, signedIn } from '../../../domain/auth/session';
import { emailLoginPath } from './sharedMessages';

/** The answers (a token, the member's details) are not kept in the API cache, only used here. */
const UNTRACKED = { track: false } as const;

export type EmailStatus = 'exists' | 'reset' | 'new';

type MailArgs = { email: string; hotelId: string; lang: Language };

/** The email's status: an account (exists), a migrated account mailed a reset link (reset), or none (new). */
const emailStatus = async (dispatch: AppDispatch, body: MailArgs): Promise<EmailStatus> =>
  (await dispatch(providerApi.endpoints.checkEmail.initiate({ body }, UNTRACKED)).unwrap()).status;

/** What the login screen does next: the reset modal, or the password screen for the email's status. */
export type EmailCheckResult = { kind: 'reset' } | { kind: 'emailLogin'; path: string };

/** Login with an email (spec doc 1 §4): check it; reset shows the modal, else on to emailLogin with its status. */
export const checkEmailForLogin = createAppAsyncThunk<EmailCheckResult, MailArgs>(
  'auth/checkEmailForLogin',
  async (args, { dispatch }) => {
    const status = await emailStatus(dispatch, args);
    return status === 'reset' ? { kind: 'reset' } : { kind: 'emailLogin', path: emailLoginPath(args.email, status) };
  },
);

/** Mails a link to set a new password (spec doc 1 "resetPassword", the reset modal's Resend). */
export const sendResetMail = createAppAsyncThunk<void, MailArgs>('auth/sendResetMail', async (body, { dispatch }) => {
  await dispatch(providerApi.endpoints.forgotPassword.initiate({ body }, UNTRACKED)).unwrap();
});

/** Sets the new password of a reset link (spec doc 1 "resetPasswordConfirm"); the guest then signs in again. */
export const setNewPassword = createAppAsyncThunk<
  void,
  { token: string; email: string; password: string; confirmation: string }
>('auth/setNewPassword', async ({ token, email, password, confirmation }, { dispatch }) => {
  const body = { token, email, password, password_confirmation: confirmation };
  await dispatch(providerApi.endpoints.resetPassword.initiate({ body }, UNTRACKED)).unwrap();
});

/**
 * What became of an email sign-in: signed in (and where to go), a migrated account that must reset,
 * or an account that exists refusing the password (the global handler's toast says "Wrong email or
 * password."; the screen says it at the field too).
 */
export type EmailSignInResult = { kind: 'signedIn'; landing: string } | { kind: 'reset' } | { kind: 'wrongPassword' };

const isWrongPassword = (error: unknown) =>
  (error as { data?: { code?: unknown } } | null)?.data?.code === 'wrong_email_or_password';

/**
 * Email sign-in (spec doc 1 §4 "Email login"): the email's status decides. exists: sign in with the
 * password; reset: the server has mailed a reset link (the reset modal shows); new: register with
 * the password and language, then complete the profile.
 */
export const emailSignIn = createAppAsyncThunk<
  EmailSignInResult,
  MailArgs & { password: string; status: EmailStatus | null }
>('auth/emailSignIn', async ({ email, password, status, hotelId, lang }, { dispatch, getState }) => {
  const known = status ?? (await emailStatus(dispatch, { email, hotelId, lang }));
  if (known === 'reset') return { kind: 'reset' };
  if (known === 'exists') {
    const login = dispatch(
      providerApi.endpoints.login.initiate({ body: { email, password, language: lang } }, UNTRACKED),
    );
    const answer = await login;
    if ('error' in answer && isWrongPassword(answer.error)) return { kind: 'wrongPassword' };
    const session = await login.unwrap();
    await dispatch(signedIn(session));
    return { kind: 'signedIn', landing: landingAfterSignIn(session.user, selectLoginRedirect(getState())) };
  }
  const { token } = await dispatch(
    providerApi.endpoints.register.initiate({ body: { email, password, language: lang } }, UNTRACKED),
  ).unwrap();
  await dispatch(signedIn({ token }));
  // A new account has no profile yet.
  return { kind: 'signedIn', landing: REGISTRATION_PATH };
});
