import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueGaps, unknownPlaceholders, type Catalogue } from './catalogue-check';
import { LANGUAGES, NAMESPACES, matchLanguage, pickLanguage } from './languages';
import { loadCatalogue } from './load-catalogue';

const localesDir = join(import.meta.dirname, 'locales');
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalogue;

// The CI check (issue 45, docs/decisions/issues.md): `npm run test:unit` fails when a language lacks a key English has.
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
        expect(unknownPlaceholders(read('en', namespace), read(language, namespace))).toEqual([]);
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

describe('unknownPlaceholders', () => {
  it('finds a value or a tag English does not have, and lets a translation drop one', () => {
    const en = {
      hint: 'Press <kbd>?</kbd> now',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      n: 'No {{noun}}',
    };
    const es = { hint: 'Pulse <key>?</key>', days_many: '{{cuenta}} días', n: 'Ningún resultado' };
    expect(unknownPlaceholders(en, es)).toEqual(['hint: <key>', 'hint: </key>', 'days_many: {{cuenta}}']);
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
