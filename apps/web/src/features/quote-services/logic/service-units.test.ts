import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayUnitLabel } from '@itinera/domain';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { serviceUnit, unitsText } from './service-units';

const HOTEL = 2; // a night type
const TOUR = 3;

beforeAll(async () => {
  for (const language of LANGUAGES) await i18n.loadLanguages(language);
  await i18n.loadNamespaces('services');
});
afterAll(() => i18n.changeLanguage('en'));

describe('the unit a service is charged for', () => {
  it("reads the API's English label, else the service's type", () => {
    expect(serviceUnit('Night(s)')).toBe('nights');
    expect(serviceUnit('Day(s)')).toBe('days');
    expect(serviceUnit(undefined, HOTEL)).toBe('nights');
    expect(serviceUnit(null, TOUR)).toBe('days');
    expect(serviceUnit(dayUnitLabel(HOTEL), TOUR)).toBe('nights');
  });
});

const CASES: Record<Language, [number, string, string][]> = {
  en: [
    [1, 'Night(s)', '1 night'],
    [3, 'Night(s)', '3 nights'],
    [1, 'Day(s)', '1 day'],
    [2, 'Day(s)', '2 days'],
  ],
  es: [
    [1, 'Night(s)', '1 noche'],
    [3, 'Night(s)', '3 noches'],
    [1, 'Day(s)', '1 día'],
    [2, 'Day(s)', '2 días'],
    [1_000_000, 'Night(s)', '1000000 noches'],
  ],
  'pt-BR': [
    [1, 'Night(s)', '1 noite'],
    [3, 'Night(s)', '3 noites'],
    [1, 'Day(s)', '1 dia'],
    [2, 'Day(s)', '2 dias'],
    [1_000_000, 'Day(s)', '1000000 dias'],
  ],
};

describe('units in the reader’s words, agreeing with their number', () => {
  for (const language of LANGUAGES) {
    it(`says them in ${language}`, async () => {
      await i18n.loadNamespaces('services');
      const t = i18n.getFixedT(language, 'services');
      for (const [units, label, text] of CASES[language]) expect(unitsText(t, units, label)).toBe(text);
      // No units written down means one, as the row has always shown.
      expect(unitsText(t, undefined, undefined, HOTEL)).toBe(CASES[language][0][2]);
    });
  }
});
