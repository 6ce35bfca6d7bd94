import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The trip-length filter shared by the quote list and the template screens.

/** The longest trip the length filters offer. */
export const MAX_DAYS = 30;

const LENGTHS = Array.from({ length: MAX_DAYS }, (_, i) => i + 1);

/** Length choices in the reader's language: '1 day' … '30 days', '1 día', '2 dias'. */
export function useDurationOptions() {
  // `t` changes with the language, and the labels with it.
  const { t } = useTranslation('quotes');
  return useMemo(() => LENGTHS.map((n) => ({ value: String(n), label: t('row.days', { count: n }) })), [t]);
}
