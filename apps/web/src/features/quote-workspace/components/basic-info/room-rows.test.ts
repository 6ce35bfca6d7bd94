import { describe, expect, it } from 'vitest';
import { roomEntries, roomSummary } from './room-rows';

const rooms = (qty: Record<number, number>) =>
  roomEntries(Object.entries(qty).map(([id, q]) => ({ id_room_type: Number(id), qty: q })));
const limits = (pax: number, qty: Record<number, number>) =>
  Object.fromEntries(roomSummary(pax, rooms(qty)).rows.map((r) => [r.acronym, r.max]));
const states = (pax: number, qty: Record<number, number>) =>
  Object.fromEntries(roomSummary(pax, rooms(qty)).rows.map((r) => [r.acronym, r.state]));

describe('the room distribution input', () => {
  it('offers single rooms up to the passenger count and other types up to the rounded-up remaining pax per capacity', () => {
    expect(limits(5, {})).toEqual({ SGL: 5, DBL: 3, TWI: 3, TRP: 2, QUA: 2 });
  });

  it('shrinks the other types as rooms are picked', () => {
    // 5 pax, one DBL picked: 3 left for the others (DBL itself still counts all 5).
    expect(limits(5, { 2: 1 })).toEqual({ SGL: 5, DBL: 3, TWI: 2, TRP: 1, QUA: 1 });
    expect(limits(4, { 2: 2 })).toEqual({ SGL: 4, DBL: 2, TWI: 0, TRP: 0, QUA: 0 });
  });

  it('marks rooms selected, allowed, or not allowed when their capacity exceeds the pax left', () => {
    expect(states(3, { 2: 1 })).toEqual({
      SGL: 'allowed',
      DBL: 'selected',
      TWI: 'not_allowed',
      TRP: 'not_allowed',
      QUA: 'not_allowed',
    });
    expect(states(2, {})).toEqual({
      SGL: 'allowed',
      DBL: 'allowed',
      TWI: 'allowed',
      TRP: 'not_allowed',
      QUA: 'not_allowed',
    });
  });

  it('says when the rooms hold every passenger with none empty', () => {
    expect(roomSummary(3, rooms({ 1: 1, 2: 1 }))).toMatchObject({ placed: 3, remaining: 0, complete: true });
    expect(roomSummary(3, rooms({ 1: 2 }))).toMatchObject({ placed: 2, remaining: 1, complete: false });
    expect(roomSummary(3, rooms({})).complete).toBe(false);
  });

  it('keeps a tenant room type the quote uses, with its own capacity', () => {
    const summary = roomSummary(6, roomEntries([{ id_room_type: 9, qty: 1, max_pax: 6, name: 'Family suite' }]));
    expect(summary.rows.at(-1)).toMatchObject({ name: 'Family suite', capacity: 6, qty: 1, state: 'selected' });
    expect(summary.complete).toBe(true);
  });
});
