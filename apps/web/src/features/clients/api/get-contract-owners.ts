import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listUsersResponseSchema, User } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type ContractOwner = Pick<User, 'id' | 'name' | 'email' | 'active' | 'client'>;
type UserList = ReturnType<(typeof listUsersResponseSchema)['parse']>;

/**
 * GET /tenant/users, staff only: who may own a contract (the account manager). Under the 'users'
 * key, so the users screen's writes refresh it too.
 */
export const getContractOwners = async () => {
  const page = await http<UserList>('/tenant/users', { query: { limit: 500 } });
  return page.data.filter((user) => user.client === null);
};

export const contractOwnersQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'contract-owners'], queryFn: getContractOwners, staleTime: 5 * 60_000 });

export const useContractOwners = () => useQuery(contractOwnersQueryOptions());
