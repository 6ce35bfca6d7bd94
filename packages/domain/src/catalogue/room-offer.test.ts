import { describe, expect, it } from 'vitest';
import { roomDistributionOffer } from './room-offer';

const qtys = (o: ReturnType<typeof roomDistributionOffer>) =>
  Object.fromEntries(o.room_distribution.map((r) => [r.acronym, r.qty]));

describe('roomDistributionOffer', () => {
  it('keeps the preferred rooms when the hotel has them and they hold the party', () => {
    const o = roomDistributionOffer({
      numPax: 4,
      available: [1, 2, 4],
      preferred: [
        { id_room_type: 2, qty: 1 },
        { id_room_type: 1, qty: 2 },
      ],
    });
    expect(qtys(o)).toEqual({ SGL: 2, DBL: 1, TRP: 0 });
    expect(o.complete).toBe(true);
    expect(o.remaining_pax).toBe(0);
    expect(o.room_distribution.find((r) => r.acronym === 'TRP')).toMatchObject({ status: -1, state: 'not_allowed' });
    expect(o.room_distribution.find((r) => r.acronym === 'DBL')).toMatchObject({ status: 1, state: 'selected' });
  });

  it('falls back to doubles and a single when nothing is preferred', () => {
    expect(qtys(roomDistributionOffer({ numPax: 5, available: [1, 2, 3] }))).toEqual({ SGL: 1, DBL: 2, TWI: 0 });
  });

  it('fills with the rooms the hotel has when it has no doubles', () => {
    const o = roomDistributionOffer({ numPax: 5, available: [1, 4] });
    expect(qtys(o)).toEqual({ SGL: 2, TRP: 1 });
    expect(o.complete).toBe(true);
  });

  it('gives each room type its limit from the pax left', () => {
    const o = roomDistributionOffer({ numPax: 6, available: [1, 2, 4], preferred: [{ id_room_type: 2, qty: 3 }] });
    expect(Object.fromEntries(o.room_distribution.map((r) => [r.acronym, r.max_qty]))).toEqual({
      SGL: 6,
      DBL: 3,
      TRP: 0,
    });
  });
});
