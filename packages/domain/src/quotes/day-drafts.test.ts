import { describe, expect, it } from 'vitest';
import { draftDay, draftLevel, mealsText } from './day-drafts';

const services = [
  { day: '1', name: 'Airport transfer', serviceTypeId: 5, places: ['Lima'] },
  { day: '1-3', name: 'Casa Miraflores', serviceTypeId: 2, places: ['Lima'] },
  { day: '2', name: 'City tour <old town>', serviceTypeId: 7, places: ['Lima'] },
  { day: '2', name: 'Secret tour', serviceTypeId: 7, places: ['Callao'], visible: 0 },
  { day: '4', name: 'Flight to Cusco', serviceTypeId: 1, places: ['Cusco'] },
];

describe('a drafted day', () => {
  it('tells the arrival, the services, the night and the meals, as HTML with names escaped', () => {
    expect(draftDay({ day: 1, lastDay: 4, services, meals: { breakfast: false, lunch: false, dinner: true } })).toEqual(
      {
        title: 'Arrival in Lima',
        description:
          '<p>Airport transfer; Casa Miraflores (2 nights).</p><p>Overnight at Casa Miraflores.</p><p>Meals included: dinner.</p>',
      },
    );
    const day2 = draftDay({ day: 2, lastDay: 4, services, overnight: 'Lima' });
    expect(day2.title).toBe('Lima');
    expect(day2.description).toBe('<p>City tour &lt;old town&gt;.</p><p>Overnight at Casa Miraflores (Lima).</p>');
    expect(day2.description).not.toContain('Secret');
  });

  it('names a free day and the departure', () => {
    expect(draftDay({ day: 3, lastDay: 4, services, places: ['Barranco'] })).toEqual({
      title: 'Barranco',
      description: '<p>Check-out from Casa Miraflores.</p>',
    });
    // The last day of the stay's place, when nothing else happens on it.
    expect(draftDay({ day: 3, lastDay: 3, services: services.slice(0, 2) }).title).toBe('Departure from Lima');
    expect(draftDay({ day: 2, lastDay: 4, services: [], places: ['Puno'] }).description).toBe(
      '<p>A free day in Puno to explore at your own pace.</p>',
    );
    expect(draftDay({ day: 4, lastDay: 4, services }).title).toBe('Departure from Cusco');
    expect(draftDay({ day: 5, lastDay: 6, services: [] }).title).toBe('Free day');
    const levels = [
      { day: '1-3', name: 'Casa A', serviceTypeId: 2, places: ['Cusco'], level: 1 },
      { day: '1-3', name: 'Palacio B', serviceTypeId: 2, places: ['Cusco'], level: 2 },
      { day: '1-3', name: 'Monasterio C', serviceTypeId: 2, places: ['Cusco'], level: 3 },
    ];
    // One stay offered at three levels is told at the level shown: Superior before a sale.
    expect(draftDay({ day: 1, lastDay: 3, services: levels }).description).toBe(
      '<p>Palacio B (2 nights).</p><p>Overnight at Palacio B.</p>',
    );
    expect(draftDay({ day: 3, lastDay: 3, services: levels, soldLevel: 1 }).description).toBe(
      '<p>Check-out from Casa A.</p>',
    );
    expect(mealsText({ breakfast: true, lunch: true, dinner: false })).toBe('breakfast and lunch');
  });
});

describe('the level a draft tells', () => {
  const at = (...levels: number[]) => levels.map((level) => ({ level }));
  it.each([
    ['the level sold', at(1, 2, 3), 3, 3],
    ['the level sold, even one holding no service', at(1, 2), 3, 3],
    ['Superior before a sale, as the proposal opens on it', at(1, 2, 3), null, 2],
    ['else the lowest level a service is at', at(0, 3, 1), null, 1],
    ['no level when no service has one', at(0, 0), undefined, null],
  ])('%s', (_, services, sold, expected) => {
    expect(draftLevel(services, sold)).toBe(expected);
  });

  it('leaves out the services of other levels, level 0 services always told', () => {
    const services = [
      { day: '1', name: 'Airport transfer', serviceTypeId: 5, places: ['Cusco'] },
      { day: '1-3', name: 'Casa A', serviceTypeId: 2, places: ['Cusco'], level: 1 },
      { day: '1-3', name: 'Palacio B', serviceTypeId: 2, places: ['Cusco'], level: 2 },
      { day: '1', name: 'Gourmet dinner', serviceTypeId: 7, places: ['Cusco'], level: 3 },
    ];
    expect(draftDay({ day: 1, lastDay: 3, services, soldLevel: 3 }).description).toBe(
      '<p>Airport transfer; Gourmet dinner.</p>',
    );
    expect(draftDay({ day: 1, lastDay: 3, services }).description).toBe(
      '<p>Airport transfer; Palacio B (2 nights).</p><p>Overnight at Palacio B.</p>',
    );
  });
});
