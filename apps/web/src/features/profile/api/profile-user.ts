import type { User } from '@itinera/domain/contracts';

// The user as the profile calls answer it (users.contract: `{ data: user }`): the fields the profile shows.
export type ProfileUser = Pick<User, 'id' | 'name' | 'email' | 'photo' | 'language' | 'role' | 'client'>;
