// Small quotes for tests: one sales manual (1), USD (1), everything valid all year unless a test
// says otherwise.
import type { QuotePricingInput, QuoteServiceInput, RateLine } from './pricing.schemas';

export const YEAR = { sales_manual_id: 1, from: '2025-01-01', to: '2025-12-31' } as const;

export function rate(line: Partial<RateLine> & Pick<RateLine, 'service_id' | 'unit_cost' | 'basis'>): RateLine {
  return { ...YEAR, min_pax: 1, max_pax: 50, currency_id: 1, ...line };
}

export function quote(
  services: QuoteServiceInput[],
  rate_lines: RateLine[],
  extra: Partial<QuotePricingInput> = {},
): QuotePricingInput {
  const paxCount = extra.passengers?.length ?? 2;
  return {
    start_date: '2025-05-01',
    rate_date: '2025-04-01',
    currency_id: 1,
    sales_manual_id: 1,
    passengers: Array.from({ length: paxCount }, (_, i) => ({ id: i + 1 })),
    margins: { hotel: 20, services: 20 },
    services,
    rate_lines,
    ...extra,
  };
}

export function paxIds(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
