// Which quote tabs a user type opens (docs/domain/permissions.md#user-types-and-tabs). Zod-free: the
// web's shell reads it in the first download.

/** The keys of a user type's `restrictions.tabs` (the sign-in answer's `user_type`). */
export const QUOTE_TAB_RESTRICTIONS = ['information', 'services', 'itinerary', 'book', 'export', 'pax'] as const;
export type QuoteTabRestriction = (typeof QUOTE_TAB_RESTRICTIONS)[number];

export interface UserTypeRestrictions {
  tabs?: Partial<Record<string, boolean>>;
}

/** A user type hides a tab only by saying `false` for it: no list, or no word for the tab, opens it. */
export const userTypeOpensTab = (restrictions: UserTypeRestrictions | undefined, tab: QuoteTabRestriction): boolean =>
  restrictions?.tabs?.[tab] !== false;
