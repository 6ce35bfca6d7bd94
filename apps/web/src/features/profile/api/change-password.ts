import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /tenant/user/password. */
export const changePassword = (input: ChangePasswordInput) =>
  http<{ data: { message: string } }>('/tenant/user/password', { method: 'POST', body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesError: true } });
}
