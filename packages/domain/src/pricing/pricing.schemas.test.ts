import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote';
import {
  paxLevelSettingSchema,
  passengerSchema,
  priceStructureEntrySchema,
  quotePricingInputSchema,
  quoteServiceInputSchema,
  rateLineSchema,
} from './pricing.schemas';
import { workedExampleInput } from './worked-example.fixture';

describe('pricing schemas', () => {
  it('accept the worked example and describe exactly what the engine returns', () => {
    const parsed = quotePricingInputSchema.parse(workedExampleInput());
    const result = priceQuote(parsed);
    for (const entry of result.prices) expect(priceStructureEntrySchema.parse(entry)).toEqual(entry);
    expect(priceQuote(parsed)).toEqual(priceQuote(workedExampleInput()));
  });

  const line = {
    service_id: 1,
    sales_manual_id: 1,
    from: '2025-01-01',
    to: '2025-12-31',
    min_pax: 1,
    max_pax: 6,
    unit_cost: '65.00',
    currency_id: 1,
    basis: 'per_person',
  };
  it.each([
    ['a valid rate line', line, true],
    ['a season ending before it starts', { ...line, to: '2024-12-31' }, false],
    ['min_pax above max_pax', { ...line, min_pax: 7 }, false],
    ['a negative unit cost', { ...line, unit_cost: -1 }, false],
    ['an unknown basis', { ...line, basis: 'per_day' }, false],
    ['a bad date', { ...line, from: '01/01/2025' }, false],
  ])('rate line: %s → %s', (_, value, ok) => expect(rateLineSchema.safeParse(value).success).toBe(ok));

  it.each([
    [{ id: 1, service_id: 2, id_service_type: 7, day: '3-5' }, true],
    [{ id: 1, service_id: 2, id_service_type: 11, day: '3' }, false],
    [{ id: 1, service_id: 2, id_service_type: 2, day: '1', level: 4 }, false],
    [{ id: 1, service_id: 2, id_service_type: 2, day: '1', edit: { percentage_margin: 100 } }, false],
  ])('service on a quote %j valid: %s', (value, ok) =>
    expect(quoteServiceInputSchema.safeParse(value).success).toBe(ok),
  );

  it('defaults a service to level 0, regular, pending', () => {
    expect(quoteServiceInputSchema.parse({ id: 1, service_id: 2, id_service_type: 7, day: 1 })).toMatchObject({
      level: 0,
      optional: 0,
      status: 1,
    });
  });
  it('passengers and pax settings', () => {
    expect(passengerSchema.parse({ id: 'P1' })).toEqual({ id: 'P1', type: 'adult' });
    expect(paxLevelSettingSchema.safeParse({ pax_id: 1, level: 0 }).success).toBe(false);
    expect(paxLevelSettingSchema.safeParse({ pax_id: 1, level: 2, fee: -1 }).success).toBe(false);
  });
});
