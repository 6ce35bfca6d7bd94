import { describe, expect, it } from 'vitest';
import { keyOfEnglish } from './english-keys';
import en from './locales/en/server.json';

describe('keyOfEnglish', () => {
  it('finds a fixed sentence of the server catalogue by its English words', () => {
    const [key, text] = Object.entries(en).find(([, value]) => typeof value === 'string') as [string, string];
    expect(keyOfEnglish(en, text)).toBe(key);
  });

  it('answers nothing for words the bundle does not hold, and the first key when two share a sentence', () => {
    expect(keyOfEnglish(en, 'No such sentence in any catalogue.')).toBeUndefined();
    expect(keyOfEnglish({ a: 'Same', b: 'Same', c: { nested: 'Same' } }, 'Same')).toBe('a');
  });

  it('builds one map a bundle: a second bundle with other words is not confused with the first', () => {
    const first = { hello: 'Hello' };
    const second = { hola: 'Hello' };
    expect(keyOfEnglish(first, 'Hello')).toBe('hello');
    expect(keyOfEnglish(second, 'Hello')).toBe('hola');
  });
});
