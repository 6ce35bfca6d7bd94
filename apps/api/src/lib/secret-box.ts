import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config';

// Secrets the tenant gives us (an export webhook's signing secret) are stored encrypted with AES-256-GCM under a key
// from the environment (decision 0035): a database dump alone does not reveal them. The stored text is
// iv.tag.ciphertext in base64url; GCM's tag refuses any tampered or foreign-key value.

/** The development key: derived from a fixed phrase, so it is the same everywhere and protects nothing in production. */
const DEV_KEY = createHash('sha256').update('itinera development-only export secret key').digest();

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** True when EXPORT_SECRET_KEY is unset and the development key is in use. */
  readonly developmentKey: boolean;
}

function keyOf(value: string | undefined): Buffer {
  if (value === undefined) return DEV_KEY;
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

export function createSecretBox(config: Pick<Config, 'EXPORT_SECRET_KEY'>): SecretBox {
  const key = keyOf(config.EXPORT_SECRET_KEY);
  return {
    developmentKey: config.EXPORT_SECRET_KEY === undefined,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !data) throw new Error('sealed secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * A key for another purpose (signing links: lib/signed-links.ts), derived from the same setting with
 * HKDF: one secret to keep, and neither key reveals the other (decision 0054).
 */
export function derivedKey(config: Pick<Config, 'EXPORT_SECRET_KEY'>, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyOf(config.EXPORT_SECRET_KEY), Buffer.alloc(0), purpose, 32));
}
