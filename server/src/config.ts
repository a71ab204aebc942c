import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/src/config.ts → ../..). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  /** UPKEEP_INTERVAL_MINUTES: minutes between upkeep passes (services/upkeep.ts); 0 turns the upkeep off. */
  upkeepIntervalMinutes: number;
}

/** UPKEEP_INTERVAL_MINUTES: 15 unless set; 0 (off) up to a week. */
function readUpkeepInterval(value: string | undefined): number {
  if (value === undefined || value === '') return 15;
  const minutes = Number(value);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || minutes > 7 * 24 * 60) {
    throw new Error(`UPKEEP_INTERVAL_MINUTES must be a number of minutes from 0 (off) to 10080, got "${value}"`);
  }
  return minutes;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
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
    throw new Error(`GUEST_APP_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`GUEST_APP_URL must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = readPort(env.PORT);
  const host = env.HOST || '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || path.join(ROOT_DIR, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR || path.join(ROOT_DIR, 'dist')),
    production: env.NODE_ENV === 'production',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    mapsApiKey: env.MAPS_API_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_JWKS_URL
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
    upkeepIntervalMinutes: readUpkeepInterval(env.UPKEEP_INTERVAL_MINUTES),
  };
}

/** The database a server or command opens: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseLocation(config: ServerConfig): { databaseUrl: string } | { pgliteDir: string } {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
}
