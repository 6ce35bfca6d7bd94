import type { Language, Namespace } from './languages';
import type { Catalogue } from './catalogue-check';

/**
 * One catalogue, fetched when first wanted: the bundler (Vite) makes a chunk per JSON file, so the
 * first download carries none of them (decision 0073).
 */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<Catalogue> {
  const module = (await import(`./locales/${language}/${namespace}.json`)) as { default: Catalogue };
  return module.default;
}
