import { describe, expect, it } from 'vitest';
import { parseCsv, passengerRows, SheetProblem, sheetProblem, sheetRowItem } from './sheet';

// Passenger sheets (decision 0028): CSV as spreadsheets write it, columns found by header, rows as save items.

describe('passenger sheets', () => {
  it('reads CSV with commas, semicolons or tabs, quoted fields and line breaks inside quotes', () => {
    expect(parseCsv('a,b\r\n1,"x, ""y"""\n')).toEqual([
      ['a', 'b'],
      ['1', 'x, "y"'],
    ]);
    expect(parseCsv('\uFEFFa;b\n"line\nbreak";2')).toEqual([
      ['a', 'b'],
      ['line\nbreak', '2'],
    ]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('finds the columns by header in any order and skips empty rows', () => {
    const rows = passengerRows([
      ['Passport number', 'first_name', 'Whatever', 'Room', 'Lead'],
      ['pe1', 'Ana', 'x', '2', 'Yes'],
      ['', '', '', '', ''],
      [null, 'Luis', null, '', 'maybe'],
    ]);
    expect(rows).toEqual([
      { row: 2, cells: { passport_number: 'pe1', first_name: 'Ana', room: '2', lead: 'Yes' } },
      { row: 4, cells: { first_name: 'Luis', lead: 'maybe' } },
    ]);
    expect(rows.map(sheetRowItem)).toEqual([
      { status: 1, passport_number: 'pe1', first_name: 'Ana', room: 1, lead: true },
      { status: 1, first_name: 'Luis', lead: 'maybe' },
    ]);
    expect(() => passengerRows([['Name'], ['Ana']])).toThrow(SheetProblem);
    expect(sheetProblem(3, 'passport_expiration', 'Bad.')).toBe('Row 3, Passport expiry: Bad.');
  });
});
