// The interface languages (issue 45, docs/decisions/issues.md). One set of catalogues for the web app, the proposal page and
// the API's documents (decision 0073): the code below is pure, the catalogues are JSON beside it.

export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Namespaces: one lazy chunk per language and namespace, so a screen fetches only its own. */
export const NAMESPACES = [
  'common',
  'quotes',
  'workspace',
  'profile',
  'proposal',
  'home',
  'requests',
  'days',
  'services',
  'catalogue',
  'clients',
  'settings',
  'booking',
  'reports',
  'assets',
  'server',
  'publishing',
  'templates',
  'lifecycle',
  'account',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

/**
 * The supported language a tag stands for, or null: `es-PE` and `es` read Spanish, `pt` and
 * `pt-PT` read the Brazilian catalogue (the only Portuguese one), case-insensitively.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'en') return 'en';
  if (primary === 'es') return 'es';
  if (primary === 'pt') return 'pt-BR';
  return null;
}

/** The first candidate that names a supported language (`?lang=`, then Profile, then the browser), else English. */
export function pickLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const tag of candidates) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
