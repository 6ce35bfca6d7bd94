import { describe, expect, it } from 'vitest';
import { assignRooms } from './assignment';
import { ROOM_TYPE_ROWS, withRoomTypeFields } from './room-types';
import {
  isDistributionComplete,
  packageNightsMatch,
  remainingPax,
  roomDisplayState,
  roomDistributionHash,
  roomLimits,
  roomSelectionStatus,
} from './distribution';
import { roomDistributionSchema } from './rooms.schemas';

const d = (...pairs: [number, number][]) => pairs.map(([id_room_type, qty]) => ({ id_room_type, qty }));

describe('room distribution', () => {
  it.each([
    [4, d([1, 0], [2, 0], [4, 0]), { 1: 4, 2: 2, 4: 2 }],
    [4, d([1, 1], [2, 1], [4, 0]), { 1: 4, 2: 2, 4: 1 }],
    [5, d([1, 2], [2, 1], [5, 0]), { 1: 5, 2: 2, 5: 1 }],
    [3, d([2, 2], [4, 1]), { 2: 0, 4: 0 }],
  ])('limits for %d pax with %j', (pax, dist, limits) => {
    expect(Object.fromEntries(roomLimits(pax, dist))).toEqual(limits);
  });

  it.each([
    [3, 1],
    [0, -1],
  ])('a room with qty %d has status %d', (qty, status) => expect(roomSelectionStatus(qty)).toBe(status));

  it.each([
    [{ qty: 1, capacity: 2, remainingPax: 0 }, 'selected'],
    [{ qty: 0, capacity: 3, remainingPax: 2 }, 'not_allowed'],
    [{ qty: 0, capacity: 2, remainingPax: 2 }, 'allowed'],
    [{ qty: 0, capacity: 2, remainingPax: 4, isPackage: true, serviceNights: 3, roomNights: 2 }, 'not_allowed'],
    [{ qty: 0, capacity: 2, remainingPax: 4, isPackage: true, serviceNights: 2, roomNights: 2 }, 'allowed'],
  ] as const)('%j shows as %s', (args, state) => expect(roomDisplayState(args)).toBe(state));

  it.each([
    [3, d([2, 1], [1, 1]), true],
    [3, d([2, 2]), true],
    [3, d([1, 2]), false],
    [3, d([1, 4]), false],
    [4, d([2, 1], [1, 2]), true],
    [2, d(), false],
  ])('%d pax in %j complete: %s', (pax, dist, ok) => expect(isDistributionComplete(pax, dist)).toBe(ok));

  it('remaining pax after the selected rooms', () => expect(remainingPax(5, d([2, 1], [1, 1]))).toBe(2));
  it('package nights must equal the room night count', () => {
    expect(packageNightsMatch(3, 3)).toBe(true);
    expect(packageNightsMatch(2, 3)).toBe(false);
  });

  it.each([
    [d([2, 1], [1, 2]), '1:2|2:1'],
    [d([1, 2], [2, 1], [3, 0]), '1:2|2:1'],
    [d([3, 0]), ''],
  ])('hash of %j is %s (zero quantities skipped)', (dist, hash) => expect(roomDistributionHash(dist)).toBe(hash));

  it.each([
    [d([2, 1], [1, 2]), ['P1', 'P2', 'P3', 'P4'], [['P1', 'P2'], ['P3'], ['P4']]],
    [d([2, 2], [1, 1]), ['P1', 'P2', 'P3'], [['P1'], ['P2'], ['P3']]],
    [d([2, 2]), ['P1', 'P2', 'P3'], [['P1', 'P2'], ['P3']]],
  ])('assigns %j to %j as %j', (dist, pax, rooms) => {
    expect(assignRooms(dist, pax).map((r) => r.passengers)).toEqual(rooms);
  });

  it('validates distributions', () => {
    expect(roomDistributionSchema.safeParse([{ id_room_type: 1, qty: -1 }]).success).toBe(false);
    expect(roomDistributionSchema.safeParse([{ id_room_type: 1, qty: 2 }]).success).toBe(true);
  });
});

describe('room type rows (spec 02 §3 room fields)', () => {
  it('answers every spec field for each standard room type', () => {
    expect(ROOM_TYPE_ROWS.map((r) => [r.id_room_type, r.acronym, r.max_pax, r.max_child])).toEqual([
      [1, 'SGL', 1, 0],
      [2, 'DBL', 2, 0],
      [3, 'TWI', 2, 0],
      [4, 'TRP', 3, 0],
      [5, 'QUA', 4, 0],
    ]);
    for (const r of ROOM_TYPE_ROWS) expect(r.description.value).toMatch(/^\w+ room: \d guests?, \d beds?\.$/);
  });

  it('completes a distribution entry with its type’s fields, keeping its own name and max_pax', () => {
    expect(withRoomTypeFields({ id_room_type: 2, qty: 1 })).toMatchObject({
      name: 'DBL',
      max_pax: 2,
      max_child: 0,
      bed_num: 1,
    });
    expect(withRoomTypeFields({ id_room_type: 2, qty: 1, name: 'Double' })).toMatchObject({ name: 'Double' });
    expect(withRoomTypeFields({ id_room_type: 99, qty: 1 })).toEqual({ id_room_type: 99, qty: 1 });
  });
});
