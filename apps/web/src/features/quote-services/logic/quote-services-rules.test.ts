import { describe, expect, it } from 'vitest';
import type { QuoteService } from '@itinera/domain/contracts';
import { editorServiceOf, editorTabOf } from './editor-tabs';
import { levelWarnings, sellerEntry, type LevelPrice } from './level-prices';
import { planMoveBatches } from '../../../lib/move-batches';
import { priceEdit } from '@itinera/domain';
import { paxWithoutRoom, roomLinesFor } from './room-lines';
import { workspaceFromSnapshot } from './snapshot';

const service = (id: number, day: string, order: number, extra: Partial<QuoteService> = {}): QuoteService =>
  ({ id, day, order, level: 0, cost: 10, cost_unit: 10, price: 12.5, price_unit: 12.5, ...extra }) as QuoteService;

describe('moving services in batches', () => {
  it('sends 20 a batch with its step and progress', () => {
    const ids = Array.from({ length: 45 }, (_, i) => i + 1);
    const batches = planMoveBatches(ids);
    expect(batches.map((b) => [b.services.length, b.cur_step, b.last_step, b.last_batch, b.done])).toEqual([
      [20, 1, 3, false, 20],
      [20, 2, 3, false, 40],
      [5, 3, 3, true, 45],
    ]);
  });
});

describe('price edits', () => {
  const s = service(9, '1', 0, { price: 325, price_unit: 81.25, quantity: 1 });
  it('turns a typed price unit into the final price it implies', () => {
    expect(priceEdit(s, 'price_unit', 90)).toEqual({ id: 9, price: 360 });
  });
  it('sends unit cost, final price and margin as typed (margin below 100 %)', () => {
    expect(priceEdit(s, 'cost_unit', 70.456)).toEqual({ id: 9, cost_unit: 70.46 });
    expect(priceEdit(s, 'price', 400)).toEqual({ id: 9, price: 400 });
    expect(priceEdit(s, 'percentage_margin', 100)).toEqual({ id: 9, percentage_margin: 99.99 });
  });
});

describe('the service editor address', () => {
  it('opens the tab named or numbered in the address, else Info', () => {
    expect(['info', 'room_types', 'pricing', 'pax_assign', '2', '9', null, 'x'].map(editorTabOf)).toEqual([
      'info',
      'room_types',
      'pricing',
      'pax_assign',
      'pricing',
      'info',
      'info',
      'info',
    ]);
    expect([editorServiceOf('42'), editorServiceOf('4a'), editorServiceOf(null)]).toEqual([42, null, null]);
  });
});

describe('room lines of a hotel', () => {
  it('marks chosen rooms selected and rooms too big for the pax left not allowed', () => {
    // 3 pax, one DBL chosen: 1 pax left, so SGL is allowed and DBL-sized or larger rooms are not.
    const lines = roomLinesFor([{ id_room_type: 2, qty: 1 }], 3);
    expect(lines.map((l) => [l.acronym, l.qty, l.state])).toEqual([
      ['SGL', 0, 'allowed'],
      ['DBL', 1, 'selected'],
      ['TWI', 0, 'not_allowed'],
      ['TRP', 0, 'not_allowed'],
      ['QUA', 0, 'not_allowed'],
    ]);
    expect(lines.find((l) => l.acronym === 'SGL')?.max_qty).toBe(3);
    expect(
      paxWithoutRoom(
        [
          { id_room_type: 2, qty: 1 },
          { id_room_type: 1, qty: 1 },
        ],
        3,
      ),
    ).toBe(0);
  });
});

describe('a stored version (I3)', () => {
  it('completes its services so the read-only table can show them', () => {
    const ws = workspaceFromSnapshot({
      num_pax: 3,
      service_itinerary: [
        { id: 7, day: '2-4', name: 'Casa Andina', id_service_type: 2, price: 120, calculated_price: 100, order: 0 },
      ],
      prices: [{ type: 'seller', prices: [] }],
    });
    expect(ws.services[0]).toMatchObject({
      id: 7,
      name: { value: 'Casa Andina' },
      units: 2,
      unit_label: 'Night(s)',
      num_pax: 3,
      location: [],
      isPriceEdited: true,
      errors: [],
    });
    expect(ws.prices).toHaveLength(1);
    expect(workspaceFromSnapshot(undefined).services).toEqual([]);
  });
});

describe('level warnings', () => {
  const level = (total: number, pax: { mkt_coin: number; fee: number }[], services = [1]) =>
    ({
      level: 1,
      type: 'Comfort',
      total,
      services,
      pax_prices: pax.map((p, i) => ({ pax_id: i + 1, level: 1, ...p })),
    }) as LevelPrice;

  it('warns of missing Upsales and fee on a level in use, and of a negative total', () => {
    expect(levelWarnings(level(100, [{ mkt_coin: 0, fee: 15 }]))).toEqual(['Upsales has not been added!']);
    expect(levelWarnings(level(100, [{ mkt_coin: 5, fee: 0 }]))).toEqual(['No Fee(Check Prices section)']);
    expect(levelWarnings(level(-3, [{ mkt_coin: 5, fee: 15 }]))).toEqual(['Level price is negative!']);
  });

  it('says nothing of a level without services or without visible pax figures', () => {
    expect(levelWarnings(level(0, [{ mkt_coin: 0, fee: 0 }], []))).toEqual([]);
    expect(levelWarnings(null)).toEqual([]);
  });

  it('reads the seller entry unless asked for the reseller', () => {
    const prices = [
      { type: 'reseller', prices: [{ level: 1, total: 90 }] },
      { type: 'seller', prices: [{ level: 1, total: 100 }] },
    ];
    expect(sellerEntry(prices)?.type).toBe('seller');
    expect(sellerEntry(prices, 'reseller')?.prices[0]?.total).toBe(90);
    expect(sellerEntry([{ nonsense: true }])).toBeNull();
  });
});
