/** Why price inputs are read-only: the quote entered Sent or Under Review (domain.md, status rules). */
export const PRICES_LOCKED_REASON = 'Prices are locked while the quote is Sent or Under Review';
