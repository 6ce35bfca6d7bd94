import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  dateTimeSchema,
  fitsIdWhenNumeric,
  idListSchema,
  idParamValueSchema,
  idSchema,
  normaliseQuery,
  safeTextSchema,
  textJunkProblem,
} from './common.contract';

// The shared building blocks every request schema is made of (decisions 0013, 0023 and 0024).

describe('ids', () => {
  it('fit an integer column', () => {
    expect(idSchema.safeParse(2147483647).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2147483648, 9007199254740991, '3', true])
      expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(idParamValueSchema.parse('42')).toBe(42);
    expect(idParamValueSchema.safeParse('2147483648').success).toBe(false);
  });

  it('in a comma list, each one', () => {
    expect(idListSchema.parse(' 2,7 ')).toEqual([2, 7]);
    for (const bad of ['1,2147483648', '9007199254740991', '1,,2', 'a', ''])
      expect(idListSchema.safeParse(bad).success, bad).toBe(false);
    expect([fitsIdWhenNumeric('PE'), fitsIdWhenNumeric('2147483647'), fitsIdWhenNumeric('2147483648')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('text', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed character', () => {
    expect(textJunkProblem('Andes 🏔️ — ñandú')).toBeNull();
    expect(textJunkProblem('a\u0000b')).toMatch(/NUL/);
    for (const broken of ['\ud800x', 'x\udc00', '\udbff', '\udc00\ud800'])
      expect(textJunkProblem(broken), JSON.stringify(broken)).toMatch(/surrogate/);
    expect(safeTextSchema().trim().max(5).parse('  ok  ')).toBe('ok');
    expect(safeTextSchema().safeParse('\ud800x').success).toBe(false);
  });
});

describe('dates', () => {
  it('are days of the calendar from year 1', () => {
    for (const ok of ['2028-02-29', '0001-01-01', '9999-12-31'])
      expect(calendarDateSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '0000-01-01', '2027-1-1'])
      expect(calendarDateSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('and times are moments of the calendar, with or without an offset', () => {
    expect(dateTimeSchema.parse('2027-02-28T10:00:00.123Z').toISOString()).toBe('2027-02-28T10:00:00.123Z');
    expect(dateTimeSchema.parse('2027-02-28T10:00:00+02:00').toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(dateTimeSchema.parse('2027-02-28 10:00').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    for (const bad of [
      '2027-02-30T10:00:00Z',
      '2027-01-01T24:00:00Z',
      '2027-01-01T10:60:00Z',
      '-271821-04-20T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      'yesterday',
      '1700000000000',
    ]) {
      expect(dateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('normaliseQuery (liberal query strings, issue 18 item 2)', () => {
  it('keeps the last of a repeated key, drops empty values and 0000-00-00, and gaps of id lists', () => {
    expect({
      ...normaliseQuery({
        page: ['1', '1'],
        limit: ['10', '20'],
        search: '',
        name: '',
        from: '0000-00-00',
        client: ',12',
        tag: '3,,7,',
        status: ',',
        title: 'a|b c',
        location: 'PE-LIM*PE-CUS',
      }),
    }).toEqual({
      page: '1',
      limit: '20',
      client: '12',
      tag: '3,7',
      title: 'a|b c',
      location: 'PE-LIM*PE-CUS',
    });
  });

  it('leaves junk for the schemas and keeps declared array keys as arrays', () => {
    expect({
      ...normaliseQuery({ page: 'abc', client: '99999999999', from: '2027-02-30', creation: '2027-01-01,2027-01-02' }),
    }).toEqual({ page: 'abc', client: '99999999999', from: '2027-02-30', creation: '2027-01-01,2027-01-02' });
    expect({ ...normaliseQuery({ ids: ['1', '', '2'] }, new Set(['ids'])) }).toEqual({ ids: ['1', '2'] });
  });
});
