import { describe, expect, it } from 'vitest';
import { joinNames, templateDescription } from './description-template';
import { quoteTitleFromTemplate, shiftedDates } from './quote-copy';

describe('shiftedDates', () => {
  it('moves start and end to the requested start, keeping the number of days', () => {
    expect(shiftedDates({ start_date: '2026-05-01', end_date: '2026-05-10', num_day: 10 }, '2026-12-28')).toEqual({
      start_date: '2026-12-28',
      end_date: '2027-01-06',
      num_day: 10,
    });
    expect(shiftedDates({ start_date: '2026-05-10', end_date: '2026-05-10', num_day: 1 }, '2026-02-01')).toEqual({
      start_date: '2026-02-01',
      end_date: '2026-02-01',
      num_day: 1,
    });
  });

  it('gives an undated quote dates from its length, and keeps the dates without a request', () => {
    expect(shiftedDates({ start_date: null, end_date: null, num_day: 3 }, '2026-02-27')).toEqual({
      start_date: '2026-02-27',
      end_date: '2026-03-01',
      num_day: 3,
    });
    expect(shiftedDates({ start_date: '2026-05-01', end_date: '2026-05-02', num_day: 2 }, null)).toEqual({
      start_date: '2026-05-01',
      end_date: '2026-05-02',
      num_day: 2,
    });
  });
});

describe('templateDescription', () => {
  it('joins names the way a sentence does', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Lima'])).toBe('Lima');
    expect(joinNames(['Lima', ' Cusco '])).toBe('Lima and Cusco');
    expect(joinNames(['Lima', 'Cusco', 'Puno'])).toBe('Lima, Cusco and Puno');
  });

  it('writes the trip from its title, length, places, client, dates and tags', () => {
    const text = templateDescription({
      title: 'Peru classic',
      start_date: '2026-05-01',
      end_date: '2026-05-10',
      num_day: 10,
      locations: ['Lima', 'Cusco', 'Puno'],
      tags: ['Culture', 'Trekking'],
      client: 'Andean Trails Travel',
    });
    expect(text).toBe(
      [
        'Peru classic is a 10-day journey through Lima, Cusco and Puno, prepared for Andean Trails Travel.',
        'It starts on May 01, 2026 and ends on May 10, 2026.',
        'Highlights: Culture and Trekking.',
        'The route begins in Lima and ends in Puno.',
      ].join('\n\n'),
    );
  });

  it('stays a clean sentence with nothing but a length, and uses the client date format', () => {
    expect(
      templateDescription({
        title: ' ',
        start_date: null,
        end_date: null,
        num_day: 1,
        locations: [],
        tags: [],
        client: null,
      }),
    ).toBe('This trip is a one-day trip.');
    expect(
      templateDescription({
        title: 'Day out',
        start_date: '2026-05-01',
        end_date: '2026-05-01',
        num_day: 1,
        locations: ['Lima'],
        tags: [],
        client: null,
        dateFormat: 'DD/MM/YYYY',
      }),
    ).toBe('Day out is a one-day trip through Lima.\n\nIt takes place on 01/05/2026.');
  });

  it('tells the trip day by day from its services: where, what, nights, optional; free days too', () => {
    const text = templateDescription({
      title: 'Cusco short',
      start_date: '2026-12-10',
      end_date: '2026-12-13',
      num_day: 4,
      locations: ['Cusco'],
      tags: [],
      client: null,
      services: [
        { day: '1-4', name: 'Casa Andina Standard', serviceTypeId: 2, places: ['Cusco'] },
        { day: '1', name: 'Airport transfer', serviceTypeId: 3, places: ['Cusco'] },
        { day: '2', name: 'City tour', serviceTypeId: 4, places: ['Cusco', 'Sacsayhuaman'] },
        { day: '2', name: 'Cooking class', serviceTypeId: 4, places: [], optional: 1 },
        { day: '3', name: 'Hidden supplement', serviceTypeId: 4, places: ['Cusco'], visible: 0 },
        { day: '3', name: 'Canceled tour', serviceTypeId: 4, places: ['Pisac'], status: 3 },
      ],
    });
    expect(text.split('\n\n').at(-1)).toBe(
      [
        'Day by day',
        'Day 1 (Dec 10, 2026), Cusco: Casa Andina Standard (3 nights); Airport transfer.',
        'Day 2 (Dec 11, 2026), Cusco and Sacsayhuaman: City tour; Cooking class (optional); night at Casa Andina Standard.',
        'Day 3 (Dec 12, 2026), Cusco: Free day; night at Casa Andina Standard.',
        'Day 4 (Dec 13, 2026): Free day.',
      ].join('\n'),
    );
  });

  it('follows a service of several days to its last day', () => {
    const text = templateDescription({
      title: 'Trek',
      start_date: null,
      end_date: null,
      num_day: 4,
      locations: [],
      tags: [],
      client: null,
      services: [{ day: '2-3', name: 'Inca Trail trek', serviceTypeId: 4, places: ['Inca Trail'] }],
    });
    expect(text.split('\n\n').at(-1)).toBe(
      [
        'Day by day',
        'Day 1: Free day.',
        'Day 2, Inca Trail: Inca Trail trek.',
        'Day 3, Inca Trail: Inca Trail trek (continued).',
        'Day 4: Free day.',
      ].join('\n'),
    );
  });

  it('names only the days with services on a very long trip, and nothing without services', () => {
    const long = templateDescription({
      title: 'Long',
      start_date: null,
      end_date: null,
      num_day: 90,
      locations: [],
      tags: [],
      client: null,
      services: [{ day: '45', name: 'Tour', serviceTypeId: 4, places: [] }],
    });
    expect(long.endsWith('Day by day\nDay 45: Tour.')).toBe(true);
    expect(
      templateDescription({
        title: 'Empty',
        start_date: null,
        end_date: null,
        num_day: 2,
        locations: [],
        tags: [],
        client: null,
        services: [],
      }),
    ).toBe('Empty is a 2-day journey.');
  });
});

describe('the title of a quote started from a template (issue 25)', () => {
  it('drops the kind marker the template carries', () => {
    expect(quoteTitleFromTemplate('Peru essentials 10 days (example itinerary)')).toBe('Peru essentials 10 days');
    expect(quoteTitleFromTemplate('Andes  (Module) ')).toBe('Andes');
    expect(quoteTitleFromTemplate('Night safari [experience]')).toBe('Night safari');
  });

  it('keeps any other title, and a title that is only the marker', () => {
    expect(quoteTitleFromTemplate('Lima (by night) and Cusco')).toBe('Lima (by night) and Cusco');
    expect(quoteTitleFromTemplate('Cusco (2 days)')).toBe('Cusco (2 days)');
    expect(quoteTitleFromTemplate('(example itinerary)')).toBe('(example itinerary)');
  });
});
