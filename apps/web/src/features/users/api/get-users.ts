import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User as UserRow } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

export const ROLE_OPTIONS = [
  { id: 1, name: 'admin', label: 'Administrator', hint: 'Everything, including the catalogue and users.' },
  { id: 4, name: 'operator', label: 'Operator', hint: 'Builds and prices quotes for every client.' },
  { id: 7, name: 'travel_agent', label: 'Travel agent', hint: 'Builds quotes; sees only their own.' },
  { id: 2, name: 'client_admin', label: 'Client administrator', hint: 'Manages the users and quotes of one client.' },
  { id: 3, name: 'client', label: 'Client user', hint: 'Sees the quotes of one client.' },
] as const;
export const ROLE_ADMIN = 1;
export const ROLE_CLIENT_ADMIN = 2;
/** Roles that belong to a client agency; the first two cannot exist without one. */
export const CLIENT_ROLES: number[] = [2, 3, 7];
export const ROLES_NEEDING_CLIENT: number[] = [2, 3];

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
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
