import { describe, expect, it } from 'vitest';
import { clientDateFormat, formatDate, formatTime } from './date-format';
import { formatNumber, formatWholeAmount, truncate } from './number-format';

describe('date formatting', () => {
  it.each([
    ['2025-05-01', undefined, 'May 01, 2025'],
    ['2025-05-01', 'MMM DD, YYYY', 'May 01, 2025'],
    ['2025-05-01', 'DD/MM/YYYY', '01/05/2025'],
    ['2025-05-01', 'D MMMM YY', '1 May 25'],
    ['2025-12-09', 'YYYY-MM-DD', '2025-12-09'],
    ['2025-05-01', 'M/D/YYYY', '5/1/2025'],
    ['2025-05-01', 'dddd, [the] D', 'Thursday, the 1'],
    ['2025-05-01T14:05:09Z', 'YYYY-MM-DD HH:mm:ss', '2025-05-01 14:05:09'],
    ['', undefined, ''],
    ['garbage', undefined, ''],
  ])('%j with %s → %j', (value, fmt, out) => expect(formatDate(value, fmt)).toBe(out));

  it('uses the client format, else the default', () => {
    expect(clientDateFormat({ configuration: { date_format: 'DD/MM/YYYY' } })).toBe('DD/MM/YYYY');
    expect(clientDateFormat({ configuration: { date_format: '' } })).toBe('MMM DD, YYYY');
    expect(clientDateFormat(null)).toBe('MMM DD, YYYY');
  });

  it.each([
    ['00:00', ''],
    ['00:00:00', ''],
    ['', ''],
    [null, ''],
    ['09:30:00', '09:30'],
    ['9:30', '09:30'],
    ['14:45', '14:45'],
    ['2025-05-01 07:15:00', '07:15'],
  ])('time %j shows %j', (t, out) => expect(formatTime(t)).toBe(out));
});

describe('number formatting', () => {
  it.each([
    [1664, 0, '1,664'],
    [1234567.5, 2, '1,234,567.50'],
    [999, 0, '999'],
    [-5484, 0, '-5,484'],
    [1.005, 2, '1.01'],
    [0.125, 2, '0.13'],
    ['312.3', 2, '312.30'],
    [Number.NaN, 0, ''],
    [-0.001, 2, '0.00'],
  ])('%j with %d decimals → %s', (n, d, out) => expect(formatNumber(n, d)).toBe(out));
  it('formats whole amounts', () => expect(formatWholeAmount(5484)).toBe('5,484'));
  it.each([
    ['Machu Picchu sunrise', 7, undefined, 'Machu P...'],
    ['short', 10, undefined, 'short'],
    ['Sacred Valley', 6, '…', 'Sacred…'],
    [null, 3, undefined, ''],
  ])('truncates %j at %d', (text, len, suffix, out) => expect(truncate(text, len, suffix)).toBe(out));
});

describe('formatDate in the reader language (issue 45)', () => {
  it('names months and weekdays in Spanish and Portuguese, in the same configured format', () => {
    expect(formatDate('2026-05-16', 'MMM DD, YYYY', 'es')).toBe('may 16, 2026');
    expect(formatDate('2026-09-16', 'MMM DD, YYYY', 'pt-BR')).toBe('set 16, 2026');
    expect(formatDate('2026-02-01', 'dddd D [de] MMMM', 'es')).toBe('domingo 1 de febrero');
    expect(formatDate('2026-02-02', 'dddd, D MMMM', 'pt-BR')).toBe('segunda-feira, 2 fevereiro');
    expect(formatDate('2026-05-16', 'DD/MM/YYYY', 'es')).toBe('16/05/2026');
    expect(formatDate('2026-05-16', 'MMM DD, YYYY', 'en')).toBe('May 16, 2026');
    expect(formatDate('2026-05-16', 'MMM DD, YYYY', 'fr')).toBe('May 16, 2026');
  });
});
