import { useMutation } from '@tanstack/react-query';
import type { changePasswordBodySchema, messageResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type ChangePasswordInput = ReturnType<(typeof changePasswordBodySchema)['parse']>;
type MessageResponse = ReturnType<(typeof messageResponseSchema)['parse']>;

/** POST /tenant/user/password. */
export const changePassword = (input: ChangePasswordInput) =>
  http<MessageResponse>('/tenant/user/password', { method: 'POST', body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesError: true } });
}
