import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { updateAuthUser } from '../../../lib/auth-storage';
import { currentUserQueryOptions } from './get-current-user';
import type { ProfileUser } from './profile-user';
import type { Language } from '@itinera/domain/i18n';

/** POST /tenant/user/profile {name?, language?}: the spec has no update call, so this is our own (api-shapes). */
export const updateProfile = (input: { name?: string; language?: Language }) =>
  http<{ data: ProfileUser }>('/tenant/user/profile', { method: 'POST', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      // The header reads the stored auth data: keep it in step with the server.
      updateAuthUser({ name: data.name, ...(data.language !== undefined ? { language: data.language } : {}) });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
