import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueGaps, type Catalogue } from './catalogue-check';
import { LANGUAGES, NAMESPACES, matchLanguage, pickLanguage } from './languages';
import { loadCatalogue } from './load-catalogue';

const localesDir = join(import.meta.dirname, 'locales');
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalogue;

// The CI check (issue 45): `npm run test:unit` fails when a language lacks a key English has.
describe('the catalogues', () => {
  it('hold exactly the languages and namespaces the code declares', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const files = readdirSync(join(localesDir, language)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    for (const namespace of NAMESPACES) {
      it(`${language}/${namespace} has every key of en/${namespace}, with its plural forms`, () => {
        expect(catalogueGaps(read('en', namespace), read(language, namespace), language)).toEqual({
          missing: [],
          extra: [],
        });
      });
    }
  }

  it('loads a catalogue by language and namespace', async () => {
    expect((await loadCatalogue('es', 'quotes')).title).toBe('Cotizaciones');
  });
});

describe('catalogueGaps', () => {
  const en = { a: 'A', nested: { b: 'B' }, days_one: '1 day', days_other: '{{count}} days' };

  it('finds a missing nested key and a missing plural form', () => {
    const es = { a: 'A', nested: {}, days_one: '1 día', days_other: '{{count}} días' };
    // Spanish has a `many` category (1 000 000 días) that English has not.
    expect(catalogueGaps(en, es, 'es').missing).toEqual(['nested.b', 'days_many']);
  });

  it('reports keys English does not have', () => {
    expect(catalogueGaps(en, { ...en, stray: 'x' }, 'en')).toEqual({ missing: [], extra: ['stray'] });
  });
});

describe('pickLanguage', () => {
  it('takes the first candidate it supports: ?lang=, then Profile, then the browser', () => {
    expect(pickLanguage(['es', 'pt-BR', 'en-US'])).toBe('es');
    expect(pickLanguage([null, 'pt', 'en-US'])).toBe('pt-BR');
    expect(pickLanguage(['fr', undefined, 'es-PE'])).toBe('es');
    expect(pickLanguage(['de', 'fr-FR'])).toBe('en');
  });

  it('reads regional and upper-case tags', () => {
    expect(matchLanguage('PT_pt')).toBe('pt-BR');
    expect(matchLanguage('es-419')).toBe('es');
    expect(matchLanguage('')).toBeNull();
  });
});
