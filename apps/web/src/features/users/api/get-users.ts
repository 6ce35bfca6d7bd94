import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROLES } from '@itinera/domain';
import type { User as UserRow } from '@itinera/domain/contracts';
import { http, HttpError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import type { ListEnvelope } from '../../../lib/list-envelope';

// Labels and hints are read when shown (getters over the 'settings' catalogue), so they follow the
// language; never spread these objects (a spread reads the getters once and freezes the language).
const role = <N extends string>(id: number, name: N) => ({
  id,
  name,
  get label() {
    return i18n.t(`settings:roles.${name}.label`);
  },
  get hint() {
    return i18n.t(`settings:roles.${name}.hint`);
  },
});

export const ROLE_OPTIONS = [
  role(ROLES.ADMIN, 'admin'),
  role(ROLES.OPERATOR, 'operator'),
  role(ROLES.TRAVEL_AGENT, 'travel_agent'),
  role(ROLES.CLIENT_ADMIN, 'client_admin'),
  role(ROLES.CLIENT, 'client'),
];
/** Of the client roles (the domain's CLIENT_ROLE_IDS), those that cannot exist without their client. */
export const ROLES_NEEDING_CLIENT: number[] = [ROLES.CLIENT_ADMIN, ROLES.CLIENT];

const PERMISSIONS = ['view_sale_price', 'view_cost_price', 'view_price_searched'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PERMISSION_OPTIONS = PERMISSIONS.map((value) => ({
  value,
  get label() {
    return i18n.t(`settings:permissions.${value}.label`);
  },
  get hint() {
    return i18n.t(`settings:permissions.${value}.hint`);
  },
  /** The badge of the users list: 'Sale', 'Cost', 'Search'. */
  get short() {
    return i18n.t(`settings:permissions.${value}.short`);
  },
}));

export const roleLabel = (id: number) =>
  ROLE_OPTIONS.find((r) => r.id === id)?.label ?? i18n.t('settings:roles.unknown');

/** A row of GET /tenant/users. */
// The answer's permissions are strings in the contract; the web reads them as the three it offers.
export type User = Omit<UserRow, 'permissions'> & { permissions: Permission[] };

export interface UsersQuery {
  page: number;
  limit: number;
  role?: number;
  name?: string;
}

export const USERS_KEY = 'users';

export const getUsers = (query: UsersQuery) => http<ListEnvelope<User>>('/tenant/users', { query: { ...query } });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [USERS_KEY, 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
    // A refusal is final (the section says so, no toast); other failures get the usual retry.
    retry: (count, error) => !(error instanceof HttpError && error.status === 403) && count < 1,
    meta: { handlesError: true },
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
