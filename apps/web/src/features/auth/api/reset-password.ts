import { useMutation } from '@tanstack/react-query';
import type { messageResponseSchema, resetPasswordBodySchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type ResetPasswordInput = ReturnType<(typeof resetPasswordBodySchema)['parse']>;
type MessageResponse = ReturnType<(typeof messageResponseSchema)['parse']>;

/** POST /tenant/user/reset/password (no token); id and token come from the e-mailed link. */
export const resetPassword = (input: ResetPasswordInput) =>
  http<MessageResponse>('/tenant/user/reset/password', { method: 'POST', body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesError: true } });
}
