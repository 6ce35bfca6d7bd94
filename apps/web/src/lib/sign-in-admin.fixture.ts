import { ROLES } from '@itinera/domain';
import { writeAuth } from './auth-storage';

/** Test support: screens' tests run signed in as an admin. */
export const signInAdmin = () =>
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'Ana Admin',
      email: 'a@x',
      photo: null,
      external_code: null,
      roles: { data: [{ id: ROLES.ADMIN, name: 'admin' }] },
    },
    permissions: [],
    user_type: { name: 'pro' },
  });
