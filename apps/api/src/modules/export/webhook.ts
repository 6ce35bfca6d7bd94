import { createHmac, timingSafeEqual } from 'node:crypto';

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
 * will not (a wrong address or a refused signature does not heal by waiting).
 */
export async function deliver(
  url: string,
  secret: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Itinera-Export/1',
        [SIGNATURE_HEADER]: signature(secret, body, Math.floor(Date.now() / 1000)),
        ...headers,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
    const retry = res.status >= 500 || res.status === 408 || res.status === 429;
    return { ok: false, retry, status: res.status, reason: `The receiver answered ${res.status}.` };
  } catch (error) {
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
