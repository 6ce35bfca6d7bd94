// Who may sign in (and ask for a reset link): an active user whose client agency, if it has one,
// is still a client. Archiving a client closes its people's accounts; the tour operator keeps the
// quotes it sold to them (decision 0055). The session lookup applies the same rule in its SQL.

export interface AccountState {
  active: boolean;
  /** The user's client is archived; null or absent for the operator's staff. */
  clientArchived?: boolean | null;
}

export const accountOpen = (user: AccountState): boolean => user.active && user.clientArchived !== true;
