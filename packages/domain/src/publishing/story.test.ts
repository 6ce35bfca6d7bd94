import { describe, expect, it } from 'vitest';
import { dayRoute, readableServiceName } from './story';

describe("a day's route", () => {
  it('goes from where the travellers woke up through the places of the services to where they sleep', () => {
    expect(dayRoute('Cusco', ['Ollantaytambo', 'Ollantaytambo', null, 'Aguas Calientes'], 'Aguas Calientes')).toEqual([
      'Cusco',
      'Ollantaytambo',
      'Aguas Calientes',
    ]);
  });

  it('is empty when the day stays in one place or knows no place', () => {
    expect(dayRoute('Cusco', ['Cusco', 'cusco'], 'Cusco')).toEqual([]);
    expect(dayRoute(null, [null], null)).toEqual([]);
  });

  it('counts a return as a stop of its own', () => {
    expect(dayRoute('Cusco', ['Pisac'], 'Cusco')).toEqual(['Cusco', 'Pisac', 'Cusco']);
  });
});

describe("a service's readable name", () => {
  it('drops the catalogue code before or after the name, keeps what the traveller needs', () => {
    expect(readableServiceName('PE-CUS-012 – Cusco city tour')).toBe('Cusco city tour');
    expect(readableServiceName('Machu Picchu entrance (circuit 2) [MAPI-C2]')).toBe(
      'Machu Picchu entrance (circuit 2)',
    );
    expect(readableServiceName('Flight Lima – Cusco')).toBe('Flight Lima – Cusco');
    expect(readableServiceName('PE-CUS-012')).toBe('PE-CUS-012');
  });
});
