import { describe, expect, it } from 'vitest';
import { configFrom } from '../config';
import { createSecretBox } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = 'a'.repeat(64);
  it('opens what it sealed, and the sealed text never holds the secret', () => {
    const box = createSecretBox(configFrom({ EXPORT_SECRET_KEY: key }));
    const sealed = box.seal('whsec-top-secret');
    expect(sealed).not.toContain('whsec');
    expect(box.open(sealed)).toBe('whsec-top-secret');
    expect(box.seal('whsec-top-secret')).not.toBe(sealed);
    expect(box.developmentKey).toBe(false);
  });
  it('refuses a value sealed under another key or tampered with', () => {
    const sealed = createSecretBox(configFrom({ EXPORT_SECRET_KEY: key })).seal('s');
    expect(() => createSecretBox(configFrom({})).open(sealed)).toThrow();
    const [iv, tag] = sealed.split('.');
    expect(() => createSecretBox(configFrom({ EXPORT_SECRET_KEY: key })).open(`${iv}.${tag}.AAAA`)).toThrow();
  });
  it('uses the development key when none is configured, and refuses a key of the wrong size', () => {
    expect(createSecretBox(configFrom({})).developmentKey).toBe(true);
    expect(() => configFrom({ EXPORT_SECRET_KEY: 'short' })).toThrow(/EXPORT_SECRET_KEY/);
  });
});
