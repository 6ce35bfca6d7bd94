import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from './quote-statuses';
import {
  allowedTransitions,
  canTransition,
  isBookingDisabled,
  isEditingDisabled,
  isReopening,
  priceLockEffect,
  pricesLockedMessage,
  pricesLockedAfter,
  QUOTE_STATUS,
  statusChangeMessage,
  statusPhases,
} from './quote-status-machine';
import { PRICES_LOCKED_MESSAGE } from './price-lock';
import { serverMessage } from '../i18n/server-messages';

describe('quote status machine (docs/domain/statuses.md)', () => {
  it.each([
    [1, 1, [4, 5, 3]],
    [5, 1, [1, 4, 3]],
    [4, 1, [2, 3, 1]],
    [2, 1, [1]],
    [3, 1, [1]],
    [6, 1, []],
    [1, 2, [6, 5]],
    [5, 3, [1, 6]],
    [4, 4, []],
    [2, 2, []],
    [3, 4, [1]],
    [6, 2, [7, 1]],
    [7, 3, [8, 1]],
    [8, 4, [9]],
    [9, 2, [8, 1]],
  ])('from %d, type %d → %j', (from, type, to) => expect(allowedTransitions(from, type)).toEqual(to));

  it('lets staff (administrator, operator) confirm straight from In Preparation, nobody else', () => {
    expect(allowedTransitions(1, 1, [1])).toEqual([4, 5, 3, 2]);
    expect(allowedTransitions(1, 1, [4])).toEqual([4, 5, 3, 2]);
    for (const role of [2, 3, 7]) expect(canTransition(1, 2, 1, [role])).toBe(false);
    expect(allowedTransitions(1, 2, [1])).toEqual([6, 5]);
    expect(allowedTransitions(5, 1, [1])).toEqual([1, 4, 3]);
  });

  it('allows booking-status changes on a Confirmed quote, where editing is disabled', () => {
    expect(isEditingDisabled(2, [4])).toBe(true);
    expect(isBookingDisabled(2, [4])).toBe(false);
    expect(isBookingDisabled(2, [7])).toBe(false);
    expect(isBookingDisabled(3, [4])).toBe(true);
    expect(isBookingDisabled(8, [1])).toBe(true);
    expect(isBookingDisabled(4, [7])).toBe(true);
    expect(isBookingDisabled(1, [7])).toBe(false);
  });

  it('refuses transitions outside the table', () => {
    expect(canTransition(1, 2, 1)).toBe(false);
    expect(canTransition(1, 4, 2)).toBe(false);
    expect(canTransition(4, 2, 1)).toBe(true);
  });
  it('re-opening a confirmed quote is a new version', () => expect(isReopening(2, 1)).toBe(true));

  it.each([
    [4, 'lock'],
    [5, 'lock'],
    [1, 'unlock'],
    [2, 'none'],
    [3, 'none'],
  ])('entering %d: %s prices', (to, effect) => expect(priceLockEffect(to)).toBe(effect));
  it('keeps the lock through Confirmed and lifts it on In Preparation', () => {
    expect(pricesLockedAfter(true, 2)).toBe(true);
    expect(pricesLockedAfter(true, 1)).toBe(false);
    expect(pricesLockedAfter(false, 4)).toBe(true);
  });

  it.each([
    [2, [4], true],
    [3, [1], true],
    [8, [3], true],
    [4, [4], false],
    [5, [1], false],
    [4, [7], true],
    [5, [7], true],
    [1, [7], false],
  ])('status %d for roles %j: editing disabled %s', (status, roles, disabled) =>
    expect(isEditingDisabled(status, roles)).toBe(disabled),
  );

  it.each([
    [1, [false, false, false]],
    [5, [false, false, false]],
    [4, [true, false, false]],
    [2, [true, true, true]],
  ])('phases of status %d complete: %j', (status, complete) => {
    expect(statusPhases(status).map((p) => p.complete)).toEqual(complete);
    expect(statusPhases(status).map((p) => p.label)).toEqual(['In Preparation', 'Sent', 'Confirmed']);
  });

  it('keeps the stored status table', () =>
    expect(QUOTE_STATUSES.map((s) => s.acronym)).toEqual(['I', 'S', 'C', 'R', 'UR', 'RTS', 'RTP', 'P', 'UP']));
});

describe('the alert of a status change', () => {
  it.each([
    [false, 4, /^Prices are locked/],
    [false, 5, /^Prices are locked/],
    [true, 4, /^Prices are locked/],
    [true, 1, /^Prices are unlocked/],
    [false, 1, null],
    [true, 2, null],
    [false, 3, null],
  ] as const)('locked before %s, entering %d → %s', (wasLocked, to, expected) => {
    const message = statusChangeMessage(wasLocked, to);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });
});

describe('pricesLockedMessage', () => {
  it('words the lock after the status: a Confirmed quote is not told to go back to In Preparation', () => {
    expect(pricesLockedMessage(QUOTE_STATUS.CONFIRMED)).toContain('Confirmed');
    expect(pricesLockedMessage(QUOTE_STATUS.CONFIRMED)).not.toContain('In Preparation');
    expect(pricesLockedMessage(QUOTE_STATUS.SENT)).toBe(PRICES_LOCKED_MESSAGE);
  });

  it('is a sentence of the server catalogue, the one home the screens say it from (decision 0095)', () => {
    expect(serverMessage('en', 'pricesLocked')).toBe(pricesLockedMessage(QUOTE_STATUS.SENT));
    expect(serverMessage('en', 'pricesLockedConfirmed')).toBe(pricesLockedMessage(QUOTE_STATUS.CONFIRMED));
  });
});
