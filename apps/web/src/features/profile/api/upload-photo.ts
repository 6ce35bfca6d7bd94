import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { updateAuthUser } from '../../../lib/auth-storage';
import { currentUserQueryOptions } from './get-current-user';
import type { ProfileUser } from './profile-user';

// The server re-checks both (it decodes the picture); these only spare a pointless upload.
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why this file cannot be a profile photo, or null when it can. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'Please choose a JPEG, PNG or WebP picture.';
  if (file.size > MAX_PHOTO_BYTES) return 'This picture is larger than 5 MB. Please choose a smaller one.';
  return null;
}

/** POST /tenant/user/photo, multipart with the field `photo`. */
export function uploadPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return http<{ data: ProfileUser }>('/tenant/user/photo', { method: 'POST', body });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    meta: { handlesError: true },
    onSuccess: ({ data }) => {
      updateAuthUser({ photo: data.photo });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
