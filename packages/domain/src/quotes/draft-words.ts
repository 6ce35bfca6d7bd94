import { matchLanguage, type Language } from '../i18n/languages';
import en from '../i18n/locales/en/days.json';
import es from '../i18n/locales/es/days.json';
import pt from '../i18n/locales/pt-BR/days.json';
import { fillLabel } from '../publishing/labels';

/**
 * The words of the day drafts and of the built-in description (decision 0097): the
 * `drafts` section of the catalogue's `days` namespace, read at once like the server's sentences
 * (server-messages.ts) because a draft is written in one synchronous pass, in the browser or on
 * the server. English is the source: its values are the words the drafts always wrote.
 */
type Drafts = typeof en.drafts;
type PluralBase<K> = K extends `${infer B}_other` ? B : never;
export type DraftKey = Exclude<keyof Drafts, 'meals' | `${string}_${'one' | 'other'}`>;
export type DraftCountKey = PluralBase<keyof Drafts>;
export type Meal = keyof Drafts['meals'];

const DRAFTS: Record<Language, Record<string, unknown>> = { en: en.drafts, es: es.drafts, 'pt-BR': pt.drafts };

// Spanish says "e" for "y" before the sound i ("Cusco e Ica", but "agua y hielo") and "u" for "o"
// before the sound o: the catalogue gives those forms, the sound is read here. In English and
// Portuguese the two forms are the same words.
const SOUNDS_I = /^h?[ií](?![aeoáéó])/i;
const SOUNDS_O = /^h?[oó]/i;

export interface DraftWords {
  language: Language;
  say(key: DraftKey, params?: Record<string, string | number>): string;
  /** The plural form i18next would pick for `count` (Intl.PluralRules), `{{count}}` filled. */
  count(key: DraftCountKey, count: number, params?: Record<string, string | number>): string;
  meal(meal: Meal): string;
  /** "a", "a and b", "a, b and c" in the language's words (names trimmed, empty ones left out). */
  and(names: readonly string[]): string;
  /** "a", "a or b", "a, b or c" (names as given: the stays' names, trimmed already). */
  or(names: readonly string[]): string;
}

const cache = new Map<Language, DraftWords>();

/** The drafting words in `language` (English when absent or unknown; English where a word is missing). */
export function draftWords(language?: string | null): DraftWords {
  const lang = matchLanguage(language) ?? 'en';
  const known = cache.get(lang);
  if (known) return known;
  const own = DRAFTS[lang];
  const text = (key: string) => (typeof own[key] === 'string' ? (own[key] as string) : (en.drafts as never)[key]);
  const rules = new Intl.PluralRules(lang);
  const list = (clean: readonly string[], key: 'and' | 'or', sound: RegExp) => {
    if (clean.length <= 1) return clean[0] ?? '';
    const last = clean.at(-1)!;
    const form = sound.test(last) ? (key === 'and' ? 'andBeforeI' : 'orBeforeO') : key;
    return fillLabel(text(form), { list: clean.slice(0, -1).join(', '), last });
  };
  const words: DraftWords = {
    language: lang,
    say: (key, params = {}) => fillLabel(text(key), params),
    count: (key, count, params = {}) => {
      const form = `${key}_${rules.select(count)}`;
      return fillLabel(typeof own[form] === 'string' ? text(form) : text(`${key}_other`), { ...params, count });
    },
    meal: (meal) => ((own.meals as Drafts['meals'] | undefined) ?? en.drafts.meals)[meal],
    and: (names) => list(names.map((n) => n.trim()).filter(Boolean), 'and', SOUNDS_I),
    or: (names) => list(names, 'or', SOUNDS_O),
  };
  cache.set(lang, words);
  return words;
}
