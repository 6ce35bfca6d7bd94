import { createHmac, timingSafeEqual } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { InternalAddressError, type OutboundGuard } from '../../lib/outbound-address';

// The signed webhook (decision 0035). Each try POSTs the same bytes with:
//   Idempotency-Key: <uuid>           one per export: the receiver keeps one effect per key
//   X-Itinera-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
// The timestamp inside the signed text lets a receiver refuse replays of old deliveries.

export const SIGNATURE_HEADER = 'x-itinera-signature';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export function signature(secret: string, body: string, at: number): string {
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

/** What a receiver does with the header: true when it was made with this secret over this body. */
export function verifySignature(secret: string, body: string, header: string | undefined): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const at = Number(parts.t);
  if (!Number.isInteger(at) || !parts.v1) return false;
  const expected = Buffer.from(signature(secret, body, at).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type DeliveryOutcome =
  | { ok: true; status: number }
  | { ok: false; retry: boolean; status: number | null; reason: string };

/**
 * One try. 2xx delivers; 5xx, 408, 429, a timeout or a refused connection may succeed later; any other answer
 * will not (a wrong address or a refused signature does not heal by waiting), nor will an internal address
 * (decision 0052): the guard checks the address the socket connects to, after the name is resolved.
 */
export async function deliver(
  url: string,
  secret: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  guard: OutboundGuard,
): Promise<DeliveryOutcome> {
  try {
    const status = await post(new URL(url), guard, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Itinera-Export/1',
        [SIGNATURE_HEADER]: signature(secret, body, Math.floor(Date.now() / 1000)),
        ...headers,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (status >= 200 && status < 300) return { ok: true, status };
    const retry = status >= 500 || status === 408 || status === 429;
    return { ok: false, retry, status, reason: `The receiver answered ${status}.` };
  } catch (error) {
    if (error instanceof InternalAddressError) return { ok: false, retry: false, status: null, reason: error.message };
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      retry: true,
      status: null,
      reason: timedOut
        ? `The receiver did not answer within ${timeoutMs / 1000} s.`
        : 'The receiver could not be reached.',
    };
  }
}

/**
 * POSTs and answers the status once the answer's body has arrived (read and dropped); redirects are not
 * followed. node:http rather than fetch: its `lookup` option lets the guard pick the address connected to.
 */
function post(
  url: URL,
  guard: OutboundGuard,
  options: { headers: Record<string, string>; body: string; signal: AbortSignal },
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const connect = guard.connectOptions(url);
  return new Promise((resolve, reject) => {
    // A length, as fetch sent: without one node:http would send the body chunked.
    const headers = { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
    const req = send(url, { method: 'POST', headers, signal: options.signal, ...connect }, (res) => {
      res.on('error', reject);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.resume();
    });
    req.on('error', (error) => reject(options.signal.aborted ? (options.signal.reason ?? error) : error));
    req.end(options.body);
  });
}
