import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/server.json';
import { translateServerSentence } from '../i18n/server-messages';
import { passengerWarnings, ROOM_EMPTY_SENTENCE, type CheckedPassenger } from './checks';
import { effectiveRoomDistribution, roomLabel, roomingList } from './rooming';

// Decision 0096, "a child sharing the parents' room": the default DBL + SGL of a family of three, the
// child in the parents' double. The single then holds nobody but is priced and asked of the hotel
// (pricing/empty-room.test.ts): the tab says so; the child beyond the double's beds is an extra bed.

const pax = (id: number, type: CheckedPassenger['type'] = 'adult'): CheckedPassenger => ({
  id,
  first_name: `Name${id}`,
  last_name: 'Smith',
  type,
  birthdate: null,
  passport_number: `X${id}0000`,
  passport_expiration: '2035-01-01',
});
const trip = { start_date: '2026-07-01', end_date: '2026-07-10' };
const FAMILY = [pax(1), pax(2), pax(3, 'child')];
const dist = effectiveRoomDistribution(null, 3);
const rooming = (rooms: (number | null)[]) =>
  roomingList(
    dist,
    rooms.map((room, i) => ({ id: i + 1, room })),
  );

describe('a room the rooming list leaves empty', () => {
  it('warns that the single holds nobody, is charged and asked of the hotel', () => {
    const warnings = passengerWarnings(FAMILY, trip, rooming([0, 0, 0]));
    expect(warnings).toEqual([
      {
        code: 'room_empty',
        pax_ids: [],
        room: 1,
        message:
          'Room 2 (SGL) holds nobody: the quote charges its full rate every night and the hotel is asked for it. Remove it from the rooms if nobody needs it.',
      },
    ]);
  });

  it('says nothing before the rooming list is started, nor while someone has no room yet', () => {
    expect(passengerWarnings(FAMILY, trip, rooming([null, null, null]))).toEqual([]);
    // The engine places the passenger without a room in the free single: `no_room` is the warning.
    expect(passengerWarnings(FAMILY, trip, rooming([0, 0, null])).map((w) => w.code)).toEqual(['no_room']);
    expect(passengerWarnings(FAMILY, trip, rooming([0, 0, 1]))).toEqual([]);
  });

  it('keeps its sentence in the server catalogue, and names the room as the other rooming warnings do', () => {
    expect(en.roomEmpty).toBe(ROOM_EMPTY_SENTENCE);
    const [warning] = passengerWarnings(FAMILY, trip, rooming([0, 0, 0]));
    const single = roomingList(dist, []).rooms[1]!;
    expect(warning!.message.startsWith(`${roomLabel(single)} holds nobody:`)).toBe(true);
  });

  it('is said in the reader language, the room named in it', () => {
    const [warning] = passengerWarnings(FAMILY, trip, rooming([0, 0, 0]));
    expect(translateServerSentence(warning!.message, 'en')).toBe(warning!.message);
    expect(translateServerSentence(warning!.message, 'es')).toMatch(/^La habitación 2 \(SGL\) no tiene a nadie: /);
    expect(translateServerSentence(warning!.message, 'pt-BR')).toMatch(/^O quarto 2 \(SGL\) não tem ninguém: /);
  });
});

describe('a child beyond the beds', () => {
  it('is an extra bed in the parents’ double, not a room over capacity', () => {
    const codes = passengerWarnings(FAMILY, trip, rooming([0, 0, 0])).map((w) => w.code);
    expect(codes).not.toContain('room_over_capacity');
    const infant = [pax(1), pax(2), pax(3, 'infant')];
    expect(passengerWarnings(infant, trip, rooming([0, 0, 1])).map((w) => w.code)).not.toContain('room_over_capacity');
  });

  it('still leaves a third grown-up in a double over capacity', () => {
    const warnings = passengerWarnings([pax(1), pax(2), pax(3)], trip, rooming([0, 0, 0]));
    expect(warnings.map((w) => [w.code, w.pax_ids])).toEqual([
      ['room_over_capacity', [1, 2, 3]],
      ['room_empty', []],
    ]);
  });
});
