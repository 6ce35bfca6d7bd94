import { describe, expect, it } from 'vitest';
import type { SaleService, SaleVersion } from '../quotes/sale-changes';
import { supplierAmendments, voucherReplacesEarlier, type BookedLine } from './amendments';
import { isOnVoucher } from './supplier-facts';
import { bookingStateOf, isLiveBooking } from './booking-state';
import { bookingProgress, progressLabel } from './booking';
import { saleHotel as hotel, saleTour as tour } from '../quotes/sale.fixture';

// Issue 48, docs/decisions/issues.md, the supplier side: from the bookings and the sale's comparison, who is told what.

const transfer: SaleService = { ...tour, id: 12, service_id: 503, name: 'Airport transfer', day: '1', price: 40 };
const booked: SaleVersion = { version: 3, num_pax: 2, services: [hotel, tour, transfer], total: 1060 };
const now = (services: SaleService[], num_pax = 2): SaleVersion => ({ version: 5, num_pax, services, total: 1060 });
const names = { 1: 'Ana Pérez', 2: 'Luis Pérez' };

const lines: BookedLine[] = [
  { id: 10, supplier_id: 7, supplier: 'Inka Hotels', state: 'confirmed' },
  { id: 11, supplier_id: 8, supplier: 'Cusco Tours', state: 'requested' },
  { id: 12, supplier_id: 8, supplier: 'Cusco Tours', state: 'confirmed' },
];

describe('supplierAmendments', () => {
  it('asks nobody when nothing a supplier books changed (a price alone is not theirs)', () => {
    const cheaper = { ...tour, price: 100 };
    expect(supplierAmendments(lines, booked, now([hotel, cheaper, transfer]), 2)).toEqual([]);
  });

  it('names only the supplier whose service moved in dates, with before → after', () => {
    const moved = { ...hotel, day: '2-4', start_date: '2026-07-02', end_date: '2026-07-04' };
    expect(supplierAmendments(lines, booked, now([moved, tour, transfer]), 2)).toEqual([
      {
        supplier_id: 7,
        supplier: 'Inka Hotels',
        services: [
          {
            id: 10,
            name: 'Palacio del Inka',
            kind: 'amendment',
            dates: {
              before: { day: '1-3', start_date: '2026-07-01', end_date: '2026-07-03' },
              after: { day: '2-4', start_date: '2026-07-02', end_date: '2026-07-04' },
            },
          },
        ],
      },
    ]);
  });

  it('reports pax and the names when a child is added, to every supplier of the party', () => {
    // The party grows to 3: every service taken by everyone counts 3, whatever its stored count.
    const three = (s: SaleService) => ({ ...s, num_pax: 3 });
    const after = { before: names, after: { ...names, 3: 'Lucía Pérez (CHD 6)' } };
    const out = supplierAmendments(lines, booked, now([three(hotel), three(tour), three(transfer)], 3), 2, after);
    expect(out.map((a) => [a.supplier, a.services.map((s) => s.id)])).toEqual([
      ['Cusco Tours', [11, 12]],
      ['Inka Hotels', [10]],
    ]);
    expect(out[1]!.services[0]).toMatchObject({
      pax: { before: 2, after: 3 },
      names: { before: ['Ana Pérez', 'Luis Pérez'], after: ['Ana Pérez', 'Luis Pérez', 'Lucía Pérez (CHD 6)'] },
    });
  });

  it('tells the suppliers of services taken by everyone of a fifth traveller, though their stored count stayed', () => {
    // Found on the screen: a party of 4 → 5 told the suppliers only "names".
    const out = supplierAmendments(lines, booked, now([hotel, tour, transfer], 3), 2);
    expect(out.flatMap((a) => a.services.map((s) => [s.id, s.pax]))).toEqual([
      [11, { before: 2, after: 3 }],
      [12, { before: 2, after: 3 }],
      [10, { before: 2, after: 3 }],
    ]);
  });

  it('reports rooms changed', () => {
    const twin = { ...hotel, rooms: [{ id_room_type: 3, qty: 1 }] };
    const [a] = supplierAmendments(lines, booked, now([twin, tour, transfer]), 2);
    expect(a!.services[0]!.rooms).toEqual({
      before: [{ id_room_type: 2, qty: 1 }],
      after: [{ id_room_type: 3, qty: 1 }],
    });
  });

  it('reports a name corrected on the same passengers', () => {
    const fixed = { before: names, after: { ...names, 2: 'Luis Perez Soto' } };
    const out = supplierAmendments(lines, booked, now([hotel, tour, transfer]), 2, fixed);
    expect(out).toHaveLength(2);
    expect(out[0]!.services[0]!.names).toEqual({
      before: ['Ana Pérez', 'Luis Pérez'],
      after: ['Ana Pérez', 'Luis Perez Soto'],
    });
    expect(out[0]!.services[0]!.pax).toBeUndefined();
  });

  it('asks for a cancellation of a service removed or canceled, not an amendment', () => {
    const canceled = { ...transfer, status: 3 };
    expect(supplierAmendments(lines, booked, now([hotel, canceled]), 2)).toEqual([
      {
        supplier_id: 8,
        supplier: 'Cusco Tours',
        services: [
          { id: 11, name: 'Cusco city tour', kind: 'cancellation' },
          { id: 12, name: 'Airport transfer', kind: 'cancellation' },
        ],
      },
    ]);
  });

  it('leaves alone services never asked for, declined or released: their first request carries the change', () => {
    const moved = (s: SaleService) => ({ ...s, day: '5', start_date: '2026-07-05', end_date: '2026-07-05' });
    const quiet: BookedLine[] = [
      { id: 10, supplier_id: 7, supplier: 'Inka Hotels', state: 'to_request' },
      { id: 11, supplier_id: 8, supplier: 'Cusco Tours', state: 'declined' },
      { id: 12, supplier_id: 8, supplier: 'Cusco Tours', state: 'released' },
    ];
    expect(supplierAmendments(quiet, booked, now([moved(hotel), moved(tour), moved(transfer)]), 2)).toEqual([]);
  });

  it('asks nobody when a change is undone, even through a delete and add of the same service', () => {
    const again = { ...hotel, id: 40 };
    expect(supplierAmendments(lines, booked, now([again, tour, transfer]), 2)).toEqual([]);
    const moved = { ...again, day: '2-4' };
    expect(supplierAmendments(lines, booked, now([moved, tour, transfer]), 2)[0]!.services[0]).toMatchObject({
      id: 10,
      kind: 'amendment',
      dates: { after: { day: '2-4' } },
    });
  });

  it('keeps a service of another level out', () => {
    const comfort = { ...hotel, id: 13, level: 1 };
    const mine: BookedLine[] = [{ id: 13, supplier_id: 9, supplier: 'Casa Andina', state: 'confirmed' }];
    const gone = supplierAmendments(mine, { ...booked, services: [comfort] }, now([]), 2);
    expect(gone).toEqual([]);
  });
});

describe('the amendment state', () => {
  it('reads "amendment requested" over a confirmed service and counts as a booking held', () => {
    const state = bookingStateOf({ status: 2 }, 'amendment_requested');
    expect(state).toBe('amendment_requested');
    expect(isLiveBooking(state)).toBe(true);
    expect(bookingStateOf({ status: 3 }, 'amendment_requested')).toBe('dropped');
  });

  it('counts the amendments pending in the progress and says so', () => {
    const p = bookingProgress([
      { status: 2, booking_state: 'amendment_requested' },
      { status: 2, booking_state: 'amendment_requested' },
      { status: 1, booking_state: 'amendment_requested' },
      { status: 2, booking_state: 'confirmed' },
      { status: 3, booking_state: 'dropped' },
    ]);
    expect(p).toEqual({ confirmed: 3, total: 4, amendments_pending: 3 });
    expect(progressLabel(p)).toBe('3 of 4 confirmed · 3 amendments pending');
    expect(progressLabel({ confirmed: 1, total: 2, amendments_pending: 1 })).toBe(
      '1 of 2 confirmed · 1 amendment pending',
    );
    expect(bookingProgress([{ status: 2, booking_state: 'confirmed' }])).toEqual({ confirmed: 1, total: 1 });
  });
});

describe('vouchers after an amendment', () => {
  it('leave a service asked to amend off the voucher unless the open ones are asked for', () => {
    expect(isOnVoucher('amendment_requested', false)).toBe(false);
    expect(isOnVoucher('amendment_requested', true)).toBe(true);
  });

  it('are new when an amendment was confirmed after the pack the client holds', () => {
    const sent = '2026-07-01T10:00:00.000Z';
    expect(voucherReplacesEarlier([{ amended_at: '2026-07-02T09:00:00.000Z', voucher_sent_at: sent }])).toBe(true);
    expect(voucherReplacesEarlier([{ amended_at: '2026-06-30T09:00:00.000Z', voucher_sent_at: sent }])).toBe(false);
    expect(voucherReplacesEarlier([{ amended_at: '2026-07-02T09:00:00.000Z', voucher_sent_at: null }])).toBe(false);
    expect(voucherReplacesEarlier([{ amended_at: null, voucher_sent_at: sent }])).toBe(false);
  });
});
