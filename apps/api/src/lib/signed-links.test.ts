import { describe, expect, it } from 'vitest';
import { configFrom } from '../config';
import { linkSignatureValid, signLink } from './signed-links';

describe('signed links', () => {
  const config = configFrom({ EXPORT_SECRET_KEY: 'a'.repeat(64) });
  const link = { parts: [3, 'quote-uuid', 'file.zip'], expires: 1_900_000_000 };

  it('accept their own signature and refuse any changed part, expiry or key', () => {
    const signature = signLink(config, link);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(linkSignatureValid(config, link, signature)).toBe(true);
    expect(linkSignatureValid(config, { ...link, parts: [4, 'quote-uuid', 'file.zip'] }, signature)).toBe(false);
    expect(linkSignatureValid(config, { ...link, parts: [3, 'other-uuid', 'file.zip'] }, signature)).toBe(false);
    expect(linkSignatureValid(config, { ...link, expires: link.expires + 1 }, signature)).toBe(false);
    expect(linkSignatureValid(configFrom({ EXPORT_SECRET_KEY: 'b'.repeat(64) }), link, signature)).toBe(false);
    expect(linkSignatureValid(config, link, signature.slice(1))).toBe(false);
  });
});
