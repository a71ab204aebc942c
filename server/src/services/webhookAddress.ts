import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may go (issue 33, docs/integration.md "Endpoints"): in production only to the
 * internet, never to this machine or the hotel's or the host's own networks (SSRF). An endpoint's URL
 * is checked when a manager adds or changes it, and its name is resolved again at every attempt,
 * the connection going to the address checked then: a name that resolved to a public address at
 * first and to an internal one later (DNS rebinding) is refused at the attempt.
 */

/** The kinds of address refused, with their ranges (IPv4 rules also match IPv4-mapped IPv6, ::ffff:a.b.c.d). */
const REFUSED: Record<string, [address: string, prefix: number, family: 'ipv4' | 'ipv6'][]> = {
  unspecified: [
    ['0.0.0.0', 8, 'ipv4'],
    ['::', 128, 'ipv6'],
  ],
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
    // Site-local (deprecated, still routed inside some networks) and local-use NAT64.
    ['fec0::', 10, 'ipv6'],
    ['64:ff9b:1::', 48, 'ipv6'],
  ],
  'link-local': [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  'shared (CGNAT)': [['100.64.0.0', 10, 'ipv4']],
  multicast: [
    ['224.0.0.0', 4, 'ipv4'],
    ['ff00::', 8, 'ipv6'],
  ],
  reserved: [
    ['192.0.0.0', 24, 'ipv4'],
    ['198.18.0.0', 15, 'ipv4'],
    ['240.0.0.0', 4, 'ipv4'],
    // IPv4-compatible IPv6 (deprecated): ::a.b.c.d.
    ['::', 96, 'ipv6'],
  ],
};

const RULES = Object.entries(REFUSED).map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family);
  return { kind, list };
});

/** The well-known NAT64 prefix: 64:ff9b::a.b.c.d reaches a.b.c.d through the network's translator. */
const NAT64 = new BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The IPv4 address in the last 32 bits of an IPv6 one. */
function lastIpv4(address: string): string {
  // The URL parser writes the address in its short hex form (64:ff9b::a00:1).
  const text = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail = ''] = text.includes('::') ? text.split('::') : [text, ''];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const [high, low] = groups.slice(6).map((g) => parseInt(g, 16));
  return [high! >> 8, high! & 255, low! >> 8, low! & 255].join('.');
}

/**
 * What kind of address this IP address is when a webhook must not go there (`loopback`, `private`,
 * `link-local`, `shared (CGNAT)`, `multicast`, `unspecified`, `reserved`), or null when it is public.
 */
export function refusedAddressKind(address: string): string | null {
  const version = isIP(address);
  if (version === 0) return 'not an IP address';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const refused = RULES.find((rule) => rule.list.check(address, family));
  if (refused) return refused.kind;
  if (family === 'ipv6' && NAT64.check(address, 'ipv6')) return refusedAddressKind(lastIpv4(address));
  return null;
}

/** A webhook endpoint's address refused (not https in production, or not public): the reason. */
export class WebhookAddressError extends Error {
  override name = 'WebhookAddressError';
}

/** The addresses a name resolves to (all of them: dns.lookup with `all`), as the system resolves it. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** The URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function refuse(host: string, address: string): WebhookAddressError | null {
  const kind = refusedAddressKind(address);
  if (kind === null) return null;
  const said = host === address ? address : `${host} resolves to ${address}`;
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  return new WebhookAddressError(`${said}, ${article} ${kind} address: webhooks go to the internet only`);
}

/**
 * Throws a WebhookAddressError unless a production endpoint may have this URL: https, and its host
 * an address on the internet, or a name that resolves only to such addresses (now).
 */
export async function checkPublicUrl(url: URL, resolve: Resolve = systemResolve): Promise<void> {
  if (url.protocol !== 'https:') throw new WebhookAddressError('must be https');
  const host = hostOf(url);
  if (isIP(host)) {
    const refused = refuse(host, host);
    if (refused) throw refused;
    return;
  }
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new WebhookAddressError(`${host} does not resolve (${(error as { code?: string }).code ?? 'no address'})`);
  }
  if (addresses.length === 0) throw new WebhookAddressError(`${host} does not resolve`);
  for (const { address } of addresses) {
    const refused = refuse(host, address);
    if (refused) throw refused;
  }
}

/**
 * The `lookup` of one attempt's connection (http.request): the name resolved by `resolve`, and, when
 * `publicOnly`, refused unless every address it resolves to is public. The socket connects to the
 * addresses this answers, so the address checked is the one connected to.
 */
export function attemptLookup(resolve: Resolve, publicOnly: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        const refused = publicOnly ? addresses.map((a) => refuse(hostname, a.address)).find(Boolean) : null;
        if (refused) return callback(refused, '', 0);
        if (addresses.length === 0) {
          return callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '', 0);
        }
        // (node's types name the single-address form only; with `all` it takes the list.)
        if (options.all) return (callback as (e: null, list: typeof addresses) => void)(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** Throws a WebhookAddressError when a production attempt may not go to this URL's host as written. */
export function checkAttemptUrl(url: URL): void {
  if (url.protocol !== 'https:') throw new WebhookAddressError('must be https');
  const host = hostOf(url);
  // A name is checked as it resolves, by attemptLookup; a literal address is connected to as is.
  const refused = isIP(host) ? refuse(host, host) : null;
  if (refused) throw refused;
}
