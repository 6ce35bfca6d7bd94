import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROLES } from '@itinera/domain';
import type { User as UserRow } from '@itinera/domain/contracts';
import { http, HttpError } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

export const ROLE_OPTIONS = [
  { id: ROLES.ADMIN, name: 'admin', label: 'Administrator', hint: 'Everything, including the catalogue and users.' },
  { id: ROLES.OPERATOR, name: 'operator', label: 'Operator', hint: 'Builds and prices quotes for every client.' },
  { id: ROLES.TRAVEL_AGENT, name: 'travel_agent', label: 'Travel agent', hint: 'Builds quotes; sees only their own.' },
  {
    id: ROLES.CLIENT_ADMIN,
    name: 'client_admin',
    label: 'Client administrator',
    hint: 'Manages the users and quotes of one client.',
  },
  { id: ROLES.CLIENT, name: 'client', label: 'Client user', hint: 'Sees the quotes of one client.' },
] as const;
/** Of the client roles (the domain's CLIENT_ROLE_IDS), those that cannot exist without their client. */
export const ROLES_NEEDING_CLIENT: number[] = [ROLES.CLIENT_ADMIN, ROLES.CLIENT];

export const PERMISSION_OPTIONS = [
  { value: 'view_sale_price', label: 'Sale prices', hint: 'Sees the prices the client pays.' },
  { value: 'view_cost_price', label: 'Cost prices', hint: 'Sees net costs and margins.' },
  {
    value: 'view_price_searched',
    label: 'Prices in the service search',
    hint: 'Sees a price next to each service found.',
  },
] as const;
export type Permission = (typeof PERMISSION_OPTIONS)[number]['value'];

export const roleLabel = (id: number) => ROLE_OPTIONS.find((r) => r.id === id)?.label ?? 'Unknown role';

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
