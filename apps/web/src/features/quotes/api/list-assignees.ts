import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

/** The fields of a GET /tenant/users row the assignee picker needs. */
export interface Assignee {
  id: number;
  name: string;
  email: string;
  role: { id: number; name: string };
  active: boolean;
}

/** GET /tenant/users?limit=100: the people a quote can be handed to (staff, or a client admin's own users). */
export const listAssignees = () => http<ListEnvelope<Assignee>>('/tenant/users', { query: { page: 1, limit: 100 } });

export const assigneesQueryOptions = () => queryOptions({ queryKey: ['users', 'assignees'], queryFn: listAssignees, staleTime: 5 * 60_000 });

export const useAssignees = (enabled: boolean) => useQuery({ ...assigneesQueryOptions(), enabled });
