import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { moveAcross, type Board } from '../logic/board';
import { announcementsFor, dayListAnnouncements } from './dnd-texts';

// Decision 0058: what a screen reader hears while a service is moved with the keyboard says where it really lands.
// Within a day, the place it is dropped at; on another day, the place the quote's order gives it there (a moved
// service keeps its order), not the place of the card it was over.

// Day 1: services 1, 2, 3 (orders 10, 20, 30); day 2: services 4, 5 (orders 5, 40); day 3 free; a stay (7) on 4 and 5.
const board: Board = {
  'day-1': ['1:1', '1:2', '1:3'],
  'day-2': ['2:4', '2:5'],
  'day-3': [],
  'day-4': ['4:7', '4:8'],
  'day-5': ['5:7'],
};
const ORDER: Record<number, number> = { 1: 10, 2: 20, 3: 30, 4: 5, 5: 40, 7: 1, 8: 2 };
const orderOf = (key: string) => {
  const id = Number(key.split(':')[1]);
  return [ORDER[id] ?? 0, id] as const;
};
const nameOf = (key: string) => `Service ${key.split(':')[1]}`;
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;
const announcementsForDays = (ids: string[]) => dayListAnnouncements(ids, (id) => `Day ${id}`);
const say = (b: Board, start: Board = board) => announcementsFor(b, start, nameOf, orderOf);

describe('the keyboard move announcements', () => {
  it('says where a service picked up is', () => {
    expect(say(board).onDragStart({ active: active('1:2') })).toBe('Picked up Service 2 on day 1, position 2 of 3.');
  });

  it('within a day: the place it lands at, while moving and when dropped', () => {
    const texts = say(board);
    expect(texts.onDragOver?.({ active: active('1:1'), over: over('1:3') })).toBe(
      'Service 1 would land on day 1, position 3 of 3.',
    );
    expect(texts.onDragEnd({ active: active('1:1'), over: over('1:3') })).toBe(
      'Service 1 was dropped on day 1, position 3 of 3.',
    );
  });

  it("on another day: the place the quote's order gives it there, not the card it is over", () => {
    // Over service 4 (first on day 2): with order 20 it lands between 4 (5) and 5 (40).
    expect(say(board).onDragOver?.({ active: active('1:2'), over: over('2:4') })).toBe(
      'Service 2 would land on day 2, position 2 of 3.',
    );
    // The board already shows it on day 2 (at the card it was over); dropped there, it still lands second.
    const moved = moveAcross(board, '1:3', '2:4');
    expect(moved['day-2']).toEqual(['1:3', '2:4', '2:5']);
    expect(say(moved).onDragEnd({ active: active('1:3'), over: over('1:3') })).toBe(
      'Service 3 was dropped on day 2, position 2 of 3.',
    );
    expect(say(board).onDragEnd({ active: active('1:1'), over: over('day-3') })).toBe(
      'Service 1 was dropped on day 3, position 1 of 1.',
    );
  });

  it('says a day that already shows the service cannot take it, and where a cancelled move is back', () => {
    expect(say(board).onDragOver?.({ active: active('4:7'), over: over('5:7') })).toBe(
      'Service 7 is already on day 5: it cannot be dropped there.',
    );
    const moved = moveAcross(board, '1:2', '2:4');
    expect(say(moved).onDragCancel({ active: active('1:2'), over: null })).toBe(
      'Moving Service 2 was cancelled; it is back on day 1, position 2 of 3.',
    );
    expect(say(board).onDragEnd({ active: active('1:2'), over: null })).toBe('Service 2 was put back.');
  });
});

describe('the Reorder days announcements', () => {
  const ids = ['1', '2', '3', '4'];
  const texts = announcementsForDays(ids);
  it('says the position a day lands at and the day it becomes', () => {
    expect(texts.onDragStart({ active: active('2') })).toBe('Picked up Day 2, position 2 of 4.');
    expect(texts.onDragOver?.({ active: active('2'), over: over('4') })).toBe('Day 2 would move to position 4 of 4.');
    expect(texts.onDragEnd({ active: active('2'), over: over('4') })).toBe(
      'Day 2 moved to position 4 of 4: it becomes day 4.',
    );
    expect(texts.onDragEnd({ active: active('2'), over: null })).toBe('Day 2 stays at position 2.');
  });
});
