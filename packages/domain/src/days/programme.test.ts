import { describe, expect, it } from 'vitest';
import {
  dayAfterRemoval,
  orderWithinDay,
  programmeLength,
  rangesAfterInsertion,
  rangesAfterRemoval,
  rangesAfterReorder,
  rangeStartingOn,
  servicesByDay,
} from './programme';

const hotel = (id: number, day: string, order = id) => ({ id, day, id_service_type: 2, order });
const tour = (id: number, day: string, order = id) => ({ id, day, id_service_type: 7, order });

describe('the programme of a quote', () => {
  it('puts a stay on its nights and a tour on every day of its range, in the services order', () => {
    const days = servicesByDay([hotel(1, '1-4', 5), tour(2, '2-3', 1), tour(3, '4'), hotel(4, '5')], 5);
    expect(days).toEqual([[1], [2, 1], [2, 1], [3], [4]]);
  });

  it('runs as long as the quote, a service or a written day past its end', () => {
    expect(programmeLength(3, [tour(1, '2')])).toBe(3);
    expect(programmeLength(3, [hotel(1, '3-6')])).toBe(5);
    expect(programmeLength(3, [tour(1, '3-6')])).toBe(6);
    expect(programmeLength(3, [], [7])).toBe(7);
    expect(programmeLength(0, [])).toBe(1);
  });

  it('moves a range onto a day keeping its length', () => {
    expect(rangeStartingOn('3-5', 1)).toBe('1-3');
    expect(rangeStartingOn('4', 2)).toBe('2');
  });

  it('renumbers days and services when days are cut out', () => {
    expect([1, 2, 3, 4, 5].map((d) => dayAfterRemoval(d, [2, 4]))).toEqual([1, undefined, 2, undefined, 3]);
    const changed = rangesAfterRemoval(
      [hotel(1, '1-4'), tour(2, '2-4'), tour(3, '5'), hotel(4, '2-3'), tour(5, '1'), tour(6, '2-4')],
      [3],
      new Set([6]),
    );
    // The stay loses the night of day 3, the tour its day 3, later services move down; the one just
    // moved there (6, like 2) keeps its length.
    expect(Object.fromEntries(changed)).toEqual({ 1: '1-3', 2: '2-3', 3: '4' });
    // A stay's check-out day is not one of its nights: cutting it out keeps every night.
    expect(Object.fromEntries(rangesAfterRemoval([hotel(1, '2-4')], [4]))).toEqual({});
    expect(() => rangesAfterRemoval([tour(1, '3')], [3])).toThrow(RangeError);
  });

  it('opens days before a day and reorders whole days', () => {
    expect(Object.fromEntries(rangesAfterInsertion([hotel(1, '1-4'), tour(2, '3'), tour(3, '4-5')], 3, 2))).toEqual({
      2: '5',
      3: '6-7',
    });
    expect(
      Object.fromEntries(
        rangesAfterReorder(
          [hotel(1, '1-3'), tour(2, '2'), tour(3, '3')],
          new Map([
            [1, 1],
            [2, 3],
            [3, 2],
          ]),
        ),
      ),
    ).toEqual({ 2: '3', 3: '2' });
  });

  it('reorders the services of one day in the places they held', () => {
    // Day services 2, 4, 5 (positions 2nd, 4th, 5th) wanted as 5, 2: 4 follows.
    expect(orderWithinDay([1, 2, 3, 4, 5], [2, 4, 5], [5, 2])).toEqual([1, 5, 3, 2, 4]);
  });
});
