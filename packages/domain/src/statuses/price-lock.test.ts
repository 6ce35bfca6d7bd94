import { describe, expect, it } from 'vitest';
import {
  arePricesLocked,
  passengerListMoves,
  PRICE_MOVING_SERVICE_FIELDS,
  priceLockRefusal,
  priceMovingFields,
  quoteEditMoves,
  PRICES_LOCKED_MESSAGE,
  sameRoomDistribution,
} from './price-lock';
import {
  keepsStoredFigures,
  priceLockMessage,
  pricesLockedAfter,
  QUOTE_STATUS,
  readMayReprice,
} from './quote-status-machine';

describe('the price lock guard', () => {
  it('refuses any price move with the one sentence while locked, and nothing while unlocked', () => {
    expect(priceLockRefusal({ prices_locked: 1 })).toBe(PRICES_LOCKED_MESSAGE);
    expect(priceLockRefusal({ prices_locked: true }, ['price'])).toBe(PRICES_LOCKED_MESSAGE);
    expect(priceLockRefusal({ prices_locked: 0 })).toBeNull();
    expect(priceLockRefusal({ prices_locked: false }, ['price'])).toBeNull();
    expect(priceLockRefusal({})).toBeNull();
  });

  it('lets a change that moves no price through a locked quote', () =>
    expect(priceLockRefusal({ prices_locked: 1 }, [])).toBeNull());

  it('follows the status machine: locked from Sent or Under Review, through Confirmed, until In Preparation', () => {
    let locked = false;
    const seen: boolean[] = [];
    for (const to of [4, 2, 1, 5, 4, 3, 1]) {
      locked = pricesLockedAfter(locked, to);
      seen.push(arePricesLocked({ prices_locked: locked ? 1 : 0 }));
    }
    expect(seen).toEqual([true, true, false, true, true, true, false]);
  });

  it('is the sentence the status change alerts with', () =>
    expect(priceLockMessage('lock')).toBe(PRICES_LOCKED_MESSAGE));

  it('tells figures from arrangement in a service edit', () => {
    expect(
      priceMovingFields(
        ['notes', 'price', 'visible', 'cost_unit', 'order', 'status', 'name'],
        PRICE_MOVING_SERVICE_FIELDS,
      ),
    ).toEqual(['price', 'cost_unit']);
    for (const f of [
      'day',
      'level',
      'optional',
      'passengers',
      'room',
      'service_supplier',
      'quantity',
      'percentage_margin',
    ]) {
      expect(priceMovingFields([f], PRICE_MOVING_SERVICE_FIELDS), f).toEqual([f]);
    }
  });

  it('tells a change of party or rooms from the rest of a quote edit', () => {
    const before = { num_pax: 4, room_preferable_dist: [{ id_room_type: 2, qty: 2 }] };
    expect(quoteEditMoves(before, {})).toEqual([]);
    expect(quoteEditMoves(before, { num_pax: 4, room_preferable_dist: [{ id_room_type: 2, qty: 2 }] })).toEqual([]);
    expect(quoteEditMoves(before, { num_pax: 5 })).toEqual(['num_pax']);
    expect(quoteEditMoves(before, { room_preferable_dist: [{ id_room_type: 1, qty: 4 }] })).toEqual([
      'room_preferable_dist',
    ]);
    const priced = { ...before, contract_id: 3, client_id: 2, currency_id: 1 };
    expect(quoteEditMoves(priced, { contract_id: 3, client_id: 2, currency_id: 1 })).toEqual([]);
    expect(quoteEditMoves(priced, { currency_id: 2, contract_id: null })).toEqual(['contract_id', 'currency_id']);
  });

  it('compares room distributions by the rooms taken, in order', () => {
    expect(
      sameRoomDistribution(
        [{ id_room_type: 2, qty: 2 }],
        [{ id_room_type: 2, qty: 2, max_pax: 2, name: 'DBL' } as never, { id_room_type: 1, qty: 0 }],
      ),
    ).toBe(true);
    expect(sameRoomDistribution([], null)).toBe(true);
    expect(sameRoomDistribution([{ id_room_type: 2, qty: 2 }], [{ id_room_type: 2, qty: 1 }])).toBe(false);
    expect(
      sameRoomDistribution(
        [
          { id_room_type: 2, qty: 1 },
          { id_room_type: 1, qty: 1 },
        ],
        [
          { id_room_type: 1, qty: 1 },
          { id_room_type: 2, qty: 1 },
        ],
      ),
    ).toBe(false);
  });

  it('lets passengers be renamed, not added, removed, reordered or changed in type, age or room', () => {
    const before = [
      { id: 1, type: 'adult', age: null, room: null },
      { id: 2, type: 'adult', age: 40, room: 0 },
    ];
    expect(
      passengerListMoves(before, [
        { id: 1, type: 'adult' },
        { id: 2, type: 'adult', age: 40, room: 0 },
      ]),
    ).toEqual([]);
    expect(passengerListMoves(before, [...before, { type: 'adult' }])).toEqual(['passengers']);
    expect(passengerListMoves(before, [before[0]!])).toEqual(['passengers']);
    expect(passengerListMoves(before, [before[1]!, before[0]!])).toContain('passengers');
    expect(
      passengerListMoves(before, [
        { ...before[0]!, type: 'child', age: 9 },
        { ...before[1]!, room: 1 },
      ]),
    ).toEqual(['type', 'age', 'room']);
  });
});

describe('a sold quote keeps its figures', () => {
  it('re-prices keep stored figures while locked and on a Confirmed quote, whatever the lock', () => {
    expect(keepsStoredFigures({ status_id: QUOTE_STATUS.IN_PREPARATION, prices_locked: 0 })).toBe(false);
    expect(keepsStoredFigures({ status_id: QUOTE_STATUS.SENT, prices_locked: 1 })).toBe(true);
    expect(keepsStoredFigures({ status_id: QUOTE_STATUS.CONFIRMED, prices_locked: 0 })).toBe(true);
    expect(keepsStoredFigures({ status_id: QUOTE_STATUS.REJECTED, prices_locked: 0 })).toBe(false);
  });

  it('a read re-prices every quote but a Confirmed one', () => {
    expect(Object.values(QUOTE_STATUS).filter((s) => !readMayReprice(s))).toEqual([QUOTE_STATUS.CONFIRMED]);
  });
});
