import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { currentUserResponseSchema } from '@itinera/domain/contracts';

export type CurrentUserResponse = ReturnType<(typeof currentUserResponseSchema)['parse']>;

/** GET /tenant/user: `{ user, permissions, user_type }` (docs/domain/api-shapes.md). */
export const getCurrentUser = () => http<CurrentUserResponse>('/tenant/user');

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['current-user'], queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
