import { describe, expect, it } from 'vitest';
import { containerOf, dropResult, landByOrder, moveAcross, moveWithin, type Board } from './board';
import { daysFromSnapshot } from './snapshot-days';
import { nextDayNumber } from './timeline';

// A board: day 1 holds services 1 and 2, day 2 is free, a stay (7) is on days 3 and 4.
const board: Board = { 'day-1': ['1:1', '1:2'], 'day-2': [], 'day-3': ['3:7'], 'day-4': ['4:7', '4:9'] };

describe('the drag board', () => {
  it('finds the day of a card, or the day a drop target names', () => {
    expect(containerOf(board, '1:2')).toBe('day-1');
    expect(containerOf(board, 'day-2')).toBe('day-2');
    expect(containerOf(board, '9:9')).toBeUndefined();
  });

  it('moves a card into a free day, and into another day at the place of the card it is over', () => {
    expect(moveAcross(board, '1:2', 'day-2')).toMatchObject({ 'day-1': ['1:1'], 'day-2': ['1:2'] });
    expect(moveAcross(board, '1:1', '4:9')).toMatchObject({ 'day-1': ['1:2'], 'day-4': ['4:7', '1:1', '4:9'] });
  });

  it('leaves a card out of a day that already shows the same service (a stay continuing there)', () => {
    expect(moveAcross(board, '3:7', '4:9')).toBe(board);
  });

  it("puts a card moved to another day at its place in the quote's order, where the server puts it", () => {
    const order = (key: string) => [Number(key.split(':')[1]) === 1 ? 50 : Number(key.split(':')[1]), 0] as const;
    const shown = moveAcross(board, '1:1', '4:7');
    expect(shown['day-4']).toEqual(['1:1', '4:7', '4:9']);
    expect(landByOrder(shown, '1:1', order)['day-4']).toEqual(['4:7', '4:9', '1:1']);
  });

  it('touches only the lists a move changes', () => {
    const moved = moveAcross(board, '1:2', 'day-2');
    expect(moved['day-3']).toBe(board['day-3']);
    expect(moved['day-4']).toBe(board['day-4']);
  });

  it('says what a drop asks for: a move with its days, a new order, or nothing', () => {
    expect(dropResult(board, moveAcross(board, '1:2', 'day-2'), '1:2')).toEqual({
      kind: 'move',
      serviceId: 2,
      fromKey: 'day-1',
      toKey: 'day-2',
    });
    expect(dropResult(board, moveWithin(board, '1:2', '1:1'), '1:2')).toEqual({
      kind: 'reorder',
      dayKey: 'day-1',
      serviceIds: [2, 1],
      before: [1, 2],
    });
    expect(dropResult(board, board, '1:2')).toBeNull();
  });
});

describe('the days of a stored version', () => {
  it('rebuilds days stored before they had rows from the services, a stay on each of its nights', () => {
    const { days, services } = daysFromSnapshot({
      start_date: '2027-04-03',
      num_day: 3,
      days: [{ day: 1, date: '2027-04-03', services: [] }],
      service_itinerary: [
        { id: 5, day: '1-3', name: 'Hotel', id_service_type: 2 },
        { id: 6, day: '2', name: { id: 1, value: 'Tour' } },
      ],
    });
    expect(days.map((d) => [d.start_day, d.start_date, d.services.map((s) => s.itinerary_service)])).toEqual([
      [1, '2027-04-03', [5]],
      [2, '2027-04-04', [5, 6]],
      [3, '2027-04-05', []],
    ]);
    expect(services.map((s) => s.name.value)).toEqual(['Hotel', 'Tour']);
  });

  it('keeps the days a version stored with their titles, meals and services', () => {
    const { days } = daysFromSnapshot({
      days: [
        {
          id: 4,
          start_day: 1,
          title: { id: 1, value: 'Arrival' },
          meals: { dinner: true },
          services: [{ id: 1, itinerary_service: 8, order: 0 }],
        },
      ],
      service_itinerary: [{ id: 8, day: '1' }],
    });
    expect(days[0]).toMatchObject({ id: 4, title: { value: 'Arrival' }, meals: { breakfast: false, dinner: true } });
    expect(days[0]!.services).toEqual([{ id: 1, itinerary_service: 8, order: 0 }]);
  });

  it('adds a free day after the last day a day covers', () => {
    expect(
      nextDayNumber([
        { start_day: 1, duration: 1 },
        { start_day: 2, duration: 3 },
      ]),
    ).toBe(5);
    expect(nextDayNumber([])).toBe(1);
  });
});
