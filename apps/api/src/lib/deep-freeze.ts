/**
 * Freezes `value` and everything it holds. An answer part a per-process cache shares between calls
 * is frozen whole, so a caller changing it fails loudly instead of changing the next answers.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
