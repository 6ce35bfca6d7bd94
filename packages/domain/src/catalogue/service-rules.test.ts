import { describe, expect, it } from 'vitest';
import {
  PACKAGE_NIGHTS_MESSAGE,
  packageNights,
  placedPackageNightsProblem,
  rateLineNightsProblems,
  roomNights,
} from './package-nights';
import { roomDistributionOffer } from './room-offer';
import { missingSections } from './service-sections';

// What a catalogue service must hold for its type, and a package's nights against its rooms' (decisions 0056 and 0057).

describe('mandatory sections per service type', () => {
  const room = { id_room_type: 2 };
  it.each([
    [{ id_service_type: 2, rate_lines: [{}] }, ['rate_lines', 'amenities', 'location_id']],
    [{ id_service_type: 2, rate_lines: [room], amenities: ['  '], location_id: 4 }, ['amenities']],
    [{ id_service_type: 2, rate_lines: [room], amenities: ['Wi-Fi'], location_id: 4 }, []],
    [{ id_service_type: 3 }, ['location_id']],
    [{ id_service_type: 5, location_id: null }, ['location_id']],
    [{ id_service_type: 7, location_id: 4 }, []],
    [{ id_service_type: 9, rate_lines: [{ id_room_type: null }] }, ['rate_lines']],
    [{ id_service_type: 9, rate_lines: [room] }, []],
    [{ id_service_type: 1 }, []],
    [{ id_service_type: 10 }, []],
  ])('%j misses %j', (draft, paths) => expect(missingSections(draft).map((p) => p.path)).toEqual(paths));

  it('names the type in each message', () => {
    expect(missingSections({ id_service_type: 5 })[0]!.message).toBe('A transfer needs a location.');
    expect(missingSections({ id_service_type: 7 })[0]!.message).toBe('An excursion needs a location.');
  });
});

describe('package nights', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [8, 7],
  ])('a package of %d days covers %d nights on a quote', (days, nights) => expect(packageNights(days)).toBe(nights));

  it("a room without its own count takes the package's", () => {
    expect(roomNights({ nights: null }, 4)).toBe(3);
    expect(roomNights({ nights: 5 }, 4)).toBe(5);
  });

  it("refuses a package room of other nights, and a night count on anything but a package's room", () => {
    expect(rateLineNightsProblems(9, 3, [{ id_room_type: 2, nights: 2 }, { id_room_type: 1, nights: 3 }, {}])).toEqual([
      { index: 1, message: PACKAGE_NIGHTS_MESSAGE },
    ]);
    expect(rateLineNightsProblems(2, 3, [{ id_room_type: 2, nights: 2 }])).toHaveLength(1);
    expect(rateLineNightsProblems(9, 3, [{ id_room_type: null, nights: 2 }])).toHaveLength(1);
  });

  it('refuses a package placed over other nights than its rooms; other types pass', () => {
    expect(placedPackageNightsProblem(9, { from: 2, to: 4 }, [2])).toBeNull();
    expect(placedPackageNightsProblem(9, { from: 2, to: 6 }, [2])).toBe(PACKAGE_NIGHTS_MESSAGE);
    expect(placedPackageNightsProblem(2, { from: 2, to: 6 }, [2])).toBeNull();
  });

  it('offers a package only the rooms sold for the nights asked; the others show as not allowed', () => {
    // Singles are sold for 2 nights, doubles for 3: a couple gets two singles for 2 nights, a double for 3.
    const offer = (nights: number) =>
      roomDistributionOffer({
        numPax: 2,
        available: [1, 2],
        package: {
          nights,
          roomNights: new Map([
            [1, 2],
            [2, 3],
          ]),
        },
      });
    const summary = (nights: number) => offer(nights).room_distribution.map((r) => `${r.acronym}:${r.qty}:${r.state}`);
    expect(summary(2)).toEqual(['SGL:2:selected', 'DBL:0:not_allowed']);
    expect(summary(3)).toEqual(['SGL:0:not_allowed', 'DBL:1:selected']);
    expect(offer(3).complete).toBe(true);
  });
});
