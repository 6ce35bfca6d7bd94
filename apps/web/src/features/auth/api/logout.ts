import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { clearAuth, clearCatalogueCaches } from '../../../lib/auth-storage';

/**
 * POST /tenant/logout, then the local part whatever the server said (docs/domain/spec-sections.md#section-8-errors: a logout failure
 * still clears local auth data): stored clients and contract caches go too, and the page reloads
 * at / so no signed-in state survives in memory.
 */
export async function logout(): Promise<void> {
  try {
    await http('/tenant/logout', { method: 'POST' });
  } catch {
    // Already signed out on the server, offline, or the token expired: nothing left to revoke.
  } finally {
    clearAuth();
    clearCatalogueCaches();
    window.location.assign('/');
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { handlesError: true } });
}
