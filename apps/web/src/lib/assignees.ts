import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';
import type { ListEnvelope } from './list-envelope';

// The people a quote or a request can be handed to. Shared by every feature that assigns, so the
// list is fetched once and cached under one key.

/** The fields of a GET /tenant/users row an assignee picker needs. */
export interface Assignee {
  id: number;
  name: string;
  email: string;
  role: { id: number; name: string };
  active: boolean;
}

/** GET /tenant/users?limit=100: staff see the company's users, a client admin its own client's. */
export const listAssignees = () => http<ListEnvelope<Assignee>>('/tenant/users', { query: { page: 1, limit: 100 } });

export const assigneesQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'assignees'], queryFn: listAssignees, staleTime: 5 * 60_000 });

export const useAssignees = (enabled: boolean) => useQuery({ ...assigneesQueryOptions(), enabled });
