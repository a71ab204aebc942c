import { readSocialSignIn } from '../config.ts';

/**
 * The SPA's settings, read at the server's start and written into every page as `<meta name=…>`
 * (web/spaPage.ts), so one build serves every deployment. The SPA reads them in src/lib/pageSettings.ts
 * and keeps its own defaults for those left out. The card tokeniser's URL and key and the guest app's
 * URL are written by spaPage.ts itself (per request, or from their own options).
 */
export type PageSettings = Record<string, string>;

type Env = Record<string, string | undefined>;

function httpUrl(name: string, value: string, { pathAllowed = false } = {}): string {
  if (pathAllowed && value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL${pathAllowed ? ' or a path of this app' : ''}, got "${value}"`);
  }
  return value;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The page settings from the environment; a value that is set but wrong stops the start with its name. */
export function readPageSettings(env: Env): PageSettings {
  const settings: PageSettings = {};
  const value = (text: string | undefined) => text?.trim() || undefined;

  const apiBase = value(env.API_BASE);
  if (apiBase) settings['api-base'] = httpUrl('API_BASE', apiBase).replace(/\/+$/, '');
  // Meta name, setting name, value: the plain URL settings.
  for (const [meta, name, url] of [
    ['provider-site-url', 'PROVIDER_SITE_URL', value(env.PROVIDER_SITE_URL)],
    ['help-url', 'HELP_URL', value(env.HELP_URL)],
    ['wallet-pass-url', 'WALLET_PASS_URL', value(env.WALLET_PASS_URL)],
  ] as const) {
    if (url) settings[meta] = httpUrl(name, url);
  }
  const supportEmail = value(env.SUPPORT_EMAIL);
  if (supportEmail) {
    if (!EMAIL.test(supportEmail)) throw new Error(`SUPPORT_EMAIL must be an email address, got "${supportEmail}"`);
    settings['support-email'] = supportEmail;
  }

  if (!readSocialSignIn(env.SOCIAL_SIGN_IN)) {
    settings['social-sign-in'] = 'off';
    return settings;
  }
  const authorizeUrl = value(env.SIGN_IN_AUTHORIZE_URL);
  if (authorizeUrl)
    settings['sign-in-authorize-url'] = httpUrl('SIGN_IN_AUTHORIZE_URL', authorizeUrl, { pathAllowed: true });
  // The app's client id at the provider is the audience the server checks: OIDC_CLIENT_ID unless told otherwise.
  const clientId = value(env.SIGN_IN_CLIENT_ID) ?? value(env.OIDC_CLIENT_ID);
  if (clientId) settings['sign-in-client-id'] = clientId;
  const logoutUrl = value(env.SIGN_IN_LOGOUT_URL);
  if (logoutUrl) settings['sign-in-logout-url'] = httpUrl('SIGN_IN_LOGOUT_URL', logoutUrl, { pathAllowed: true });
  return settings;
}

/** The origin of API_BASE, which the page's Content-Security-Policy must let the SPA call; null: this one. */
export function apiOrigin(settings: PageSettings): string | null {
  return settings['api-base'] ? new URL(settings['api-base']).origin : null;
}
