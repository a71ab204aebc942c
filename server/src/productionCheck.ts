import { SANDBOX_CARD_TOKEN_API_KEY } from './app.ts';
import { readPassportKey, readSocialSignIn, SettingError } from './config.ts';

export { readSocialSignIn };

/** A setting production needs: its name and one line on what it is (and what stands in without it). */
export interface ProductionProblem {
  setting: string;
  what: string;
  /** A sandbox stands in for a real service, or a setting is unsafe for guests' data. */
  kind: 'sandbox' | 'unsafe';
}

type Env = Record<string, string | undefined>;

/** Set to something other than blanks. */
const has = (value: string | undefined) => Boolean(value?.trim());

/** NODE_ENV=production. */
export const isProduction = (env: Env): boolean => env.NODE_ENV === 'production';

/**
 * DEMO_MODE: `1`/`true` runs production on the sandboxes; unset, empty, `0` or `false` does not.
 * Anything else stops the start (a typo must not decide whether guests' cards go to a sandbox).
 */
export function readDemoMode(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '' || text === '0' || text === 'false') return false;
  throw new SettingError(`DEMO_MODE must be 1 or true (sandboxes allowed in production), 0 or false, got "${value}"`);
}

/** Staff must sign in with a second factor: in production, unless it runs as a demo (DEMO_MODE). */
export const staffSecondFactorRequired = (env: Env): boolean => isProduction(env) && !readDemoMode(env.DEMO_MODE);

/** The sandboxes that stand in for real services under these settings (in any mode). */
export function sandboxesInUse(env: Env): ProductionProblem[] {
  const sandboxes: ProductionProblem[] = [];
  const sandbox = (setting: string, what: string) => sandboxes.push({ setting, what, kind: 'sandbox' });
  if (!has(env.PAYMENT_GATEWAY_MODULE))
    sandbox('PAYMENT_GATEWAY_MODULE', 'the payment gateway adapter; unset, card payments go to the sandbox gateway');
  if (!has(env.CARD_TOKEN_URL))
    sandbox('CARD_TOKEN_URL', "the card tokenisation service's URL; unset, card numbers go to the built-in sandbox");
  if (!has(env.SMTP_URL))
    sandbox('SMTP_URL', 'the SMTP server for mail (smtp://user:pass@host:587); unset, mails are only written to files');
  if (readSocialSignIn(env.SOCIAL_SIGN_IN)) {
    const orOff = '(social sign-in; or SOCIAL_SIGN_IN=off)';
    if (!has(env.OIDC_ISSUER)) sandbox('OIDC_ISSUER', `the OpenID Connect provider's issuer URL ${orOff}`);
    if (!has(env.OIDC_CLIENT_ID)) sandbox('OIDC_CLIENT_ID', `this app's client id at that provider ${orOff}`);
    if (!has(env.OIDC_JWKS_URL)) sandbox('OIDC_JWKS_URL', `the URL of the provider's signing keys (JWKS) ${orOff}`);
  }
  if (!has(env.DATABASE_URL))
    sandbox('DATABASE_URL', 'the PostgreSQL connection string; unset, the embedded single-process database is used');
  return sandboxes;
}

function isHttps(value: string | undefined): boolean {
  try {
    return new URL(value?.trim() ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/** Settings that are wrong for real guests even when every service is real. */
export function unsafeSettings(env: Env): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  const unsafe = (setting: string, what: string) => problems.push({ setting, what, kind: 'unsafe' });
  if (!isHttps(env.PUBLIC_URL))
    unsafe(
      'PUBLIC_URL',
      `the https:// address guests open (links in mails); got ${env.PUBLIC_URL?.trim() || 'nothing'}`,
    );
  // Card numbers, guests' tokens and the provider's signing keys travel only over TLS.
  for (const [setting, value, what] of [
    ['CARD_TOKEN_URL', env.CARD_TOKEN_URL, 'card numbers go there'],
    ['API_BASE', env.API_BASE, "guests' sign-in tokens go there"],
    ['OIDC_JWKS_URL', env.OIDC_JWKS_URL, "the keys that check guests' ID tokens come from there"],
  ] as const) {
    if (has(value) && !isHttps(value)) unsafe(setting, `must be an https:// URL in production: ${what}`);
  }
  if (!has(env.MAIL_FROM))
    unsafe('MAIL_FROM', "the sender of the mails, on the operator's own domain (the default is the demo's)");
  if (
    has(env.CARD_TOKEN_URL) &&
    (!has(env.CARD_TOKEN_API_KEY) || env.CARD_TOKEN_API_KEY === SANDBOX_CARD_TOKEN_API_KEY)
  )
    unsafe('CARD_TOKEN_API_KEY', "the shop's public key at the card tokenisation service (not the sandbox's)");
  // A key that is set must be usable, in any mode: a typo must not leave passports unreadable.
  if (!readPassportKey(env.PASSPORT_ENCRYPTION_KEY))
    unsafe(
      'PASSPORT_ENCRYPTION_KEY',
      "the key of the guest register's passports (openssl rand -base64 32); unset, a key file in DATA_DIR",
    );
  if (readSocialSignIn(env.SOCIAL_SIGN_IN) && !has(env.SIGN_IN_AUTHORIZE_URL))
    unsafe(
      'SIGN_IN_AUTHORIZE_URL',
      "the identity provider's authorize URL the sign-in buttons open; or SOCIAL_SIGN_IN=off",
    );
  return problems;
}

/** Everything that keeps production from starting (empty outside production and in DEMO_MODE). */
export function productionProblems(env: Env): ProductionProblem[] {
  if (!isProduction(env) || readDemoMode(env.DEMO_MODE)) return [];
  return [...sandboxesInUse(env), ...unsafeSettings(env)];
}

/** The refusal printed when productionProblems is not empty: each setting with its line, then the way out. */
export function refusalMessage(problems: ProductionProblem[]): string {
  const width = Math.max(...problems.map((p) => p.setting.length));
  const lines = (kind: ProductionProblem['kind']) =>
    problems.filter((p) => p.kind === kind).map((p) => `  ${p.setting.padEnd(width)}  ${p.what}`);
  const sandboxes = lines('sandbox');
  const unsafe = lines('unsafe');
  return [
    'Not starting: NODE_ENV=production, but this is set up as a demo.',
    ...(sandboxes.length ? ['Sandboxes stand in for real services; set:', ...sandboxes] : []),
    ...(unsafe.length ? ['Unsafe for real guests; set:', ...unsafe] : []),
    'DEMO_MODE=1 runs production with these sandboxes and settings anyway (a demonstration, not for real guests).',
    'Every setting: docs/configuration.md and .env.example.',
  ].join('\n');
}

/** The warning line of a production start in DEMO_MODE (null when there is nothing to warn about). */
export function demoModeWarning(env: Env): string | null {
  if (!isProduction(env) || !readDemoMode(env.DEMO_MODE)) return null;
  const names = [...sandboxesInUse(env), ...unsafeSettings(env)].map((p) => p.setting);
  return names.length === 0
    ? null
    : `WARNING: DEMO_MODE=1 — production runs as a demo, not for real guests (not set for production: ${names.join(', ')}).`;
}
