/**
 * Sets `key` as the newest entry of `map` and drops the oldest entries past `max` (a Map iterates
 * in insertion order): the small per-process caches of the API stay bounded whatever they serve.
 */
export function rememberBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
  return value;
}
