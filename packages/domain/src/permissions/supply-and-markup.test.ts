import { describe, expect, it } from 'vitest';
import { ROLES } from './role-ids';
import { historyValuesHidden, stripPriceFields } from './strip-price-fields';
import { isOperatorStaff, seesSupplyAndMarkup } from './supply-and-markup';

describe('who sees the supply side and the markup', () => {
  it.each([
    [ROLES.ADMIN, null, true],
    [ROLES.OPERATOR, null, true],
    [ROLES.TRAVEL_AGENT, null, true],
    [ROLES.TRAVEL_AGENT, undefined, true],
    [ROLES.TRAVEL_AGENT, 5, false],
    [ROLES.CLIENT_ADMIN, 5, false],
    [ROLES.CLIENT, 5, false],
    [ROLES.CLIENT_ADMIN, null, false],
    [99, null, false],
  ] as const)('role %s of client %s → %s', (roleId, clientId, sees) => {
    expect(seesSupplyAndMarkup({ roleId, clientId })).toBe(sees);
  });
});

describe("the operator's staff", () => {
  it('are its admins and operators only', () => {
    expect(Object.values(ROLES).filter(isOperatorStaff)).toEqual([ROLES.ADMIN, ROLES.OPERATOR]);
  });
});

describe('stripping the markup and the suppliers for an agency', () => {
  const level = {
    level: 2,
    total: 1664,
    fee: 60,
    mkt_coin: 80,
    hotel_total: 937.5,
    room_type_prices: [{ id_room_type: 2, per_person: 832 }],
    pax_prices: [{ pax_id: 1, price: 315.94, mkt_percentage: 5, mkt_coin: 15.8, fee: 15, total_price: 347 }],
  };
  const answer = {
    services: [{ id: 1, name: 'Van', price: 43.75, service_supplier: [{ supplier_code: 'S1', name: 'Van Co' }] }],
    prices: [{ type: 'seller', prices: [level] }],
    export: { prices: [{ total: 1664, fee: 60, upsales: 80 }], suppliers: [{ code: 'S1', name: 'Van Co' }] },
  };
  const agency = { canViewCost: false, canViewSale: true, canViewMarkup: false };

  it('leaves out Upsales and fees at every depth and answers empty supplier lists', () => {
    const out = stripPriceFields(answer, agency);
    const text = JSON.stringify(out);
    for (const k of ['"fee"', '"mkt_coin"', '"mkt_percentage"', '"upsales"', 'Van Co', 'S1'])
      expect(text).not.toContain(k);
    expect(out.services[0]).toEqual({ id: 1, name: 'Van', price: 43.75, service_supplier: [] });
    expect(out.prices[0]!.prices[0]).toEqual({
      level: 2,
      total: 1664,
      hotel_total: 937.5,
      room_type_prices: [{ id_room_type: 2, per_person: 832 }],
      pax_prices: [{ pax_id: 1, price: 315.94, total_price: 347 }],
    });
    expect(out.export.suppliers).toEqual([]);
  });

  it('keeps everything for staff, and the markup for a user who sees it without costs', () => {
    expect(stripPriceFields(answer, { canViewCost: true, canViewSale: true, canViewMarkup: true })).toBe(answer);
    expect(stripPriceFields(answer, { canViewCost: true, canViewSale: true })).toBe(answer);
    const agent = stripPriceFields(answer, { canViewCost: false, canViewSale: true, canViewMarkup: true });
    expect(agent.prices[0]!.prices[0]!.fee).toBe(60);
    expect(agent.services[0]!.service_supplier).toHaveLength(1);
  });

  it('hides the values of Upsales, fee and supplier edits in the history', () => {
    for (const field of ['pax_prices', 'fee', 'mkt_percentage', 'service_supplier', 'edit_service_supplier'])
      expect(historyValuesHidden(field, agency)).toBe(true);
    expect(historyValuesHidden('edit_price', agency)).toBe(false);
    expect(historyValuesHidden('pax_prices', { canViewCost: false, canViewSale: true })).toBe(false);
  });
});
