import { describe, expect, it } from 'vitest';
import type { QuoteService } from '@itinera/domain/contracts';
import { serviceTableRows, summarizeGroup } from './group-rows';

// Grouping rows of the services table (docs/domain/spec-sections.md#spec-02-section-5): equal content, no shared passenger, pax within the quote's.

const text = (value: string) => ({ id: 0, value, translate: [] });
const service = (id: number, extra: Partial<QuoteService> = {}): QuoteService =>
  ({
    id,
    code: 'SVC00007',
    name: { id, value: 'Sacred Valley tour', translate: [] },
    description: text('Full day'),
    notes: text(''),
    recommendations: text(''),
    location: [],
    images: [],
    level: 0,
    day: '2',
    passengers: '{}',
    num_pax: 2,
    price: 100.1,
    cost: 80.05,
    ...extra,
  }) as QuoteService;

const shape = (rows: ReturnType<typeof serviceTableRows>) =>
  rows.map((r) => (r.kind === 'service' ? r.service.id : r.group.members.map((m) => m.id)));

describe('group rows', () => {
  it('joins equal services of split passengers into one group row with summed figures', () => {
    const rows = serviceTableRows(
      [
        service(1, { passengers: '{1,2}' }),
        service(2, { passengers: '{3,4}' }),
        service(3, { name: { id: 3, value: 'Lunch', translate: [] } }),
      ],
      4,
      true,
    );
    expect(shape(rows)).toEqual([[1, 2], 3]);
    const group = rows[0]!.kind === 'group' ? rows[0]!.group : null;
    expect(group).toMatchObject({ key: 1, pax: 4, price: 200.2, cost: 160.1, percentage_margin: 20.03 });
  });

  it('keeps apart services whose passengers overlap or whose pax exceed the quote', () => {
    expect(
      shape(serviceTableRows([service(1, { passengers: '{1,2}' }), service(2, { passengers: '{2,3}' })], 4, true)),
    ).toEqual([1, 2]);
    expect(
      shape(serviceTableRows([service(1, { passengers: '{1,2}' }), service(2, { passengers: '{3,4}' })], 3, true)),
    ).toEqual([1, 2]);
  });

  it('keeps apart services that differ in any content field', () => {
    for (const diff of [
      { description: text('Half day') },
      { level: 2 },
      { day: '3' },
      { images: ['a.jpg'] },
      { code: 'SVC00008' },
    ] as Partial<QuoteService>[]) {
      expect(
        shape(
          serviceTableRows([service(1, { passengers: '{1}' }), service(2, { passengers: '{2}', ...diff })], 4, true),
        ),
      ).toEqual([1, 2]);
    }
  });

  it('shows every service as its own row when grouping is off', () => {
    expect(
      shape(serviceTableRows([service(1, { passengers: '{1}' }), service(2, { passengers: '{2}' })], 4, false)),
    ).toEqual([1, 2]);
  });

  it('sums only the figures the user may see', () => {
    const saleOnly = [service(1, { cost: undefined }), service(2, { cost: undefined })];
    const group = summarizeGroup(saleOnly);
    expect(group.price).toBe(200.2);
    expect(group.cost).toBeUndefined();
    expect(group.percentage_margin).toBeUndefined();
  });
});
