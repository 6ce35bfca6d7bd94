import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /tenant/user/reset/link (no token); the answer never says whether the address exists. */
export const sendResetLink = (input: { email: string }) =>
  http<{ data: { message: string } }>('/tenant/user/reset/link', { method: 'POST', body: input });

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink, meta: { handlesError: true } });
}
