/**
 * Social sign-in (spec doc 1 §2 "Social sign-in callback", §4): the guest goes to the identity
 * provider's authorize page and comes back to `/` with an ID token in the URL fragment.
 */

import { pageSetting } from '@/lib/pageSettings';

export type SocialProvider = 'facebook' | 'google' | 'line';

/**
 * Whether the guest may sign in with another account: the server writes `<meta name="social-sign-in"
 * content="off">` into the page when SOCIAL_SIGN_IN=off (then there is no provider to go to).
 */
export function socialSignInEnabled(): boolean {
  return pageSetting('social-sign-in') !== 'off';
}

/** The identity provider's authorize URL (the page's setting); by default the development provider the server runs. */
export const AUTHORIZE_URL: string = pageSetting('sign-in-authorize-url') ?? '/dev/idp/authorize';
/** This app's client id at the provider (the audience of its ID tokens). */
export const CLIENT_ID: string = pageSetting('sign-in-client-id') ?? 'hotel-guest-app-dev';

/**
 * The provider's logout URL (empty: none; the development provider keeps no session). Signing out
 * goes there too (spec doc 1 §4), so the next guest on a shared phone is not signed in by it.
 */
export const LOGOUT_URL: string = pageSetting('sign-in-logout-url') ?? '';

/** Ends the provider's session and comes back to `returnTo` (a path of this app); nothing without a logout URL. */
export function signOutAtProvider(returnTo: string, origin = window.location.origin): void {
  if (!LOGOUT_URL) return;
  const url = new URL(LOGOUT_URL, origin);
  url.searchParams.set('client_id', CLIENT_ID);
  url.searchParams.set('returnTo', new URL(returnTo, origin).toString());
  window.location.assign(url.toString());
}

/** Kept in session storage while the guest is away at the provider: the state to match, and where they were. */
const PENDING_KEY = 'social-sign-in';

interface Pending {
  state: string;
  /** Sent to the provider, which puts it into the ID token; the server compares the two. */
  nonce: string;
  hotelId: string | null;
  lang: string;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorize URL for one provider, returning to this origin's `/`. */
export function authorizeUrl(
  provider: SocialProvider,
  { state, nonce }: Pick<Pending, 'state' | 'nonce'>,
  origin = window.location.origin,
): string {
  const url = new URL(AUTHORIZE_URL, origin);
  url.search = new URLSearchParams({
    provider,
    // Auth0-style providers pick the social connection by this name.
    connection: provider === 'google' ? 'google-oauth2' : provider,
    client_id: CLIENT_ID,
    response_type: 'id_token',
    scope: 'openid email profile',
    redirect_uri: `${origin}/`,
    state,
    nonce,
  }).toString();
  return url.toString();
}

/** Leaves for the provider, remembering a fresh state and the hotel and language to come back to. */
export function startSocialSignIn(provider: SocialProvider, hotelId: string | null, lang: string): void {
  const pending: Pending = { state: randomState(), nonce: randomState(), hotelId, lang };
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Without session storage the return cannot be matched to this visit; the callback refuses it.
  }
  window.location.assign(authorizeUrl(provider, pending));
}

/** The sign-in this browser started (and forgets it: a state is good for one return only). */
export function takePendingSignIn(): Pending | null {
  try {
    const text = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    const value = text ? (JSON.parse(text) as Partial<Pending>) : null;
    return value && typeof value.state === 'string' && typeof value.nonce === 'string'
      ? { state: value.state, nonce: value.nonce, hotelId: value.hotelId ?? null, lang: value.lang ?? 'ja' }
      : null;
  } catch {
    return null;
  }
}
