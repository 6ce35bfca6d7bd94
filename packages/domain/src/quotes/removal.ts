// The timed-removal helper of spec 02 §9 ("deletes items older than a given number of seconds"),
// used wherever remembered items expire (docs/domain/quotes.md#timed-removal).

/** The items `at` most `seconds` old at `nowMs` (an item exactly that old stays); order kept. */
export function withoutOlderThan<T>(
  items: readonly T[],
  seconds: number,
  nowMs: number,
  stampOf: (item: T) => number | string | Date,
): T[] {
  const limit = nowMs - seconds * 1000;
  return items.filter((item) => {
    const at = stampOf(item);
    const ms = typeof at === 'number' ? at : new Date(at).getTime();
    return !(ms < limit);
  });
}
