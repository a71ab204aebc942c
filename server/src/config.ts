import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/src/config.ts → ../..). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A setting with a value the server cannot use: the start stops with this message alone (no stack). */
export class SettingError extends Error {}

export interface ServerConfig {
  /** TCP port of the one server that serves the SPA and the API. */
  port: number;
  host: string;
  /** Folder for the embedded database and, later, the mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Built SPA served at /; `null` serves the API only. */
  staticDir: string | null;
  production: boolean;
  /** Base URL people open, used in printed links. */
  publicUrl: string;
  /** Key of the maps place-photo service; unset serves the demo photos. Never sent to browsers. */
  mapsApiKey: string | undefined;
  /** SMTP server for outgoing mail; unset writes mails to $DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** SOCIAL_SIGN_IN=off: no social sign-in at all (no provider, no development one, no buttons). */
  socialSignIn: boolean;
  /** A real OpenID Connect provider for social sign-in; unset uses the development provider. */
  oidc: { issuer: string; clientId: string; jwksUrl: string } | undefined;
  /** The key the card tokenisation sandbox accepts; unset: the sandbox's public demo key. */
  cardTokenApiKey: string | undefined;
  /** A real card tokenisation service's URL; unset: the sandbox, on its own port. */
  cardTokenUrl: string | undefined;
  /** GUEST_APP_URL: the separate guest app of hotels with the GUE plugin (written into the page); unset: none. */
  guestAppUrl: string | undefined;
  /** WIDGET_SCRIPT_ORIGINS: hosts of hotels' widget scripts the page may load (Content-Security-Policy). */
  scriptOrigins: string[];
  /** The tokeniser sandbox's port: CARD_TOKEN_PORT, else the next one after PORT (0 when PORT is 0). */
  cardTokenPort: number;
  /** TRUST_PROXY, as Fastify's trustProxy takes it: which proxies' X-Forwarded-For/-Proto/-Host count. */
  trustProxy: TrustProxy;
  /** UPKEEP_INTERVAL_MINUTES: minutes between upkeep passes (services/upkeep.ts); 0 turns the upkeep off. */
  upkeepIntervalMinutes: number;
  /** PASSPORT_ENCRYPTION_KEY: the guest register's passport key; unset: `$DATA_DIR/passport.key` (services/registerCrypto.ts). */
  passportKey: Buffer | undefined;
  /** PASSPORT_ENCRYPTION_OLD_KEYS: keys that only open passports sealed before a rotation, never seal. */
  passportOldKeys: Buffer[];
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset: /metrics answers direct private and loopback peers only. */
  metricsToken: string | undefined;
}

/** Fastify's trustProxy: off, every proxy, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for address ranges, which Fastify accepts in a trustProxy list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, `0` or `false`: off (X-Forwarded-* ignored, so no client can choose its
 * own address); `1` or `true`: every proxy (only behind one that replaces X-Forwarded-For and with the
 * app unreachable directly); else a comma list of the proxies' addresses or CIDR ranges
 * (`10.0.0.0/8,127.0.0.1`; also loopback, linklocal, uniquelocal), the safe choice. Fastify 5 refuses
 * hop counts (they cannot check the nearest peer), so 2, 3... are refused here too.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text === '1' || text.toLowerCase() === 'true') return true;
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new SettingError(
      `TRUST_PROXY must be 1 or true (every proxy), 0 or false, or a comma list of the proxies' IP addresses or CIDR ranges (hop counts are not supported); not valid: ${wrong.map((w) => `"${w}"`).join(', ')}`,
    );
  }
  return entries;
}

/** UPKEEP_INTERVAL_MINUTES: 15 unless set; 0 (off) up to a week. */
function readUpkeepInterval(value: string | undefined): number {
  if (value === undefined || value === '') return 15;
  const minutes = Number(value);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || minutes > 7 * 24 * 60) {
    throw new SettingError(`UPKEEP_INTERVAL_MINUTES must be a number of minutes from 0 (off) to 10080, got "${value}"`);
  }
  return minutes;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SettingError(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/** An http(s) URL without a trailing slash, or undefined when unset; anything else stops the start. */
function readGuestAppUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingError(`GUEST_APP_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingError(`GUEST_APP_URL must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** SOCIAL_SIGN_IN: `off` switches social sign-in off explicitly; unset or `on` keeps it. */
export function readSocialSignIn(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new SettingError(`SOCIAL_SIGN_IN must be on or off, got "${value}"`);
}

/** Standard base64 (`+/`, padded) or its URL-safe form (`-_`, padding optional), as `openssl rand` and `tr` make them. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The recipe for a passport key or a password that fits in a URL and an .env file as it is. */
export const KEY_RECIPE = "openssl rand -base64 32 | tr '+/' '-_' | tr -d '='";

function readKey(text: string, name: string): Buffer {
  const key = BASE64.test(text)
    ? Buffer.from(text, 'base64')
    : BASE64URL.test(text)
      ? Buffer.from(text, 'base64url')
      : undefined;
  if (key?.length !== 32) {
    throw new SettingError(
      `${name} must be 32 random bytes in base64 (43 or 44 characters; \`${KEY_RECIPE}\` makes one).`,
    );
  }
  return key;
}

/** PASSPORT_ENCRYPTION_KEY: unset or blank gives undefined; anything but base64 of 32 bytes stops the start. */
export function readPassportKey(value: string | undefined): Buffer | undefined {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : readKey(text, 'PASSPORT_ENCRYPTION_KEY');
}

/** PASSPORT_ENCRYPTION_OLD_KEYS: a comma list of keys (base64 of 32 bytes each); unset or blank: none. */
export function readPassportOldKeys(value: string | undefined): Buffer[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => readKey(entry, `PASSPORT_ENCRYPTION_OLD_KEYS (key ${index + 1})`));
}

/**
 * The settings that may come from a file instead (NAME_FILE=/run/secrets/…: Docker or Kubernetes
 * secrets, systemd credentials), so that a secret need not sit in the environment.
 */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'PASSPORT_ENCRYPTION_KEY',
  'PASSPORT_ENCRYPTION_OLD_KEYS',
  'SMTP_URL',
  'CARD_TOKEN_API_KEY',
  'MAPS_API_KEY',
  'STAFF_PASSWORD',
] as const;

/**
 * `env` with each secret's NAME_FILE read into NAME (the file's text without its trailing line
 * breaks, as the postgres image reads POSTGRES_PASSWORD_FILE) and NAME_FILE removed, so that applying
 * it twice changes nothing. NAME and NAME_FILE both set, or a file that cannot be read, stop the start
 * (naming the file, never its contents).
 */
export function readSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (file === undefined) continue;
    delete resolved[`${name}_FILE`];
    if (file === '') continue;
    if (env[name]) throw new SettingError(`${name} and ${name}_FILE are both set: set one of them.`);
    try {
      resolved[name] = fs.readFileSync(file, 'utf8').replace(/[\r\n]+$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new SettingError(`${name}_FILE: cannot read ${file} (${code}).`);
    }
  }
  return resolved;
}

/** Reads the secrets' files into this process's environment, for every reader of it: call first thing. */
export function loadSecretFiles(env: NodeJS.ProcessEnv = process.env): void {
  const resolved = readSecretFiles(env);
  for (const name of SECRET_SETTINGS) delete env[`${name}_FILE`];
  Object.assign(env, resolved);
}

/**
 * DATABASE_URL with DATABASE_PASSWORD as its password: a password kept apart from the URL (a secret
 * shared with the database server's POSTGRES_PASSWORD) need not be written into it, and any character
 * of it works (it is percent-encoded here). A URL that holds a password of its own besides stops the start.
 */
export function readDatabaseUrl(url: string | undefined, password: string | undefined): string | undefined {
  if (!url) {
    if (password) throw new SettingError('DATABASE_PASSWORD is set, but DATABASE_URL is not: set both, or neither.');
    return undefined;
  }
  if (!password) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SettingError('DATABASE_URL must be a postgres:// URL when DATABASE_PASSWORD is set.');
  }
  if (parsed.password) {
    throw new SettingError(
      'DATABASE_URL holds a password and DATABASE_PASSWORD is set: keep the password in one of them.',
    );
  }
  parsed.password = encodeURIComponent(password);
  return parsed.href;
}

export function readConfig(given: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = readSecretFiles(given);
  const port = readPort(env.PORT);
  const host = env.HOST || '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || path.join(ROOT_DIR, 'data')),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL, env.DATABASE_PASSWORD),
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR || path.join(ROOT_DIR, 'dist')),
    production: env.NODE_ENV === 'production',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    mapsApiKey: env.MAPS_API_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    socialSignIn: readSocialSignIn(env.SOCIAL_SIGN_IN),
    oidc:
      readSocialSignIn(env.SOCIAL_SIGN_IN) && env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_JWKS_URL
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, jwksUrl: env.OIDC_JWKS_URL }
        : undefined,
    cardTokenApiKey: env.CARD_TOKEN_API_KEY || undefined,
    cardTokenUrl: env.CARD_TOKEN_URL || undefined,
    guestAppUrl: readGuestAppUrl(env.GUEST_APP_URL),
    scriptOrigins: (env.WIDGET_SCRIPT_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    cardTokenPort: env.CARD_TOKEN_PORT ? readPort(env.CARD_TOKEN_PORT) : port === 0 ? 0 : port + 1,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    upkeepIntervalMinutes: readUpkeepInterval(env.UPKEEP_INTERVAL_MINUTES),
    passportKey: readPassportKey(env.PASSPORT_ENCRYPTION_KEY),
    passportOldKeys: readPassportOldKeys(env.PASSPORT_ENCRYPTION_OLD_KEYS),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  };
}

/** The database a server or command opens: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseLocation(config: ServerConfig): { databaseUrl: string } | { pgliteDir: string } {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
}
