import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { diffRows } from './diff-rows';

// The side-by-side rows of "What changed since the client's version", from the domain's ProposalDiff.

beforeAll(() => i18n.loadNamespaces('publishing'));

describe('diffRows', () => {
  it('puts the client’s version left and the current one right, days first', () => {
    const rows = diffRows(
      {
        days: [
          {
            day: 3,
            change: 'changed',
            before: { title: 'Sacred Valley', date: null, services: ['a', 'b'] },
            after: { title: 'Sacred Valley & Moray', date: null, services: ['a', 'b', 'c'] },
          },
          { day: 9, change: 'added', after: { title: 'Lima', date: '2026-12-26', services: [] } },
        ],
        services: [
          {
            change: 'removed',
            name: 'Dinner',
            day: 2,
            level: 0,
            before: { day: 2, days: 1, pricePerPerson: 85, optional: true },
          },
          {
            change: 'changed',
            name: 'Hotel Monasterio',
            day: 1,
            level: 3,
            before: { day: 1, days: 2, pricePerPerson: null, optional: false },
            after: { day: 1, days: 3, pricePerPerson: null, optional: false },
          },
        ],
      },
      '$',
    );
    expect(rows.map(({ where, change, before, after }) => [where, change, before, after])).toEqual([
      ['Day 3', 'changed', 'Sacred Valley · 2 services', 'Sacred Valley & Moray · 3 services'],
      ['Day 9', 'added', null, 'Lima · no services'],
      ['Day 2 · All levels', 'removed', 'Dinner · optional · $85.00 per person', null],
      ['Day 1 · Luxury', 'changed', 'Hotel Monasterio · 2 days', 'Hotel Monasterio · 3 days'],
    ]);
  });
});
