import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { writeAuth, type AuthData } from '../../../lib/auth-storage';

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean;
}

/** POST /tenant/login; only a 200 counts as success (spec). */
export const login = (input: LoginInput) => http<AuthData>('/tenant/login', { method: 'POST', body: input });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    // The sign-in form shows the failure in an alert above the fields, not as a toast.
    meta: { handlesError: true },
    onSuccess: (data) => writeAuth(data),
  });
}
