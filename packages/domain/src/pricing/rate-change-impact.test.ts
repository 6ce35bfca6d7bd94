import { describe, expect, it } from 'vitest';
import { levelImpacts, soldBelowCost, type ImpactLevel } from './rate-change-impact';

const level = (lv: number, total: number, hotel: number, service: number, fee = 0, services = [1]): ImpactLevel => ({
  level: lv,
  type: ['', 'Comfort', 'Superior', 'Luxury'][lv]!,
  total,
  fee,
  margin: Math.round((total - hotel - service - fee) * 100) / 100,
  sub_total_hotel: hotel,
  sub_total_service: service,
  services,
});

describe('levelImpacts', () => {
  it('gives each level its totals, costs and the margin change in money and percentage points', () => {
    const [c] = levelImpacts([level(1, 1000, 600, 200)], [level(1, 1100, 680, 200)]);
    expect(c).toEqual({
      level: 1,
      type: 'Comfort',
      total_before: 1000,
      total_after: 1100,
      cost_before: 800,
      cost_after: 880,
      margin_before: 200,
      margin_after: 220,
      margin_change: 20,
      margin_percent_before: 20,
      margin_percent_after: 20,
      margin_percent_change: 0,
    });
  });

  it('reads a margin squeezed at a kept price as a loss in money and points', () => {
    const [c] = levelImpacts([level(2, 1000, 700, 100, 10)], [level(2, 1000, 750.55, 100, 10)]);
    expect(c!.margin_change).toBe(-50.55);
    expect(c!.margin_percent_before).toBe(19);
    expect(c!.margin_percent_after).toBe(13.95);
    expect(c!.margin_percent_change).toBe(-5.05);
  });

  it('leaves out a level holding no service before or after, and a level the other side lacks', () => {
    const before = [level(1, 500, 400, 0), level(2, 0, 0, 0, 0, []), level(3, 900, 700, 0)];
    const after = [level(1, 520, 416, 0), level(2, 0, 0, 0, 0, [])];
    expect(levelImpacts(before, after).map((l) => l.level)).toEqual([1]);
  });

  it('answers a 0 % margin when nothing is sold', () => {
    const [c] = levelImpacts([level(1, 0, 0, 0)], [level(1, 0, 0, 0)]);
    expect(c!.margin_percent_before).toBe(0);
  });
});

describe('soldBelowCost', () => {
  it('flags a sold level whose price, less its fees, no longer covers the new cost', () => {
    const out = soldBelowCost([level(1, 1000, 700, 200, 20)], [level(1, 1200, 800, 190, 20)], 1);
    expect(out).toEqual({
      level: 1,
      type: 'Comfort',
      sold_total: 1000,
      cost_before: 900,
      cost_after: 990,
      margin_left: -10,
    });
  });

  it('keeps quiet while the sold price still covers the new cost, even with a thinner margin', () => {
    expect(soldBelowCost([level(1, 1000, 700, 200)], [level(1, 1100, 800, 200)], 1)).toBeNull();
  });

  it('reads only the level sold when there is one', () => {
    const sold = [level(1, 1000, 900, 0), level(2, 1500, 1000, 0)];
    const after = [level(1, 1200, 1100, 0), level(2, 1600, 1100, 0)];
    expect(soldBelowCost(sold, after, 2)).toBeNull();
    expect(soldBelowCost(sold, after, 1)?.margin_left).toBe(-100);
  });

  it('reads every level in use when none was chosen', () => {
    const sold = [level(1, 1000, 900, 0), level(2, 1500, 1000, 0)];
    const after = [level(1, 1000, 900, 0), level(2, 1600, 1600.01, 0)];
    expect(soldBelowCost(sold, after, null)).toMatchObject({ level: 2, margin_left: -100.01 });
  });
});
