// The CI check's rule (issue 45): every key of the English catalogue exists in every language, with
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
