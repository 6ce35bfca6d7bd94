/**
 * A fixed English sentence → its key in a catalogue bundle (gettext's way: a refusal thrown with its
 * English words is found by them, decision 0092). One map a bundle, built on first use and kept while
 * the bundle lives, so the API (the `server` namespace bundled in) and the web (the bundle i18next
 * loaded) look a sentence up the same way, without a search per call.
 */
const MAPS = new WeakMap<object, Map<string, string>>();

export function keyOfEnglish(bundle: Record<string, unknown>, english: string): string | undefined {
  let map = MAPS.get(bundle);
  if (!map) {
    map = new Map();
    for (const [key, text] of Object.entries(bundle))
      if (typeof text === 'string' && !map.has(text)) map.set(text, key);
    MAPS.set(bundle, map);
  }
  return map.get(english);
}
