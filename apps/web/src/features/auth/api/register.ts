import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { writeAuth, type AuthData, type AuthUser } from '../../../lib/auth-storage';

export interface RegisterInput {
  name: string;
  company: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** 201 answer: the new tenant's admin; a token only if the server signs the user in straight away. */
export interface RegisterResponse {
  token?: string;
  data?: { user: AuthUser; tenant: { name: string; domain: string; url: string } };
}

/** POST /tenant/register; the spec's client sends role 1 (the server decides the role anyway). */
export const register = (input: RegisterInput) =>
  http<RegisterResponse & Partial<AuthData>>('/tenant/register', { method: 'POST', body: { ...input, role: 1 } });

export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { handlesError: true },
    onSuccess: (data) => {
      // Stored like a login only when the answer is a full sign-in (token + user).
      if (data.token && data.user) writeAuth(data as AuthData);
    },
  });
}
