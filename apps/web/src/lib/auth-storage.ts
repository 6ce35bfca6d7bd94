// The signed-in user's auth data, kept in localStorage as the spec's client does ("auth data").
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  photo: string | null;
  external_code: string | null;
  /** The client agency the user belongs to; null (or absent in older stored data) for the operator's people. */
  client_id?: number | null;
  /** The interface language saved on the user (Profile); null or absent (older stored data): none chosen. */
  language?: string | null;
  /** The workspace's default language (Configuration): the screens' language while `language` is null. */
  tenant_language?: string | null;
  roles: { data: { id: number; name: string }[] };
}

export interface AuthData {
  token: string;
  user: AuthUser;
  permissions: { name: string }[];
  user_type: { name: string; restrictions?: { tabs: Record<string, boolean> } };
}

const KEY = 'itinera.auth';
/** Catalogue lists (clients, per-client contracts …) are cached under this prefix; sign-out drops them. */
export const CACHE_PREFIX = 'itinera.cache.';

// Parsing once per stored string keeps the snapshot stable for useSyncExternalStore.
let lastRaw: string | null = null;
let lastValue: AuthData | null = null;
const listeners = new Set<() => void>();

export function readAuth(): AuthData | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastValue = raw ? (JSON.parse(raw) as AuthData) : null;
    }
    return lastValue;
  } catch {
    return null;
  }
}

function emit() {
  listeners.forEach((listener) => listener());
}

export function writeAuth(data: AuthData): void {
  localStorage.setItem(KEY, JSON.stringify(data));
  emit();
}

/** Merges fresh user fields (a new name or photo) into the stored auth data. */
export function updateAuthUser(patch: Partial<AuthUser>): void {
  const current = readAuth();
  if (current) writeAuth({ ...current, user: { ...current.user, ...patch } });
}

export function clearAuth(): void {
  localStorage.removeItem(KEY);
  emit();
}

/** Sign-out: the spec clears stored clients and per-client contract caches. */
export function clearCatalogueCaches(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(CACHE_PREFIX)) localStorage.removeItem(key);
}

/** Also hears other tabs: signing out in one tab updates the header in the others. */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const isSignedIn = () => readAuth() !== null;
