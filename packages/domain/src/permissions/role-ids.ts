// The role ids of docs/domain/README.md, apart from the checks in roles.ts: those build zod schemas, and a
// screen that needs only an id (the web's first download) must not bring zod with it.
export const ROLES = { ADMIN: 1, CLIENT_ADMIN: 2, CLIENT: 3, OPERATOR: 4, TRAVEL_AGENT: 7 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

/** Whether a session's role id is this role: `isRole(user.roleId, ROLES.ADMIN)`, never `roleId === 1`. */
export const isRole = (roleId: number | null | undefined, role: RoleId): boolean => roleId === role;
