// The trip-length filter shared by the quote list and the template screens.

/** The longest trip the length filters offer. */
export const MAX_DAYS = 30;

/** Length choices: '1 day' … '30 days'. */
export const DURATION_OPTIONS = Array.from({ length: MAX_DAYS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 day' : `${i + 1} days`,
}));
