// Quote and request codes (docs/domain/quotes.md#codes): 'I' + client id (zero-padded for ids below 9,
// as the spec and the original client write it: client 9 is 'I9', not 'I09') + '-' +
// base-36 of whole seconds since 2022-09-27T00:00:00Z with the alphabet A–Z then 0–9. The clock
// is an argument so the function stays pure and testable.
export const CODE_EPOCH_MS = Date.UTC(2022, 8, 27);
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const QUOTE_CODE_PATTERN = /^I\d+-[A-Z0-9]+$/;

/**
 * A code the client proposes (the original client makes its own, original-client.md §5.5), upper-cased when it
 * has the shape of a quote code; undefined otherwise, and the server makes one.
 */
export function proposedQuoteCode(code: string | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && upper.length <= 40 && QUOTE_CODE_PATTERN.test(upper) ? upper : undefined;
}

/** Base-36 with A for 0 … Z for 25, 0 for 26 … 9 for 35. */
export function encodeBase36(value: number): string {
  let n = Math.max(0, Math.floor(value));
  let out = '';
  do {
    out = CODE_ALPHABET[n % 36] + out;
    n = Math.floor(n / 36);
  } while (n > 0);
  return out;
}

export function decodeBase36(code: string): number {
  let n = 0;
  for (const ch of code) {
    const v = CODE_ALPHABET.indexOf(ch);
    if (v < 0) throw new RangeError(`Not a code character: ${ch}`);
    n = n * 36 + v;
  }
  return n;
}

/** Whole seconds since the code epoch (never negative). */
export function codeSeconds(nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - CODE_EPOCH_MS) / 1000));
}

export function quoteCode(clientId: number, nowMs: number): string {
  const client = clientId < 9 ? `0${clientId}` : String(clientId);
  return `I${client}-${encodeBase36(codeSeconds(nowMs))}`;
}

export function requestCode(nowMs: number): string {
  return `F${encodeBase36(codeSeconds(nowMs))}`;
}

/** The codes to try in order, one a second from `nowMs`: on a clash the next second is used. */
export function* codeSequence(make: (ms: number) => string, nowMs: number, maxTries = 1000): Generator<string> {
  for (let i = 0; i < maxTries; i++) yield make(nowMs + i * 1000);
}

/** Catalogue / template code prefixes (docs/domain/spec-sections.md#spec-02-section-9). */
export const CODE_PREFIXES = { SERVICE: 'SVC', ITINERARY: 'ITY', TOUR: 'TOD' } as const;
