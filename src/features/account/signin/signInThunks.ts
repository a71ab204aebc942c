import { createAsyncThunk } from '@reduxjs/toolkit';
import { providerApi, type Language } from '@/api/providerApi';
import type { RootState } from '@/app/store';
import { REGISTRATION_PATH } from '@/lib/authPaths';
import { landingAfterSignIn, signedIn } from '../session';

/** The answers (a token, the member's details) are not kept in the API cache, only used here. */
const UNTRACKED = { track: false } as const;

export type EmailStatus = 'exists' | 'reset' | 'new';

/** What became of an email sign-in: signed in (and where to go), or a migrated account that must reset. */
export type EmailSignInResult = { kind: 'signedIn'; landing: string } | { kind: 'reset' };

/**
 * Email sign-in (spec doc 1 §4 "Email login"): the email's status decides. exists: sign in with the
 * password; reset: the server has mailed a reset link (the reset modal shows); new: register with
 * the password and language, then complete the profile.
 */
export const emailSignIn = createAsyncThunk<
  EmailSignInResult,
  { email: string; password: string; status: EmailStatus | null; hotelId: string; lang: Language },
  { state: RootState }
>('auth/emailSignIn', async ({ email, password, status, hotelId, lang }, { dispatch, getState }) => {
  const known =
    status ??
    (await dispatch(providerApi.endpoints.checkEmail.initiate({ body: { email, hotelId, lang } }, UNTRACKED)).unwrap())
      .status;
  if (known === 'reset') return { kind: 'reset' };
  if (known === 'exists') {
    const session = await dispatch(
      providerApi.endpoints.login.initiate({ body: { email, password, language: lang } }, UNTRACKED),
    ).unwrap();
    await dispatch(signedIn(session));
    return { kind: 'signedIn', landing: landingAfterSignIn(session.user, getState().auth.loginRedirect.value) };
  }
  const { token } = await dispatch(
    providerApi.endpoints.register.initiate({ body: { email, password, language: lang } }, UNTRACKED),
  ).unwrap();
  await dispatch(signedIn({ token }));
  // A new account has no profile yet.
  return { kind: 'signedIn', landing: REGISTRATION_PATH };
});
