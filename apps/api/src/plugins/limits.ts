import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal } from '../lib/app-error';

export interface LimitOptions {
  /** Names the counter in the shared store (plugins/rate-limit-store.ts): one name per limit. */
  name: string;
  max: number;
  timeWindow: string;
  /** What is counted within the limit; the client's address by default. */
  keyGenerator?: (request: FastifyRequest) => string;
}

/**
 * The client's address as a counter key. request.ip follows X-Forwarded-For only from the proxies
 * TRUST_PROXY names; an IPv6 client is counted by its /64, which one host usually has whole (as
 * @fastify/rate-limit's own key does), so it cannot step through its addresses.
 */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 tail fills two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? 0 : 8 - width(left) - width(right);
  const groups = [...left, ...Array<string>(zeros).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The tenant of the request in a key, for limits that count within one tenant. */
export const tenantOf = (request: FastifyRequest) => String(request.tenant?.id ?? '-');

/**
 * A preHandler that counts against one limit and answers 429 with the standard body past it.
 * Built on createRateLimit (not rateLimit) so several limits can guard one route: the plugin's
 * own hook marks the request after the first limit and skips the others.
 */
export function limit(app: FastifyInstance, options: LimitOptions) {
  const key = options.keyGenerator ?? clientAddress;
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${options.name}:${key(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw refusal('RATE_LIMITED', 'tooManyAttempts', { seconds: Math.max(1, result.ttlInSeconds) });
    }
  };
}
