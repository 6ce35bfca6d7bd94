import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/role-ids';
import { mayExport } from './may-export';

describe('who may export a quote to another system', () => {
  it.each([
    [ROLES.ADMIN, true],
    [ROLES.CLIENT_ADMIN, true],
    [ROLES.OPERATOR, false],
    [ROLES.CLIENT, false],
    [ROLES.TRAVEL_AGENT, false],
  ])('role %i: %s', (role, may) => {
    expect(mayExport({ roles: [{ id: role }], permissions: [] })).toBe(may);
  });
});
