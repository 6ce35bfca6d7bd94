import type { AuthData } from '../../../lib/auth-storage';

/**
 * Test support: a signed-in user of one role with these permissions, for what each role sees of
 * prices; `clientId` names the client agency it belongs to (none: the operator's own people).
 */
export const authAs = (roleId: number, permissions: string[] = [], clientId: number | null = null): AuthData => ({
  token: 't',
  user: {
    id: 1,
    name: 'U',
    email: 'u@x',
    photo: null,
    external_code: null,
    client_id: clientId,
    roles: { data: [{ id: roleId, name: 'r' }] },
  },
  permissions: permissions.map((name) => ({ name })),
  user_type: { name: 'basic' },
});
