import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { USERS_KEY, type User } from './get-users';

/** PUT /tenant/users/:id: role, permissions, client and whether the account may sign in. */
export const updateUser = ({ id, ...body }: UpdateUserBody & { id: number }) =>
  http<{ data: User }>(`/tenant/users/${id}`, { method: 'PUT', body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}
