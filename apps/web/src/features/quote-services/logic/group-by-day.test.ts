import { describe, expect, it } from 'vitest';
import type { QuoteService } from '@itinera/domain/contracts';
import { groupServicesByDay } from './group-by-day';

const service = (id: number, day: string, order: number, extra: Partial<QuoteService> = {}): QuoteService =>
  ({ id, day, order, level: 0, cost: 10, cost_unit: 10, price: 12.5, price_unit: 12.5, ...extra }) as QuoteService;

describe('grouping rows by day', () => {
  const quote = { start_date: '2026-05-01', num_day: 4 };

  it('puts each service under the first day of its range, in order, with every day of the quote', () => {
    const groups = groupServicesByDay([service(3, '2', 2), service(1, '1-3', 0), service(2, '2', 1)], [], quote);
    expect(groups.map((g) => [g.day, g.date, g.services.map((s) => s.id)])).toEqual([
      [1, '2026-05-01', [1]],
      [2, '2026-05-02', [2, 3]],
      [3, '2026-05-03', []],
      [4, '2026-05-04', []],
    ]);
  });

  it('takes dates from the answer days and keeps a service beyond the last day', () => {
    const groups = groupServicesByDay([service(1, '6', 0)], [{ start_day: 1, start_date: '2026-06-10' }], {
      start_date: null,
      num_day: 1,
    });
    expect(groups.map((g) => [g.day, g.date, g.services.length])).toEqual([
      [1, '2026-06-10', 0],
      [6, null, 1],
    ]);
  });

  it('keeps all-level services under every level filter', () => {
    const list = [service(1, '1', 0, { level: 0 }), service(2, '1', 1, { level: 1 }), service(3, '1', 2, { level: 3 })];
    expect(groupServicesByDay(list, [], quote, 1)[0].services.map((s) => s.id)).toEqual([1, 2]);
    expect(groupServicesByDay(list, [], quote, 3)[0].services.map((s) => s.id)).toEqual([1, 3]);
    expect(groupServicesByDay(list, [], quote, 0)[0].services).toHaveLength(3);
  });
});
