/**
 * Freezes `value` and everything it holds. An answer part a per-process cache shares between calls
 * is frozen whole, so a caller changing it fails loudly instead of changing the next answers.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}

/**
 * Freezes a value per-process caches share between calls (decision 0047). Under the test runner
 * everything it holds is frozen, so a test fails on any code changing a shared part in place;
 * otherwise only the value and its direct members, which is what the caches test (identity and
 * Object.isFrozen): freezing every line of a large quote's pricing result cost ~0.4 ms an edit.
 */
export const freezeShared: <T>(value: T) => T = process.env.VITEST
  ? deepFreeze
  : (value) => {
      if (typeof value !== 'object' || value === null) return value;
      for (const v of Object.values(value)) if (typeof v === 'object' && v !== null) Object.freeze(v);
      return Object.freeze(value);
    };
