import { describe, expect, it } from 'vitest';
import { SERVICE_STATUS } from '../statuses/service-statuses';
import { ROLES } from '../permissions/role-ids';
import { bookingProgress, mayEditEmergencyPhone, referenceAfter } from './booking';
import { bookingStateOf, reopenWithBookingsMessage, statusAfterAnswer } from './booking-state';

describe('the supplier reference after a booking answer', () => {
  it.each([
    [SERVICE_STATUS.CONFIRMED, 'AND-1', 'AND-1'],
    [SERVICE_STATUS.CONFIRMED, undefined, undefined],
    [SERVICE_STATUS.CONFIRMED, null, undefined],
    [SERVICE_STATUS.CANCELED, undefined, null],
    [SERVICE_STATUS.CANCELED, 'AND-1', null],
    [SERVICE_STATUS.PENDING, undefined, null],
  ] as const)('status %s with %s keeps %s', (status, given, kept) => {
    expect(referenceAfter(status, given)).toBe(kept);
  });
});

describe('booking states (issue 39)', () => {
  it.each([
    [1, null, 'to_request'],
    [1, 'requested', 'requested'],
    [1, 'declined', 'declined'],
    [2, 'confirmed', 'confirmed'],
    [2, null, 'confirmed'],
    [1, 'released', 'released'],
    [3, 'declined', 'dropped'],
    [3, null, 'dropped'],
  ] as const)('status %s with %s reads %s', (status, stored, state) => {
    expect(bookingStateOf({ status }, stored)).toBe(state);
  });

  it('never cancels a service on a supplier answer: a decline withdraws a confirmation only', () => {
    expect(statusAfterAnswer(1, 'decline')).toBe(1);
    expect(statusAfterAnswer(2, 'decline')).toBe(1);
    expect(statusAfterAnswer(1, 'confirm')).toBe(2);
  });

  it('counts the services still on the trip: canceled ones leave the total, declined ones stay', () => {
    expect(bookingProgress([{ status: 2 }, { status: 1 }, { status: 3 }, { status: -1 }])).toEqual({
      confirmed: 1,
      total: 2,
    });
  });

  it('names the bookings a re-opening would leave behind, five at most', () => {
    const held = Array.from({ length: 7 }, (_, i) => ({
      service: `Hotel ${i + 1}`,
      supplier: 'Casa Andina',
      state: i === 0 ? ('confirmed' as const) : ('requested' as const),
      reference: i === 0 ? 'CA-1' : null,
    }));
    const message = reopenWithBookingsMessage(held);
    expect(message).toMatch(/^7 services are booked with suppliers: Hotel 1 \(Casa Andina, confirmed CA-1\); Hotel 2/);
    expect(message).toContain('and 2 more');
    expect(message).not.toContain('Hotel 6');
  });
});

describe("the company's emergency phone (decision 0060)", () => {
  it('is changed by an admin only', () => {
    expect(Object.values(ROLES).filter(mayEditEmergencyPhone)).toEqual([ROLES.ADMIN]);
  });
});
