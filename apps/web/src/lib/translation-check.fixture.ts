import { expect } from 'vitest';
import { flattenKeys, NAMESPACES, type Catalogue, type Language } from '@itinera/domain/i18n';
import { i18n } from './i18n';

// Test support (decision 0073): a screen rendered in a language shows no catalogue key and no English
// message that language says differently — what i18next shows for a key the language lacks.

const catalogue = (language: Language, namespace: string) => i18n.getResourceBundle(language, namespace) as Catalogue;

/** Every text node and aria-label on the page, trimmed. */
function textsOnPage(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue!.trim());
  for (const el of document.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label')!.trim());
  return texts.filter(Boolean);
}

const valueAt = (bundle: Catalogue, key: string) =>
  key.split('.').reduce<Catalogue | string | undefined>((node, part) => (node as Catalogue)?.[part], bundle);
const pattern = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

/**
 * A message with values whose own words are one word or none ("{{list}} or {{last}}", "{{count}} days") matches
 * user content and other sentences as well as itself: it cannot tell a missing key, so it is not looked for.
 */
const telling = (message: string) =>
  !/\{\{\w+\}\}/.test(message) || (message.replace(/\{\{\w+\}\}/g, ' ').match(/\p{L}+/gu) ?? []).length >= 2;

/** English messages another language says differently: seeing one in that language is a missing key. */
function englishOnly(language: Language): RegExp[] {
  if (language === 'en') return [];
  return NAMESPACES.flatMap((ns) =>
    flattenKeys(catalogue('en', ns))
      .map((key) => [valueAt(catalogue('en', ns), key), valueAt(catalogue(language, ns), key)])
      .filter(([en, other]) => typeof en === 'string' && en !== other && !en.includes('<') && telling(en))
      .map(([en]) => pattern(en as string)),
  );
}

/** Asserts the page (document.body) reads wholly in `language`: call it once the screen has drawn. */
export function expectFullyTranslated(language: Language) {
  const allKeys = NAMESPACES.flatMap((ns) => flattenKeys(catalogue('en', ns)));
  const texts = textsOnPage();
  // A key that names a group of messages, not one: i18next shows this sentence instead of a text.
  expect(texts.filter((text) => text.includes('returned an object instead of string'))).toEqual([]);
  expect(texts.filter((text) => allKeys.includes(text) || /^[a-z]+(\.[a-zA-Z_]+)+$/.test(text))).toEqual([]);
  const english = englishOnly(language);
  expect(texts.filter((text) => english.some((re) => re.test(text)))).toEqual([]);
}
