// The user as the profile calls answer it (users.contract: `{ data: user }`).
export interface ProfileUser {
  id: number;
  name: string;
  email: string;
  photo: string | null;
  role: { id: number; name: string };
  client: { id: number; name: string } | null;
}
