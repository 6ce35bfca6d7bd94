import { useMutation } from '@tanstack/react-query';
import type { registerBodySchema, registerResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { writeAuth, type AuthData } from '../../../lib/auth-storage';

/** The form's fields: the role is added here, never typed. */
export type RegisterInput = Omit<ReturnType<(typeof registerBodySchema)['parse']>, 'role'>;

/** 201 answer: the new tenant's admin; a token only if the server signs the user in straight away. */
export type RegisterResponse = ReturnType<(typeof registerResponseSchema)['parse']>;

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
