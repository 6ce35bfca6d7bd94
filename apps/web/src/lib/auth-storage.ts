// The signed-in user's auth data, kept in localStorage as the spec's client does ("auth data").
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  photo: string | null;
  external_code: string | null;
  roles: { data: { id: number; name: string }[] };
}

export interface AuthData {
  token: string;
  user: AuthUser;
  permissions: { name: string }[];
  user_type: { name: string; restrictions?: { tabs: Record<string, boolean> } };
}

const KEY = 'itinera.auth';

export function readAuth(): AuthData | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AuthData) : null;
  } catch {
    return null;
  }
}

export function writeAuth(data: AuthData): void {
  localStorage.setItem(KEY, JSON.stringify(data));
}

export function clearAuth(): void {
  localStorage.removeItem(KEY);
}

export const isSignedIn = () => readAuth() !== null;
