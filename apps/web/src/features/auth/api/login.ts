import { useMutation } from '@tanstack/react-query';
import type { loginBodySchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { writeAuth, type AuthData } from '../../../lib/auth-storage';

// `import type`: the sign-in screen is in the first download, and zod must not be.
export type LoginInput = ReturnType<(typeof loginBodySchema)['parse']>;

/** POST /tenant/login; only a 200 counts as success (spec 01 §7, §8: "Login is rejected on any status other than 200"). */
export const login = (input: LoginInput) =>
  http<AuthData>('/tenant/login', { method: 'POST', body: input, okStatuses: [200] });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    // The sign-in form shows the failure in an alert above the fields, not as a toast.
    meta: { handlesError: true },
    onSuccess: (data) => writeAuth(data),
  });
}
