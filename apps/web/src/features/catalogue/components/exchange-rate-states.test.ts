import { describe, expect, it } from 'vitest';
import { rateStates } from './exchange-rate-states';

const rate = (id: number, from: number, to: number, valid_from: string) => ({
  id,
  from_currency_id: from,
  to_currency_id: to,
  valid_from,
});

describe('which exchange rate is in force', () => {
  it('is the latest started rate of each pair; later ones are scheduled, earlier ones replaced', () => {
    const states = rateStates(
      [
        rate(1, 1, 3, '2026-01-01'),
        rate(2, 1, 3, '2026-03-01'),
        rate(3, 1, 3, '2026-09-01'),
        rate(4, 3, 1, '2026-01-01'),
        rate(5, 1, 2, '2026-06-01'),
      ],
      '2026-05-15',
    );
    expect(Object.fromEntries(states)).toEqual({
      1: 'past',
      2: 'current',
      3: 'scheduled',
      4: 'current',
      5: 'scheduled',
    });
  });

  it('counts a rate starting today as in force', () => {
    expect(rateStates([rate(1, 1, 3, '2026-01-01'), rate(2, 1, 3, '2026-05-15')], '2026-05-15').get(2)).toBe('current');
  });
});
