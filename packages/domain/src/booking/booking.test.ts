import { describe, expect, it } from 'vitest';
import { SERVICE_STATUS } from '../statuses/service-statuses';
import { referenceAfter } from './booking';

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
