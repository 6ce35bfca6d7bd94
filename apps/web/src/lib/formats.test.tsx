import { afterAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Language } from '@itinera/domain/i18n';
import { inputSeparators, localMoment, numberFormat, useFormats } from './formats';
import { i18n } from './i18n';

// Issue 45, docs/decisions/issues.md: one helper writes every date, number and amount of the screens: the client's date
// format with the reader's words, Intl's grouping of the reader's locale from the thousands on.

afterAll(() => i18n.changeLanguage('en'));

async function formatsIn(language: Language) {
  await act(() => i18n.changeLanguage(language));
  return renderHook(() => useFormats()).result.current;
}

const CLIENT = { configuration: { date_format: 'DD MMMM YYYY' } };

const EXPECTED: Record<Language, { small: string; big: string; cents: string; day: string; date: string }> = {
  en: { small: '$ 1,150', big: '$ 11,200', cents: 'US$ 1,150.50', day: 'Sunday 29 November', date: '29 November 2026' },
  es: {
    small: '$ 1.150',
    big: '$ 11.200',
    cents: 'US$ 1.150,50',
    day: 'Domingo, 29 de noviembre',
    date: '29 noviembre 2026',
  },
  'pt-BR': {
    small: '$ 1.150',
    big: '$ 11.200',
    cents: 'US$ 1.150,50',
    day: 'Domingo, 29 de novembro',
    date: '29 novembro 2026',
  },
};

describe('the formats of the reader', () => {
  for (const language of ['en', 'es', 'pt-BR'] as const) {
    it(`write money alike at every size in ${language} ('$ 1150' beside '$ 11.200' was Spanish's)`, async () => {
      const formats = await formatsIn(language);
      expect(formats.money(1150, '$')).toBe(EXPECTED[language].small);
      expect(formats.money(11200, '$')).toBe(EXPECTED[language].big);
      expect(formats.money(1150.5, 'US$', 2)).toBe(EXPECTED[language].cents);
      expect(formats.money(-1150, '$')).toBe(`-${EXPECTED[language].small}`);
      expect(formats.number(1150)).toBe(EXPECTED[language].small.slice(2));
    });

    it(`write a day out as a sentence starts, and a quote's date in its client's format, in ${language}`, async () => {
      const formats = await formatsIn(language);
      // Only the first letter is raised: CSS capitalize made it 'Domingo, 29 De Noviembre'.
      expect(formats.longDay('2026-11-29')).toBe(EXPECTED[language].day);
      expect(formats.clientDate('2026-11-29', CLIENT)).toBe(EXPECTED[language].date);
      expect(formats.clientDate('2026-11-29', null)).toBe(formats.date('2026-11-29'));
    });
  }
});

describe('figures written without Intl (decision 0133)', () => {
  // Halves at every place, binary near-misses (1.005, 2.675), big, small and negative figures, and a
  // spread of others from a fixed seed: the same text Intl writes, so no screen changed a character.
  const values = [
    0, 0.5, 1.5, 2.5, -2.5, 1.005, 2.675, 1.045, 0.125, 1150, 11200, 999.995, 999999.5, 1234567.891, 12345678901.23,
  ];
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 400; i++) values.push(Math.round((next() - 0.3) * 10 ** (1 + (i % 9)) * 1000) / 1000);

  for (const language of ['en', 'es', 'pt-BR'] as const) {
    it(`writes ${language} figures as Intl does, at 0 to 3 decimals`, () => {
      for (let digits = 0; digits <= 3; digits++) {
        const intl = new Intl.NumberFormat(language, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
          useGrouping: 'always' as unknown as boolean,
        });
        for (const value of values) {
          // Intl writes '-0' for a negative figure that rounds to zero; the screens write '0'.
          const expected = intl.format(value).replace(/^-(?=[0.,]+$)/, '');
          expect(`${value} → ${numberFormat(language, digits).format(value)}`).toBe(`${value} → ${expected}`);
        }
      }
    });

    it(`gives the number inputs of ${language} the marks Intl writes`, () => {
      const parts = new Intl.NumberFormat(language, {
        minimumFractionDigits: 2,
        useGrouping: 'always' as unknown as boolean,
      }).formatToParts(1234.5);
      const separators = inputSeparators(language);
      expect(separators.decimalSeparator).toBe(parts.find((p) => p.type === 'decimal')?.value);
      expect(separators.thousandSeparator).toBe(parts.find((p) => p.type === 'group')?.value);
    });
  }

  it("writes any language the interface does not speak as English's", () => {
    expect(numberFormat('fr', 2).format(1234.5)).toBe('1,234.50');
    // Only the table's own keys are languages: 'constructor' is none.
    expect(numberFormat('constructor', 0).format(1234)).toBe('1,234');
    expect(inputSeparators('de')).toMatchObject({ decimalSeparator: '.', thousandSeparator: ',' });
  });
});

describe("a moment on this device's clock", () => {
  it('reads a timestamp as its day and time on the local clock, as dayjs did', async () => {
    // Without an offset a timestamp is local time, whatever the machine's zone.
    expect(localMoment('2026-11-29T08:05:41')).toEqual({ day: '2026-11-29', time: '08:05' });
    expect(localMoment('2026-11-29T23:59:00.123')).toEqual({ day: '2026-11-29', time: '23:59' });
    const utc = new Date(Date.UTC(2026, 10, 29, 12, 30));
    const local = localMoment('2026-11-29T12:30:00Z');
    expect(local?.time).toBe(`${String(utc.getHours()).padStart(2, '0')}:${String(utc.getMinutes()).padStart(2, '0')}`);
    const formats = await formatsIn('en');
    expect(formats.dateTime('2026-11-29T08:05:41', 'DD/MM/YYYY')).toBe('29/11/2026 08:05');
  });

  it('reads a bare day as its local midnight, not as UTC', () => {
    expect(localMoment('2026-11-29')).toEqual({ day: '2026-11-29', time: '00:00' });
  });

  it('gives nothing for what is no date', async () => {
    expect(localMoment('not a date')).toBeNull();
    expect((await formatsIn('en')).dateTime('')).toBe('');
  });
});
