// How a proposal's day reads to a traveller (decision 0068): the places it moves through and its
// services as plain lines, not catalogue entries. Pure: the page and the PDF both draw from it.

/**
 * The places a day moves through, in order: where the travellers woke up (the night before's
 * place), the places of its services, where they sleep. Repeats next to each other are one stop;
 * a day that stays in one place has no route (an empty list).
 */
export function dayRoute(
  wokeUpIn: string | null,
  servicePlaces: ReadonlyArray<string | null>,
  sleepsIn: string | null,
): string[] {
  const stops: string[] = [];
  for (const place of [wokeUpIn, ...servicePlaces, sleepsIn]) {
    const name = place?.trim();
    if (name && stops[stops.length - 1]?.toLowerCase() !== name.toLowerCase()) stops.push(name);
  }
  return new Set(stops.map((s) => s.toLowerCase())).size > 1 ? stops : [];
}

/**
 * A service's name as a traveller reads it: without the catalogue's code before it ("PE-CUS-012 –
 * City tour") or in brackets after it ("City tour [CTX2]"). A name that is only a code stays as it is.
 */
export function readableServiceName(name: string): string {
  const cleaned = name
    .replace(/^\s*[A-Z0-9]{2,}(?:[-_./][A-Z0-9]+)+\s+[-–:|]\s+/, '')
    .replace(/\s*\[[A-Z0-9][A-Z0-9 _./-]*\]\s*$/, '')
    .trim();
  return cleaned || name.trim();
}
