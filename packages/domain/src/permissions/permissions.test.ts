import { describe, expect, it } from 'vitest';
import {
  canSeeVisibilityControl,
  canViewOnQuote,
  canViewSearchedPrices,
  hasAccountOnOtherSystem,
  hasPermissions,
  hasRole,
  priceVisibility,
  ROLES,
} from './roles';
import { historyValuesHidden, stripPriceFields } from './strip-price-fields';
import { assigneeRefusal, mayAssign } from './assign';

const user = (roles: number[], perms: string[] = []) => ({
  roles: roles.map((id) => ({ id })),
  permissions: perms.map((name) => ({ name })),
});

describe('permission checks', () => {
  it.each([
    [user([ROLES.ADMIN]), ['view_cost_price'], {}, true],
    [user([ROLES.CLIENT_ADMIN]), ['view_cost_price'], {}, true],
    [user([ROLES.ADMIN]), ['view_cost_price'], { ignoreAdmins: true }, false],
    [user([ROLES.OPERATOR], ['view_cost_price']), ['view_cost_price'], {}, true],
    [user([ROLES.OPERATOR], ['view_cost_price']), ['view_cost_price', 'view_sale_price'], {}, false],
    [user([ROLES.TRAVEL_AGENT]), [], {}, true],
  ])('%j needs %j (%j): %s', (u, perms, opts, ok) => expect(hasPermissions(u, perms, opts)).toBe(ok));

  it('role checks let admins through unless told otherwise', () => {
    expect(hasRole(user([1]), [7])).toBe(true);
    expect(hasRole(user([1]), [7], { ignoreAdmins: true })).toBe(false);
    expect(hasRole(user([7]), [7])).toBe(true);
    expect(hasRole(user([3]), [7])).toBe(false);
  });

  it.each([
    [user([4], ['view_cost_price']), [], true],
    [user([4], ['view_cost_price']), [{ name: 'view_cost_price' }], true],
    [user([4], ['view_cost_price']), [{ name: 'view_sale_price' }], false],
    [user([4]), [], false],
    [user([1]), [{ name: 'view_sale_price' }], false],
    [user([1]), null, true],
  ])('cost visible for %j on a quote listing %j: %s', (u, quotePerms, ok) =>
    expect(canViewOnQuote(u, 'view_cost_price', quotePerms)).toBe(ok),
  );

  it.each([
    [user([ROLES.OPERATOR], ['view_sale_price', 'view_cost_price']), false],
    [user([ROLES.OPERATOR], ['view_price_searched']), true],
    [user([ROLES.TRAVEL_AGENT], ['view_sale_price', 'view_price_searched']), true],
    [user([ROLES.CLIENT]), false],
    [user([ROLES.ADMIN]), true],
    [user([ROLES.CLIENT_ADMIN]), true],
  ])('catalogue search prices for %j: %s', (u, ok) => expect(canViewSearchedPrices(u)).toBe(ok));

  it('travel agents never see the visibility control; pro and external-account flags', () => {
    expect(canSeeVisibilityControl(user([7]))).toBe(false);
    expect(canSeeVisibilityControl(user([4]))).toBe(true);
    expect(hasAccountOnOtherSystem({ external_code: '  ' })).toBe(false);
    expect(hasAccountOnOtherSystem({ external_code: 'X1' })).toBe(true);
    expect(priceVisibility(user([7], ['view_sale_price']))).toEqual({ canViewCost: false, canViewSale: true });
  });
});

describe('stripping price fields', () => {
  const quote = {
    id: 1,
    title: 'Cusco',
    services: [
      {
        id: 1,
        name: 'Van',
        cost: 35,
        cost_unit: 35,
        price: 43.75,
        price_unit: 43.75,
        margin: 8.75,
        percentage_margin: 20,
        service_supplier: [{ supplier_code: 'S1', name: 'Van Co', cost: 35, cost_unit: 35 }],
      },
    ],
    prices: [
      {
        type: 'seller',
        prices: [
          {
            level: 1,
            total: 1664,
            fee: 60,
            margin: 383,
            sub_total_hotel: 750,
            sub_total_service: 471,
            hotel_total: 937.5,
            services_total: 588.75,
            margin_percentage_hotel: 20,
            margin_percentage_service: 20,
            pax_prices: [{ pax_id: 1, price: 315.94, mkt_coin: 15.8, total_price: 347, total_cost: 263.25 }],
          },
        ],
      },
    ],
    created: new Date(0),
  };

  it('removes cost fields at every depth without view_cost_price, leaving the keys out', () => {
    const out = stripPriceFields(quote, { canViewCost: false, canViewSale: true });
    const text = JSON.stringify(out);
    for (const k of [
      '"cost"',
      '"cost_unit"',
      '"margin"',
      '"percentage_margin"',
      '"total_cost"',
      '"sub_total_hotel"',
      '"sub_total_service"',
      '"margin_percentage_hotel"',
      '"margin_percentage_service"',
    ]) {
      expect(text).not.toContain(k);
    }
    expect(out.services[0]).toEqual({
      id: 1,
      name: 'Van',
      price: 43.75,
      price_unit: 43.75,
      service_supplier: [{ supplier_code: 'S1', name: 'Van Co' }],
    });
    expect(out.prices[0].prices[0].pax_prices[0]).toEqual({
      pax_id: 1,
      price: 315.94,
      mkt_coin: 15.8,
      total_price: 347,
    });
    expect(Object.keys(out.services[0])).not.toContain('cost');
    expect(out.created).toBe(quote.created);
  });

  it('removes sale fields without view_sale_price', () => {
    const out = stripPriceFields(quote, { canViewCost: true, canViewSale: false });
    expect(out.services[0]).not.toHaveProperty('price');
    expect(out.services[0]).toHaveProperty('cost', 35);
    expect(out.prices[0].prices[0]).toEqual({
      level: 1,
      margin: 383,
      sub_total_hotel: 750,
      sub_total_service: 471,
      margin_percentage_hotel: 20,
      margin_percentage_service: 20,
      pax_prices: [{ pax_id: 1, total_cost: 263.25 }],
    });
  });

  it('returns the input untouched when everything may be seen, and never mutates it', () => {
    expect(stripPriceFields(quote, { canViewCost: true, canViewSale: true })).toBe(quote);
    stripPriceFields(quote, { canViewCost: false, canViewSale: false });
    expect(quote.services[0].cost).toBe(35);
  });
});

describe('historyValuesHidden', () => {
  const saleOnly = { canViewCost: false, canViewSale: true };
  const nothing = { canViewCost: false, canViewSale: false };
  it.each([
    ['edit_cost_unit', saleOnly, true],
    ['edit_percentage_margin', saleOnly, true],
    ['margin_hotel', saleOnly, true],
    ['edit_price', saleOnly, false],
    ['pax_prices', saleOnly, false],
    ['edit_price', nothing, true],
    ['pax_prices', nothing, true],
    ['price', nothing, true],
    ['title', nothing, false],
    ['day', nothing, false],
    [null, nothing, false],
  ] as const)('%s with %j → %s', (field, visibility, hidden) =>
    expect(historyValuesHidden(field, visibility)).toBe(hidden),
  );

  it('hides nothing from a user who sees both', () => {
    for (const field of ['edit_cost_unit', 'margin_services', 'price', 'pax_prices'])
      expect(historyValuesHidden(field, { canViewCost: true, canViewSale: true })).toBe(false);
  });
});

describe('assigning', () => {
  it('lets admins, client admins and operators assign, nobody else', () => {
    expect([1, 2, 3, 4, 7].filter((roleId) => mayAssign({ roleId, clientId: null }))).toEqual([1, 2, 4]);
  });
  it.each([
    [null, 5, true],
    [null, null, true],
    [5, 5, true],
    [6, 5, false],
    [5, null, false],
  ] as const)('a user of client %s takes a record of client %s → %s', (assigneeClient, recordClient, allowed) => {
    expect(assigneeRefusal({ clientId: assigneeClient }, recordClient, 'quote') === null).toBe(allowed);
  });
});
