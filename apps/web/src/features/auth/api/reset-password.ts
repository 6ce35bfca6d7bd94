import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface ResetPasswordInput {
  password: string;
  password_confirmation: string;
  id: number;
  token: string;
}

/** POST /tenant/user/reset/password (no token); id and token come from the e-mailed link. */
export const resetPassword = (input: ResetPasswordInput) =>
  http<{ data: { message: string } }>('/tenant/user/reset/password', { method: 'POST', body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesError: true } });
}
