// The CI check's rule (issue 45, docs/decisions/issues.md): every key of the English catalogue exists in every language, with
// every plural form that language's grammar needs. Pure: the test reads the files and calls this.

export type Catalogue = { [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The catalogue's keys as dotted paths, `quotes.count_one` style (i18next's own notation). */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/**
 * The keys `translation` lacks against `reference`. A plural key (`x_one`, `x_other` in English) is
 * wanted in every category of the language's `Intl.PluralRules` (Spanish and Portuguese add `many`),
 * which is what i18next picks from at run time. Keys only the translation has are reported too.
 */
export function catalogueGaps(
  reference: Catalogue,
  translation: Catalogue,
  language: string,
): { missing: string[]; extra: string[] } {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const wanted = new Set<string>();
  for (const key of flattenKeys(reference)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key) wanted.add(key);
    else for (const category of categories) wanted.add(`${base}_${category}`);
  }
  const present = new Set(flattenKeys(translation));
  return {
    missing: [...wanted].filter((key) => !present.has(key)),
    extra: [...present].filter((key) => !wanted.has(key)),
  };
}

const PLACEHOLDERS = /\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g;
const placeholdersOf = (message: string) =>
  new Set([...message.matchAll(PLACEHOLDERS)].map((m) => m[0].replace(/\s/g, '')));

/**
 * Messages of `translation` naming a `{{value}}` or a `<tag>` their English one does not have: at
 * run time i18next would leave it empty or show it raw. A translation may drop a value (Spanish says
 * "Ningún resultado" where English names the noun); it may not invent one.
 */
export function unknownPlaceholders(reference: Catalogue, translation: Catalogue): string[] {
  const english = new Map<string, string>();
  const walk = (node: Catalogue, prefix: string, into: Map<string, string>) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') into.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`, into);
    }
  };
  walk(reference, '', english);
  const translated = new Map<string, string>();
  walk(translation, '', translated);
  const englishOf = (key: string) =>
    english.get(key) ??
    english.get(key.replace(PLURAL_SUFFIX, '_other')) ??
    english.get(key.replace(PLURAL_SUFFIX, ''));
  return [...translated].flatMap(([key, message]) => {
    const source = englishOf(key);
    if (source === undefined) return [];
    const allowed = placeholdersOf(source);
    return [...placeholdersOf(message)].filter((p) => !allowed.has(p)).map((p) => `${key}: ${p}`);
  });
}
