import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { USERS_KEY, type Permission, type User } from './get-users';

export interface CreateUserBody {
  name: string;
  email: string;
  password: string;
  role: number;
  permissions: Permission[];
  client_id: number | null;
}

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
