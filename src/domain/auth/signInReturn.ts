/**
 * The return from the identity provider (spec doc 1 §2 "Social sign-in callback"), read before the
 * app starts: kept apart from socialSignIn.ts so the first screen's code stays small.
 */

/** What the provider put into the fragment of the return URL. */
export interface SignInReturn {
  idToken: string | null;
  state: string | null;
  error: string | null;
}

let captured: SignInReturn | null = null;

/**
 * Reads the provider's answer from the fragment of `/` and removes it from the address bar with
 * history.replaceState before anything else runs (src/index.tsx calls this before the router
 * starts), so the token never stays in the history or reaches another page. Later calls return
 * what the first one read.
 */
export function captureSignInReturn(location: Location = window.location, history: History = window.history) {
  if (captured) return captured;
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const idToken = fragment.get('id_token');
  const error = fragment.get('error');
  if (location.pathname === '/' && (idToken || error)) {
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    captured = { idToken, state: fragment.get('state'), error };
  }
  return captured;
}

/** Forgets the captured answer once handled, so a later visit to `/` starts clean. */
export function forgetSignInReturn(): void {
  captured = null;
}
