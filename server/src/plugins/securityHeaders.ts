import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INTL_WARMUP_SCRIPT_SOURCE } from '../web/intlWarmup.ts';

export interface SecurityHeaderOptions {
  /** The card tokeniser's URL for this request's page: the one other origin the SPA sends data to. */
  cardTokenUrl?: (request: FastifyRequest) => string;
  /** Origins of hotels' widget scripts (the travel guide's tour-booking widget), when not this one. */
  scriptOrigins?: string[];
  /** Other origins the SPA calls (a remote provider API: API_BASE). */
  connectOrigins?: string[];
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy of every answer: scripts only from this origin (no inline script but the
 * SPA page's Intl warm-up, allowed by its hash; no eval), nothing framed by anyone, no plugins, no
 * <base>. Styles may be inline (the hotels' HTML content and React's style props); images may come
 * from any https host (hotels link their own) and from blob: URLs (the preview of a photo the guest
 * has chosen, such as a passport's, made on the phone and never sent anywhere); the only frame is the map of the access page; data goes
 * to this origin and the card tokeniser.
 */
export function contentSecurityPolicy(connectOrigins: string[], scriptOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", INTL_WARMUP_SCRIPT_SOURCE, ...scriptOrigins].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    'frame-src https://maps.google.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer carries, whatever it is. */
const FIXED_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];
const HSTS = 'max-age=31536000; includeSubDomains';
/** Distinct tokeniser URLs whose policy is kept (one per host name the app is reached by). */
const MAX_KEPT_POLICIES = 32;

/**
 * The policy for the tokeniser URL of a request, made once per distinct URL (the URL follows the host
 * the page was asked for, so there are as many as the names the app is reached by) instead of per answer.
 */
function policies(connectOrigins: string[], scriptOrigins: string[]): (tokeniserUrl: string | null) => string {
  const plain = contentSecurityPolicy(connectOrigins, scriptOrigins);
  const kept = new Map<string, string>();
  return (tokeniserUrl) => {
    if (tokeniserUrl === null) return plain;
    let policy = kept.get(tokeniserUrl);
    if (policy === undefined) {
      const tokeniser = originOf(tokeniserUrl);
      policy = tokeniser ? contentSecurityPolicy([...connectOrigins, tokeniser], scriptOrigins) : plain;
      if (kept.size >= MAX_KEPT_POLICIES) kept.clear();
      kept.set(tokeniserUrl, policy);
    }
    return policy;
  };
}

/**
 * Security headers on every answer (pages, files and API): the CSP above (an answer that sets its
 * own, as the place photos do, keeps it), no MIME sniffing, no framing (also for old browsers), a
 * referrer that leaves no path on other sites, and HSTS when served over TLS (request.protocol: behind
 * a TLS-terminating proxy, its X-Forwarded-Proto, believed only from a TRUST_PROXY address). fastify-plugin,
 * because the hook must reach every route of the app. The values are made at start (the CSP once per
 * tokeniser URL), and the hook is a plain callback: no promise per answer.
 */
export default fp(
  async (app: FastifyInstance, { cardTokenUrl, scriptOrigins = [], connectOrigins = [] }: SecurityHeaderOptions) => {
    const policyFor = policies(connectOrigins, scriptOrigins);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', policyFor(cardTokenUrl ? cardTokenUrl(request) : null));
      }
      for (const [name, value] of FIXED_HEADERS) reply.header(name, value);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
