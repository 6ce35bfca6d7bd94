import { describe, expect, it } from 'vitest';
import { nameIn, translated } from './translated-text';

describe('a catalogue text in a language', () => {
  const names = { en: 'City tour', es: 'City tour del Cusco', pt: 'City tour em Cusco' };

  it('reads the language, else English, else any, else nothing', () => {
    expect(translated(names, 'es')).toBe('City tour del Cusco');
    expect(translated(names, 'fr')).toBe('City tour');
    expect(translated({ es: 'Traslado' }, 'pt')).toBe('Traslado');
    expect(translated(null, 'es')).toBe('');
  });

  it('tells a name copied from the catalogue in the language, and keeps a name the operator wrote', () => {
    expect(nameIn('City tour', names, 'es')).toBe('City tour del Cusco');
    expect(nameIn(' City tour em Cusco ', names, 'es')).toBe('City tour del Cusco');
    expect(nameIn('City tour with Maria', names, 'es')).toBe('City tour with Maria');
    expect(nameIn('City tour', undefined, 'es')).toBe('City tour');
  });
});
