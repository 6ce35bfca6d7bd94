import { describe, expect, it } from 'vitest';
import { SERVICE_STATUS_LOCKED_MESSAGE, serviceStatusLockRefusal } from './service-status-lock';

const quote = (status_id: number, prices_locked: number) => ({ status_id, prices_locked });

describe('a service status change under the price lock', () => {
  it.each([
    [quote(4, 1), 1, 3, SERVICE_STATUS_LOCKED_MESSAGE],
    [quote(5, 1), 2, 3, SERVICE_STATUS_LOCKED_MESSAGE],
    [quote(4, 1), 3, 1, SERVICE_STATUS_LOCKED_MESSAGE],
    [quote(4, 1), 1, -1, SERVICE_STATUS_LOCKED_MESSAGE],
    [quote(4, 1), 1, 2, null],
    [quote(4, 1), 3, 3, null],
    [quote(2, 1), 1, 3, null],
    [quote(1, 0), 1, 3, null],
  ])('on %j from %s to %s → %s', (q, from, to, refusal) => {
    expect(serviceStatusLockRefusal(q, from, to)).toBe(refusal);
  });
});
