// Pricing-engine benchmark (docs/domain/quality.md): the large quote — 21 days, 120 services of every basis and
// type, 12 pax, 5 room types, 3 levels, Upsales and fee per passenger — priced many times after a
// warm-up. Prints one line and exits non-zero when the median is over the 2 ms budget. A second line
// prices the same quote's matrix (10 group sizes × 3 levels, every basis with a child): 1 s budget.
import {
  priceMatrix,
  priceQuote,
  setPaxLevelValues,
  type QuotePricingInput,
  type RateLine,
} from '../packages/domain/src/index';

const BUDGET_MS = 2;
const RUNS = 2000;
const WARMUP = 300;
const MATRIX_BUDGET_MS = 1000;
const MATRIX_RUNS = 7;
const MATRIX_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const USD = 1;
const PEN = 2;
const EUR = 3;
const START = '2025-06-20';
// Two seasons meet inside the trip, so stays cross them.
const SEASONS = [
  { from: '2025-01-01', to: '2025-06-30' },
  { from: '2025-07-01', to: '2025-12-31' },
];
const ROOM_TYPES = [1, 2, 3, 4, 5];

export function buildLargeQuote(): QuotePricingInput {
  const rate_lines: RateLine[] = [];
  const services: QuotePricingInput['services'] = [];
  const pax = Array.from({ length: 12 }, (_, i) => i + 1);
  const line = (l: Omit<RateLine, 'sales_manual_id' | 'from' | 'to'>) =>
    SEASONS.forEach((s, k) =>
      rate_lines.push({ ...l, ...s, sales_manual_id: 1, unit_cost: Number(l.unit_cost) + k * 7.35 }),
    );

  let id = 0;
  const add = (
    type: number,
    day: string,
    level: 0 | 1 | 2 | 3,
    extra: Partial<QuotePricingInput['services'][number]> = {},
  ) => {
    id += 1;
    services.push({ id, service_id: id, id_service_type: type, day, level, ...extra });
    return id;
  };
  // 21 hotel stays (7 per level, 3 nights each) and 3 packages, per room across 5 room types.
  for (let level = 1 as 1 | 2 | 3; level <= 3; level = (level + 1) as 1 | 2 | 3) {
    for (let stay = 0; stay < 7; stay++) {
      const sid = add(2, `${stay * 3 + 1}-${stay * 3 + 4}`, level);
      for (const rt of ROOM_TYPES)
        line({
          service_id: sid,
          min_pax: 1,
          max_pax: 30,
          id_room_type: rt,
          unit_cost: 60 * level + rt * 12.5,
          currency_id: level === 3 ? EUR : USD,
          basis: 'per_room',
        });
    }
    const pid = add(9, '8-10', level);
    for (const rt of ROOM_TYPES)
      line({
        service_id: pid,
        min_pax: 1,
        max_pax: 30,
        id_room_type: rt,
        unit_cost: 210.45 + rt,
        currency_id: USD,
        basis: 'per_room',
      });
  }
  // 96 other services over 21 days.
  const kinds = [
    { type: 5, basis: 'per_group', capacity: 6, cost: 35, currency: USD },
    { type: 7, basis: 'per_person', cost: 65.5, currency: USD },
    { type: 8, basis: 'per_group', cost: 330, currency: PEN },
    { type: 4, basis: 'per_person', cost: 152, currency: PEN },
    { type: 6, basis: 'per_person', cost: 18.75, currency: USD },
    { type: 1, basis: 'per_unit', cost: 1234.56, currency: USD },
    { type: 3, basis: 'per_group', capacity: 15, cost: 410, currency: USD },
    { type: 10, basis: 'per_unit', cost: 99.99, currency: EUR },
  ] as const;
  for (let k = 0; k < 96; k++) {
    const kind = kinds[k % kinds.length];
    const day = (k % 21) + 1;
    const level = (k % 4) as 0 | 1 | 2 | 3;
    const extra: Partial<QuotePricingInput['services'][number]> = {};
    if (k % 9 === 0) extra.passengers = pax.slice(0, 5);
    if (k % 17 === 0) extra.optional = 1;
    if (k % 23 === 0) extra.status = 3;
    if (k % 13 === 0) extra.edit = { percentage_margin: 25 };
    if (k % 19 === 0) extra.edit = { price: 1000 + k };
    const sid = add(kind.type, k % 5 === 0 ? `${day}-${Math.min(day + 1, 21)}` : `${day}`, level, extra);
    for (const [min, max, f] of [
      [1, 4, 1.2],
      [5, 8, 1],
      [9, 30, 0.9],
    ] as const) {
      line({
        service_id: sid,
        min_pax: min,
        max_pax: max,
        unit_cost: Math.round(kind.cost * f * 100) / 100,
        currency_id: kind.currency,
        basis: kind.basis,
        capacity: 'capacity' in kind ? kind.capacity : null,
      });
    }
  }
  let pax_settings = setPaxLevelValues([], pax, {}, { mkt_percentage: 7.5, fee: 20 });
  pax.forEach((p, i) => {
    pax_settings = setPaxLevelValues(pax_settings, pax, { pax_id: p }, { mkt_percentage: 5 + i * 0.25, fee: 10 + i });
  });
  return {
    start_date: START,
    rate_date: '2025-05-01',
    currency_id: USD,
    sales_manual_id: 1,
    passengers: pax.map((p) => ({ id: p })),
    room_distribution: ROOM_TYPES.map((rt) => ({ id_room_type: rt, qty: rt === 2 ? 2 : 1 })),
    margins: { hotel: 18, services: 22.5 },
    pax_settings,
    services,
    rate_lines,
    exchange_rates: [
      { from_currency_id: USD, to_currency_id: PEN, rate: 3.75, date: '2025-01-01' },
      { from_currency_id: EUR, to_currency_id: USD, rate: '1.0825', date: '2025-01-01' },
    ],
    reseller: { mode: 'commission_from_gross', commission_percentage: 10 },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function runPricingBench(): Promise<{ median: number; p95: number }> {
  const input = buildLargeQuote();
  const check = priceQuote(input);
  if (check.services.length !== 120) throw new Error(`expected 120 services, got ${check.services.length}`);
  for (let i = 0; i < WARMUP; i++) priceQuote(input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    priceQuote(input);
    times.push(performance.now() - t0);
    if (i % 250 === 0) await Promise.resolve(); // let an aggregator's event loop breathe
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** The large quote's matrix (docs/domain/pricing.md#price-matrix), once to warm up and then MATRIX_RUNS times. */
export function runMatrixBench(): { median: number; max: number } {
  const input = buildLargeQuote();
  const request = { sizes: MATRIX_SIZES, child_age: 8 };
  const check = priceMatrix(input, request);
  if (check.length !== MATRIX_SIZES.length) throw new Error(`expected ${MATRIX_SIZES.length} entries`);
  const times: number[] = [];
  for (let i = 0; i < MATRIX_RUNS; i++) {
    const t0 = performance.now();
    priceMatrix(input, request);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), max: times.at(-1)! };
}

const isMain = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('pricing.bench.ts');
if (isMain) {
  void runPricingBench().then(({ median, p95 }) => {
    const pass = median <= BUDGET_MS;
    console.log(
      `pricing large quote: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (budget ${BUDGET_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
    );
    const matrix = runMatrixBench();
    const matrixPass = matrix.median <= MATRIX_BUDGET_MS;
    console.log(
      `price matrix of the large quote (${MATRIX_SIZES.length} sizes × 3 levels): median ${matrix.median.toFixed(1)} ms, max ${matrix.max.toFixed(1)} ms (budget ${MATRIX_BUDGET_MS} ms) ${matrixPass ? 'PASS' : 'FAIL'}`,
    );
    if (!pass || !matrixPass) process.exitCode = 1;
  });
}
