import { describe, expect, it } from 'vitest';
import { draftDay, mealsText } from './day-drafts';
import { joinNames, templateDescription } from './description-template';
import { draftWords } from './draft-words';

// Decision 0097: the drafts and the built-in description speak the quote's language.

const services = [
  { day: '1', name: 'Traslado aeropuerto', serviceTypeId: 5, places: ['Lima'] },
  { day: '1-4', name: 'Casa Miraflores', serviceTypeId: 2, places: ['Lima'] },
  { day: '2', name: 'City tour <centro>', serviceTypeId: 7, places: ['Lima'] },
  { day: '2-3', name: 'Trek', serviceTypeId: 7, places: ['Ica'], optional: 1 },
  { day: '1-2', name: 'Hotel Uno', serviceTypeId: 2, places: ['Ica'] },
];

describe('joined names in each language', () => {
  it.each([
    ['en', ['Lima', 'Cusco', 'Puno'], 'Lima, Cusco and Puno'],
    ['es', ['Lima', 'Cusco', 'Puno'], 'Lima, Cusco y Puno'],
    ['pt-BR', ['Lima', 'Cusco', 'Puno'], 'Lima, Cusco e Puno'],
    ['es', ['Lima', ' Cusco '], 'Lima y Cusco'],
    // Spanish "y" is "e" before the sound i, but not before a diphthong (hie-, hia-).
    ['es', ['Cusco', 'Ica'], 'Cusco e Ica'],
    ['es', ['Paracas', 'Hilo'], 'Paracas e Hilo'],
    ['es', ['Lima', 'Hierro'], 'Lima y Hierro'],
    ['pt-BR', ['Cusco', 'Ica'], 'Cusco e Ica'],
    ['es', ['Lima'], 'Lima'],
    ['es', [], ''],
  ])('%s: %j', (language, names, expected) => {
    expect(joinNames(names, language)).toBe(expected);
  });

  it('says "or" with the Spanish "u" before the sound o', () => {
    expect(draftWords('es').or(['Casa A', 'Palacio B', 'Monasterio C'])).toBe('Casa A, Palacio B o Monasterio C');
    expect(draftWords('es').or(['Casa A', 'Hotel Oro'])).toBe('Casa A u Hotel Oro');
    expect(draftWords('es').or(['Casa A', 'Oasis'])).toBe('Casa A u Oasis');
    expect(draftWords('pt-BR').or(['Casa A', 'Oasis'])).toBe('Casa A ou Oasis');
  });

  it('reads a language tag as the catalogue it stands for, English when unknown', () => {
    expect(joinNames(['A', 'B'], 'es-PE')).toBe('A y B');
    expect(joinNames(['A', 'B'], 'pt')).toBe('A e B');
    expect(joinNames(['A', 'B'], 'fr')).toBe('A and B');
  });
});

describe('the plural forms the catalogue gives', () => {
  it.each([
    ['es', 1, '1 noche'],
    ['es', 2, '2 noches'],
    ['es', 1_000_000, '1000000 noches'],
    ['pt-BR', 1, '1 noite'],
    ['pt-BR', 3, '3 noites'],
    ['en', 1, '1 night'],
    ['en', 5, '5 nights'],
  ])('%s %d', (language, n, expected) => {
    expect(draftWords(language).count('nights', n)).toBe(expected);
  });
});

describe('a drafted day in Spanish and in Portuguese', () => {
  it('tells the arrival, the services with their nights, the night and the meals', () => {
    expect(
      draftDay({
        day: 1,
        lastDay: 4,
        services,
        meals: { breakfast: true, lunch: true, dinner: true },
        language: 'es',
      }),
    ).toEqual({
      title: 'Llegada a Lima',
      description:
        '<p>Traslado aeropuerto; Casa Miraflores (3 noches); Hotel Uno (1 noche).</p>' +
        '<p>Noche en Casa Miraflores.</p><p>Comidas incluidas: desayuno, almuerzo y cena.</p>',
    });
    expect(
      draftDay({
        day: 1,
        lastDay: 4,
        services,
        meals: { breakfast: true, lunch: false, dinner: true },
        language: 'pt-BR',
      }),
    ).toEqual({
      title: 'Chegada a Lima',
      description:
        '<p>Traslado aeropuerto; Casa Miraflores (3 noites); Hotel Uno (1 noite).</p>' +
        '<p>Pernoite em Casa Miraflores.</p><p>Refeições incluídas: café da manhã e jantar.</p>',
    });
  });

  it('says optional and continued, escapes names, names the overnight place', () => {
    const day2 = draftDay({ day: 2, lastDay: 4, services, overnight: 'Lima', language: 'es' });
    expect(day2.title).toBe('Lima e Ica');
    expect(day2.description).toBe(
      '<p>Check-out de Hotel Uno.</p><p>City tour &lt;centro&gt;; Trek (opcional).</p>' +
        '<p>Noche en Casa Miraflores (Lima).</p>',
    );
    const day3 = draftDay({ day: 3, lastDay: 4, services, language: 'pt-BR' });
    expect(day3.description).toBe('<p>Trek (continuação).</p><p>Pernoite em Casa Miraflores.</p>');
  });

  it('names a free day and the departure', () => {
    expect(draftDay({ day: 4, lastDay: 4, services, language: 'es' })).toEqual({
      title: 'Salida de Lima',
      description: '<p>Check-out de Casa Miraflores.</p>',
    });
    expect(draftDay({ day: 2, lastDay: 4, services: [], places: ['Puno'], language: 'pt-BR' })).toEqual({
      title: 'Puno',
      description: '<p>Um dia livre em Puno para explorar no seu próprio ritmo.</p>',
    });
    expect(draftDay({ day: 5, lastDay: 6, services: [], language: 'es' })).toEqual({
      title: 'Día libre',
      description: '<p>Un día libre para explorar a su propio ritmo.</p>',
    });
    expect(draftDay({ day: 5, lastDay: 6, services: [], overnight: 'Cusco', language: 'pt-BR' }).description).toBe(
      '<p>Um dia livre para explorar no seu próprio ritmo.</p><p>Pernoite em Cusco.</p>',
    );
  });

  it('writes the meals in the language, none when none is included', () => {
    expect(mealsText({ breakfast: false, lunch: true, dinner: true }, 'es')).toBe('almuerzo y cena');
    expect(mealsText({ breakfast: true, lunch: true, dinner: false }, 'pt-BR')).toBe('café da manhã e almoço');
    expect(mealsText({ breakfast: false, lunch: false, dinner: false }, 'es')).toBe('');
  });
});

describe('the built-in description in Spanish and in Portuguese', () => {
  const trip = {
    title: 'Perú clásico',
    start_date: '2026-12-10',
    end_date: '2026-12-13',
    num_day: 4,
    locations: ['Lima', 'Cusco', 'Ica'],
    tags: ['Cultura', 'Historia'],
    client: 'Andean Trails',
    services: [
      { day: '1-3', name: 'Casa Andina', serviceTypeId: 2, places: ['Cusco'] },
      { day: '2', name: 'City tour', serviceTypeId: 7, places: ['Cusco'] },
    ],
  };

  it('writes the opening, the dates with the month in the language, the tags, the route and day by day', () => {
    expect(templateDescription({ ...trip, language: 'es' })).toBe(
      [
        'Perú clásico es un viaje de 4 días por Lima, Cusco e Ica, preparado para Andean Trails.',
        'Comienza el dic 10, 2026 y termina el dic 13, 2026.',
        'Lo más destacado: Cultura e Historia.',
        'La ruta comienza en Lima y termina en Ica.',
        [
          'Día a día',
          'Día 1 (dic 10, 2026), Cusco: Casa Andina (2 noches).',
          'Día 2 (dic 11, 2026), Cusco: City tour; noche en Casa Andina.',
          'Día 3 (dic 12, 2026): Día libre.',
          'Día 4 (dic 13, 2026): Día libre.',
        ].join('\n'),
      ].join('\n\n'),
    );
    expect(templateDescription({ ...trip, dateFormat: 'D [de] MMMM [de] YYYY', language: 'pt-BR' })).toBe(
      [
        'Perú clásico é uma viagem de 4 dias por Lima, Cusco e Ica, preparada para Andean Trails.',
        'Começa em 10 de dezembro de 2026 e termina em 13 de dezembro de 2026.',
        'Destaques: Cultura e Historia.',
        'O roteiro começa em Lima e termina em Ica.',
        [
          'Dia a dia',
          'Dia 1 (10 de dezembro de 2026), Cusco: Casa Andina (2 noites).',
          'Dia 2 (11 de dezembro de 2026), Cusco: City tour; pernoite em Casa Andina.',
          'Dia 3 (12 de dezembro de 2026): Dia livre.',
          'Dia 4 (13 de dezembro de 2026): Dia livre.',
        ].join('\n'),
      ].join('\n\n'),
    );
  });

  it('says a one-day trip in the singular form, and "this trip" without a title', () => {
    const one = {
      title: '',
      start_date: '2026-05-04',
      end_date: '2026-05-04',
      num_day: 1,
      locations: [],
      tags: [],
      client: null,
    };
    expect(templateDescription({ ...one, language: 'es' })).toBe(
      'Este viaje es un viaje de un día.\n\nSe realiza el may 04, 2026.',
    );
    expect(templateDescription({ ...one, language: 'pt-BR' })).toBe(
      'Esta viagem é uma viagem de um dia.\n\nAcontece em mai 04, 2026.',
    );
    expect(templateDescription({ ...one, language: 'en' })).toBe(
      'This trip is a one-day trip.\n\nIt takes place on May 04, 2026.',
    );
  });
});
