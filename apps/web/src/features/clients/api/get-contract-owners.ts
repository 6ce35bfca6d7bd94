import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

export interface ContractOwner {
  id: number;
  name: string;
  email: string;
  active: boolean;
  client: { id: number; name: string } | null;
}

/**
 * GET /tenant/users, staff only: who may own a contract (the account manager). Under the 'users'
 * key, so the users screen's writes refresh it too.
 */
export const getContractOwners = async () => {
  const page = await http<ListEnvelope<ContractOwner>>('/tenant/users', { query: { limit: 500 } });
  return page.data.filter((user) => user.client === null);
};

export const contractOwnersQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'contract-owners'], queryFn: getContractOwners, staleTime: 5 * 60_000 });

export const useContractOwners = () => useQuery(contractOwnersQueryOptions());
