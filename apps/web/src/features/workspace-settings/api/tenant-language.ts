import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantLanguage } from '@itinera/domain/contracts';
import type { Language } from '@itinera/domain/i18n';
import { updateAuthUser } from '../../../lib/auth-storage';
import { http } from '../../../lib/http';

const KEY = ['tenant-language'];

/** GET /tenant/settings/language: the workspace's default language, and whether this user may change it. */
export const useTenantLanguage = () =>
  useQuery({ queryKey: KEY, queryFn: () => http<{ data: TenantLanguage }>('/tenant/settings/language') });

/** PUT /tenant/settings/language; null removes it. */
export function useSaveTenantLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language | null) =>
      http<{ data: TenantLanguage }>('/tenant/settings/language', {
        method: 'PUT',
        body: { default_language: language },
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(KEY, { data });
      // Stored with the signed-in user, as sign-in hands it: an admin who chose no language follows it at once.
      updateAuthUser({ tenant_language: data.default_language });
    },
  });
}
