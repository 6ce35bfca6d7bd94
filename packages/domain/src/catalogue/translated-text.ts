// A catalogue text is one value per language code of the `languages` table ({en, es, pt}). A quote
// copies its services' texts in its own language (quote-services/services-add.service.ts); the day
// drafts and the description tell a service in the quote's language the same way (decision 0097).

export type CatalogueTexts = Record<string, string> | null | undefined;

/** The text in `lang` (a `languages` code), else English, else any; '' when there is none. */
export function translated(texts: CatalogueTexts, lang: string | null): string {
  const t = texts ?? {};
  return (lang ? t[lang] : undefined) ?? t.en ?? Object.values(t)[0] ?? '';
}

/**
 * A quote service's name told in `lang`: a name still as the catalogue wrote it (in any of its
 * languages) is the catalogue's name in `lang`, as if copied today; a name the operator changed on
 * the quote is theirs and stays as written.
 */
export function nameIn(name: string, catalogueNames: CatalogueTexts, lang: string | null): string {
  const copied = Object.values(catalogueNames ?? {}).some((n) => n.trim() === name.trim());
  return copied ? translated(catalogueNames, lang) || name : name;
}
