import { describe, expect, it } from 'vitest';
import { keptFor, keptIfFrozen } from './kept';

describe('kept values', () => {
  it('works a value out once per object, and again for another object', () => {
    const cache = new WeakMap<object, string>();
    let made = 0;
    const make = (o: { n: number }) => `${o.n}:${++made}`;
    const a = { n: 1 };
    expect(keptFor(cache, a, make)).toBe('1:1');
    expect(keptFor(cache, a, make)).toBe('1:1');
    expect(keptFor(cache, { n: 1 }, make)).toBe('1:2');
  });

  it('keeps it only for a frozen object: one that may change is worked out on every call', () => {
    const cache = new WeakMap<object, number>();
    const open = { n: 1 };
    const sum = (o: { n: number }) => o.n * 10;
    expect(keptIfFrozen(cache, open, sum)).toBe(10);
    open.n = 2;
    expect(keptIfFrozen(cache, open, sum)).toBe(20);
    const frozen = Object.freeze({ n: 3 });
    let calls = 0;
    const counted = (o: { n: number }) => (calls++, o.n);
    keptIfFrozen(cache, frozen, counted);
    keptIfFrozen(cache, frozen, counted);
    expect(calls).toBe(1);
    // Not an object: nothing to key it by.
    expect(keptIfFrozen(cache as WeakMap<never, number>, 7, (n: number) => n + 1)).toBe(8);
  });
});
