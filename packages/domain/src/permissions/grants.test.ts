import { describe, expect, it } from 'vitest';
import { canViewCatalogueCosts, effectivePermissions, grantablePermissions, permissionGrantRefusal } from './grants';

const admin = { roleId: 1, permissions: [] };
const clientAdmin = { roleId: 2, permissions: [] };
const operator = { roleId: 4, permissions: ['view_sale_price'] };

describe('permission grants', () => {
  it('keeps cost prices to admins and operators', () => {
    expect(effectivePermissions(7, ['view_sale_price', 'view_cost_price'])).toEqual(['view_sale_price']);
    expect(effectivePermissions(2, ['view_cost_price'])).toEqual([]);
    expect(effectivePermissions(4, ['view_cost_price'])).toEqual(['view_cost_price']);
  });

  it('lets an actor give only what it holds and the role may hold', () => {
    expect(grantablePermissions(admin, 7)).toEqual(['view_sale_price', 'view_price_searched']);
    expect(grantablePermissions(admin, 4)).toEqual(['view_sale_price', 'view_cost_price', 'view_price_searched']);
    expect(grantablePermissions(clientAdmin, 7)).toEqual(['view_sale_price', 'view_price_searched']);
    expect(grantablePermissions(operator, 4)).toEqual(['view_sale_price']);
  });

  it('refuses raising, giving what one lacks, and what the role may not hold; keeping is fine', () => {
    expect(
      permissionGrantRefusal(clientAdmin, {
        targetRoleId: 7,
        current: [],
        requested: ['view_cost_price'],
        self: false,
      }),
    ).toMatch(/cannot hold cost prices/);
    expect(
      permissionGrantRefusal(admin, {
        targetRoleId: 1,
        current: ['view_sale_price'],
        requested: ['view_sale_price', 'view_cost_price'],
        self: true,
      }),
    ).toMatch(/your own/);
    expect(
      permissionGrantRefusal(operator, { targetRoleId: 4, current: [], requested: ['view_cost_price'], self: false }),
    ).toMatch(/do not hold it/);
    expect(
      permissionGrantRefusal(operator, {
        targetRoleId: 4,
        current: ['view_cost_price'],
        requested: ['view_cost_price'],
        self: false,
      }),
    ).toBeNull();
    expect(
      permissionGrantRefusal(admin, {
        targetRoleId: 1,
        current: ['view_sale_price', 'view_cost_price'],
        requested: ['view_sale_price'],
        self: true,
      }),
    ).toBeNull();
  });

  it('shows catalogue costs to the admin and to operators holding cost prices only', () => {
    expect(canViewCatalogueCosts(1, [])).toBe(true);
    expect(canViewCatalogueCosts(4, ['view_cost_price'])).toBe(true);
    expect(canViewCatalogueCosts(4, [])).toBe(false);
    expect(canViewCatalogueCosts(7, ['view_cost_price'])).toBe(false);
    expect(canViewCatalogueCosts(2, ['view_cost_price'])).toBe(false);
  });
});
