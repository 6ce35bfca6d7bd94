import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { USERS_KEY, type Permission, type User } from './get-users';

export interface UpdateUserBody {
  name: string;
  role: number;
  permissions: Permission[];
  active: boolean;
  client_id: number | null;
}

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
