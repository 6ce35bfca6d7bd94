import { useMutation } from '@tanstack/react-query';
import type { registerBodySchema, registerResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { writeAuth, type AuthData } from '../../../lib/auth-storage';

/** What the call needs: the role and the confirmation are added here (the form checks its own confirmation field). */
export type RegisterInput = Omit<ReturnType<(typeof registerBodySchema)['parse']>, 'role' | 'password_confirmation'>;

/** 201 answer: the new tenant's admin; a token only if the server signs the user in straight away. */
export type RegisterResponse = ReturnType<(typeof registerResponseSchema)['parse']>;

/**
 * POST /tenant/register as the spec's client sends it (spec 01 §5): role 1 (the server decides the
 * role anyway) and the password repeated as its own confirmation.
 */
export const register = ({ name, company, email, password }: RegisterInput) =>
  http<RegisterResponse & Partial<AuthData>>('/tenant/register', {
    method: 'POST',
    body: { name, company, email, password, password_confirmation: password, role: 1 },
  });

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
