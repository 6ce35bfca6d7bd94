import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createUserBodySchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { USERS_KEY, type User } from './get-users';

export type CreateUserBody = ReturnType<(typeof createUserBodySchema)['parse']>;

/** POST /tenant/users: the new user signs in with this e-mail and password. */
export const createUser = (body: CreateUserBody) => http<{ data: User }>('/tenant/users', { method: 'POST', body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
