import { fillLabel } from './fill-label';
import enCommon from './locales/en/common.json';
import esCommon from './locales/es/common.json';
import ptCommon from './locales/pt-BR/common.json';
import en from './locales/en/server.json';
import es from './locales/es/server.json';
import pt from './locales/pt-BR/server.json';
import { keyOfEnglish } from './english-keys';
import { matchLanguage, type Language } from './languages';

/**
 * The sentences the API answers a signed-in person with (decision 0092): the namespace
 * `server` of the one catalogue, read at once like the proposal's labels (decision 0077) because an
 * answer is written in one synchronous pass. English is the source: its values are the sentences
 * the API has always sent, byte for byte (the original client and the api tests read them).
 */
export type ServerMessageKey = keyof typeof en;
export type ServerParams = Record<string, string | number>;

const SERVER: Record<Language, Partial<Record<ServerMessageKey, string>>> = { en, es, 'pt-BR': pt };
const STATUS_NAMES: Record<Language, Record<string, string>> = {
  en: enCommon.quoteStatus,
  es: esCommon.quoteStatus,
  'pt-BR': ptCommon.quoteStatus,
};

export const isServerMessageKey = (key: string): key is ServerMessageKey => key in en;

/**
 * A sentence in `language` (English where the language lacks it). A `statusId` param names the
 * quote status `{{status}}` stands for, read from `common:quoteStatus` so the refusal and the
 * status badge use one word.
 */
export function serverMessage(language: string | null | undefined, key: ServerMessageKey, params: ServerParams = {}) {
  const lang = matchLanguage(language) ?? 'en';
  const values = { ...params };
  if (params.statusId !== undefined) {
    const name = STATUS_NAMES[lang][String(params.statusId)];
    if (name) values.status = lang === 'en' ? (params.status ?? name) : name.toLowerCase();
  }
  return fillLabel(SERVER[lang][key] ?? en[key], values);
}

/**
 * Pricing sentences with values reach an answer as text (the priced result stores them, decision
 * 0095), so no key travels with them: their values are read back from the English template.
 */
const VALUED_KEYS: ServerMessageKey[] = [
  'noRate',
  'noExchangeRate',
  'paxWithoutRoomOne',
  'paxWithoutRoomMany',
  'roomEmpty',
];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VALUED = VALUED_KEYS.map((key) => {
  const parts = en[key].split(/\{\{(\w+)\}\}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const source = parts.map((part, i) => (i % 2 === 1 ? '(.+?)' : escaped(part))).join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

function valuedSentence(english: string): { key: ServerMessageKey; params: ServerParams } | null {
  for (const { key, names, pattern } of VALUED) {
    const match = pattern.exec(english);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/**
 * A sentence the catalogue has in `language`: fixed ones by their English words, the pricing ones
 * with values by their English template; any other text comes back as given.
 */
export function translateServerSentence(english: string, language: string | null | undefined): string {
  const key = keyOfEnglish(en, english) as ServerMessageKey | undefined;
  if (key) return serverMessage(language, key);
  const valued = valuedSentence(english);
  return valued ? serverMessage(language, valued.key, valued.params) : english;
}
