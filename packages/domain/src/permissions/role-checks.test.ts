import { describe, expect, it } from 'vitest';
import { hasRole } from './roles';
import { hasAdminRole, holdsRole, mayAssignRecords, maySetExternalAccount, mayShareRecords } from './role-checks';
import { ASSIGNING_ROLE_IDS } from './assign';
import { ROLES } from './role-ids';

const user = (...ids: number[]) => ids.map((id) => ({ id }));

describe('role checks on a role list', () => {
  it('only the admin is the admin', () => {
    expect(hasAdminRole(user(ROLES.ADMIN))).toBe(true);
    expect(hasAdminRole(user(ROLES.CLIENT_ADMIN))).toBe(false);
    expect(hasAdminRole([])).toBe(false);
  });
  it("only the admin sets a user's account on the external system", () => {
    expect(maySetExternalAccount(user(ROLES.ADMIN))).toBe(true);
    for (const id of [ROLES.CLIENT_ADMIN, ROLES.OPERATOR, ROLES.CLIENT, ROLES.TRAVEL_AGENT])
      expect(maySetExternalAccount(user(id))).toBe(false);
  });
  it('assigning and sharing follow the id lists of assign.ts', () => {
    expect(mayAssignRecords(user(ROLES.CLIENT_ADMIN))).toBe(true);
    expect(mayAssignRecords(user(ROLES.TRAVEL_AGENT))).toBe(false);
    expect(mayShareRecords(user(ROLES.OPERATOR))).toBe(true);
    expect(mayShareRecords(user(ROLES.CLIENT_ADMIN))).toBe(false);
  });
  it('gives the answer of hasRole for the assigning roles (they include both admin roles)', () => {
    for (const id of Object.values(ROLES))
      expect(mayAssignRecords(user(id))).toBe(hasRole({ roles: user(id), permissions: [] }, ASSIGNING_ROLE_IDS));
    expect(holdsRole(user(3, 7), [7])).toBe(true);
  });
});
