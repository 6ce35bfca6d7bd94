import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Requests to addresses a user typed (webhook targets) reach the public internet only (decision 0052): an
// address on this machine, the operator's network or the cloud's metadata service (169.254.169.254) is
// refused, unless the operator allows it (OUTBOUND_ALLOW_INTERNAL). The address is checked twice: when it is
// saved, for a quick answer, and at connect time on the addresses the name resolves to then, which are the
// ones the socket connects to — a name that changes its answer after the first check (DNS rebinding) gains
// nothing.

/** The host's addresses, as dns.lookup({ all: true }) answers them; tests inject their own. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveHost: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** The sentence an export's history shows; the refused address itself is not shown (it may be internal). */
export class InternalAddressError extends Error {
  constructor() {
    super('The address was refused: internal address.');
    this.name = 'InternalAddressError';
  }
}

// ipaddr.js names no range for the deprecated IPv4-compatible ::a.b.c.d (::/96), which some stacks
// route to the IPv4 address inside; ::ffff:a.b.c.d is judged by the IPv4 address it maps.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * True for every address that is not ordinary public unicast: loopback, private, link-local, unique-local,
 * unspecified (0.0.0.0 reaches this machine), carrier-grade NAT, multicast, reserved and documentation
 * ranges, and the IPv6 ranges that carry an IPv4 address inside (6to4, Teredo, NAT64) whatever it is.
 * `address` is an IP in any form ipaddr.js reads (0x7f000001, 2130706433, ::ffff:7f00:1 …); anything else is
 * internal, so a string that is no address is never taken for a public one.
 */
export function isInternalAddress(address: string): boolean {
  const ip = parseAddress(address);
  if (!ip) return true;
  if (ip.kind() === 'ipv6' && ip.match(IPV4_COMPATIBLE)) return true;
  return ip.range() !== 'unicast';
}

/** An address with brackets or an IPv4-mapped IPv6 one read as the address it stands for; undefined if none. */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : undefined;
}

/** A URL's host as the resolver takes it: lower case, without the brackets of IPv6 or a final dot. */
const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/** `localhost` and its sub-domains are this machine by definition (RFC 6761), whatever a resolver says. */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

export interface OutboundGuard {
  /** True when the operator allows this address (an IP in an allowed range) or host name. */
  allowed(hostOrAddress: string): boolean;
  /**
   * The check when an address is saved: refuses an internal IP, a localhost name, and a name whose current
   * answers include an internal address. A name that does not resolve (yet) passes: delivery checks again.
   */
  isInternalUrl(url: string): Promise<boolean>;
  /**
   * What http(s).request needs to connect only to checked addresses: throws InternalAddressError for an
   * internal IP in the URL (a socket to an IP never calls `lookup`), else a lookup that resolves the name,
   * refuses it when any answer is internal, and hands the socket the answers it checked; no shared agent,
   * so no socket connected earlier is reused unchecked.
   */
  connectOptions(url: URL): { lookup: LookupFunction; agent: false };
}

/** How long a save waits for the resolver before leaving the check to delivery. */
const SAVE_RESOLVE_MS = 3000;

export function createOutboundGuard(
  allowList: readonly string[],
  resolveHost: ResolveHost = systemResolveHost,
): OutboundGuard {
  const ranges = allowList.filter((e) => parseAddress(e.split('/')[0]!)).map(toRange);
  const names = new Set(allowList.filter((e) => !parseAddress(e.split('/')[0]!)).map((e) => e.replace(/\.$/, '')));
  const allowed = (hostOrAddress: string) => {
    const ip = parseAddress(hostOrAddress);
    if (!ip) return names.has(hostOrAddress.replace(/\.$/, '').toLowerCase());
    return ranges.some(([base, bits]) => base.kind() === ip.kind() && ip.match(base as never, bits));
  };
  const refused = (host: string, addresses: readonly string[]) =>
    !allowed(host) && (isLocalhostName(host) || addresses.some((a) => isInternalAddress(a) && !allowed(a)));

  const lookup: LookupFunction = (hostname, options, callback) => {
    const host = hostname.replace(/\.$/, '').toLowerCase();
    resolveHost(hostname).then(
      (found) => {
        const answers = options.family ? found.filter((a) => a.family === options.family) : found;
        if (answers.length === 0)
          return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        const addresses = found.map((a) => a.address);
        if (refused(host, addresses)) return callback(new InternalAddressError(), '', 0);
        if (options.all) return callback(null, answers);
        callback(null, answers[0]!.address, answers[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  return {
    allowed,
    async isInternalUrl(url) {
      const host = hostOf(new URL(url));
      if (isIP(host) || allowed(host) || isLocalhostName(host)) return refused(host, [host]);
      const answers = await withTimeout(resolveHost(host), SAVE_RESOLVE_MS).catch(() => []);
      const addresses = answers.map((a) => a.address);
      return refused(host, addresses);
    },
    connectOptions(url) {
      const host = hostOf(url);
      if (isIP(host) && refused(host, [host])) throw new InternalAddressError();
      return { lookup, agent: false };
    },
  };
}

/** An allowed IP or CIDR range (config.ts checked its form); an IPv4-mapped one as the IPv4 range it maps. */
function toRange(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const [address = '', bits] = entry.split('/');
  const ip = ipaddr.parse(address);
  const width = bits === undefined ? (ip.kind() === 'ipv4' ? 32 : 128) : Number(bits);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    return [(ip as ipaddr.IPv6).toIPv4Address(), Math.max(0, width - 96)];
  return [ip, width];
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms).unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
