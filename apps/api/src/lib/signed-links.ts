import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { derivedKey } from './secret-box';

// Links the server mails and later serves without a sign-in (the vouchers zip, decision 0054): an
// HMAC-SHA256 over what the link names (tenant, quote, file) and its expiry, under a key derived
// from EXPORT_SECRET_KEY. Changing any part, the host's tenant included, breaks the signature.

export interface SignedParts {
  /** What the link is bound to, in order (tenant id first). */
  parts: readonly (string | number)[];
  /** Unix seconds after which the link answers 410. */
  expires: number;
}

const keys = new WeakMap<object, Buffer>();
function keyFor(config: Pick<Config, 'EXPORT_SECRET_KEY'>): Buffer {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = derivedKey(config, 'itinera signed links v1')));
  return key;
}

const mac = (config: Pick<Config, 'EXPORT_SECRET_KEY'>, s: SignedParts) =>
  createHmac('sha256', keyFor(config))
    .update([...s.parts.map(String), String(s.expires)].join('\n'))
    .digest('base64url');

export const signLink = (config: Pick<Config, 'EXPORT_SECRET_KEY'>, s: SignedParts): string => mac(config, s);

/** Whether `signature` signs exactly these parts and expiry (compared in constant time). */
export function linkSignatureValid(
  config: Pick<Config, 'EXPORT_SECRET_KEY'>,
  s: SignedParts,
  signature: string,
): boolean {
  const expected = Buffer.from(mac(config, s));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
