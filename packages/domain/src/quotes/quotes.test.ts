import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchCount, duplicateDaysToMove, progressSteps, progressText } from './duplicate';
import {
  CODE_EPOCH_MS,
  decodeBase36,
  encodeBase36,
  proposedQuoteCode,
  QUOTE_CODE_PATTERN,
  quoteCode,
  requestCode,
  codeSequence,
} from './quote-code';

describe('quote codes', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, '0'],
    [35, '9'],
    [36, 'BA'],
    [1295, '99'],
  ])('base-36 of %d is %s', (n, s) => {
    expect(encodeBase36(n)).toBe(s);
    expect(decodeBase36(s)).toBe(n);
  });

  it.each([
    [5, CODE_EPOCH_MS, 'I05-A'],
    [8, CODE_EPOCH_MS, 'I08-A'],
    [9, CODE_EPOCH_MS + 36_999, 'I9-BA'],
    [10, CODE_EPOCH_MS + 1000, 'I10-B'],
    [123, CODE_EPOCH_MS - 5000, 'I123-A'],
  ])('client %d at %d → %s', (client, now, code) => expect(quoteCode(client, now)).toBe(code));

  it('a real clock value gives a code of the required shape', () => {
    const now = Date.UTC(2025, 4, 1, 12, 0, 0);
    const code = quoteCode(3, now);
    expect(code).toMatch(QUOTE_CODE_PATTERN);
    expect(decodeBase36(code.split('-')[1])).toBe((now - CODE_EPOCH_MS) / 1000);
    expect(requestCode(now)).toBe(`F${code.split('-')[1]}`);
  });

  it('every client id and clock value matches ^I\\d+-[A-Z0-9]+$ (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 4e12 }), (c, t) => {
        expect(quoteCode(c, t)).toMatch(QUOTE_CODE_PATTERN);
      }),
    );
  });

  it("keeps a client's proposed code of the quote shape (I9-… included), upper-cased; refuses others", () => {
    expect(proposedQuoteCode(' i9-cf08al ')).toBe('I9-CF08AL');
    expect(proposedQuoteCode('I02-CF08AL')).toBe('I02-CF08AL');
    expect(proposedQuoteCode('Q9-CF08AL')).toBeUndefined();
    expect(proposedQuoteCode('I-CF08AL')).toBeUndefined();
    expect(proposedQuoteCode(undefined)).toBeUndefined();
  });

  it('uses the next second on a clash', () => {
    const taken = new Set([quoteCode(1, CODE_EPOCH_MS), quoteCode(1, CODE_EPOCH_MS + 1000)]);
    const free = [...codeSequence((ms) => quoteCode(1, ms), CODE_EPOCH_MS, 5)].find((c) => !taken.has(c));
    expect(free).toBe('I01-C');
    expect([...codeSequence(requestCode, CODE_EPOCH_MS, 3)]).toEqual(['FA', 'FB', 'FC']);
  });
});

describe('duplicate and progress', () => {
  it.each([
    ['2025-05-10', '2025-05-01', -9],
    ['2025-05-01', '2025-05-10', 9],
    ['2025-05-01', '2025-05-01', 0],
  ])('first service %s, requested start %s → move %d days', (first, start, days) =>
    expect(duplicateDaysToMove(first, start)).toBe(days),
  );

  it.each([
    [{ batches: 3, duplicate: true, update: true }, 5],
    [{ batches: 3, duplicate: false, update: true }, 4],
    [{ batches: 3, duplicate: true, update: false }, 1],
  ])('%j → %d steps', (plan, steps) => expect(progressSteps(plan)).toBe(steps));

  it('words progress and counts batches', () => {
    expect(progressText(2, 5)).toBe('2 of 5 services updated');
    expect(batchCount(120, 50)).toBe(3);
    expect(batchCount(0, 50)).toBe(0);
  });
});
