// Values worked out of an object and kept while it lives. The process answer's per-process caches
// (decisions 0036, 0047, 0049) key them by rows of the service row cache, kept pricing results and
// answer parts: each is one frozen object per revision, so what was worked out of it stays true as
// long as it is reachable, and the WeakMap lets it go with it.

/** `make(owner)`, worked out once per object. */
export function keptFor<K extends object, V>(cache: WeakMap<K, V>, owner: K, make: (owner: K) => V): V {
  let value = cache.get(owner);
  if (value === undefined) {
    value = make(owner);
    cache.set(owner, value);
  }
  return value;
}

/** `make(value)`, kept per object when `value` is a frozen object; worked out again otherwise (nothing proves it unchanged). */
export function keptIfFrozen<T, V>(cache: WeakMap<T & object, V>, value: T, make: (value: T) => V): V {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return make(value);
  return keptFor(cache, value, make);
}
