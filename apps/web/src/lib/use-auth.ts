import { useSyncExternalStore } from 'react';
import { readAuth, subscribeAuth, type AuthData } from './auth-storage';

/** The stored auth data, re-rendering when it changes (profile edits, sign-out, other tabs). */
export function useAuth(): AuthData | null {
  return useSyncExternalStore(subscribeAuth, readAuth, () => null);
}

/** The signed-in user's roles (none when signed out), for the domain's role checks. */
export const useRoles = () => useAuth()?.user.roles.data ?? [];
