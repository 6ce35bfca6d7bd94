import 'mantine-datatable/styles.css';
import { i18n } from '../lib/i18n';

/**
 * One look for every list table (mantine-datatable): bordered, rounded, hover highlight and room for
 * the "nothing here" text (emptyMinHeight). Spread into <DataTable {...TABLE_DEFAULTS} …/>; importing this module
 * also loads the table's styles.
 */
export const TABLE_DEFAULTS = {
  withTableBorder: true,
  borderRadius: 'md',
  highlightOnHover: true,
  verticalSpacing: 'sm',
  horizontalSpacing: 'md',
  fz: 'sm',
} as const;

/** Room for the "nothing here" text and the loader while a list is empty; none once it has rows. */
export const emptyMinHeight = (rows: number) => (rows > 0 ? undefined : 180);

/**
 * The "nothing here" text of a list: a refused or failed read says why (the API's sentence), so a
 * 403 is never shown as an empty list.
 */
export function emptyText(error: unknown, empty: string): string {
  if (!error) return empty;
  const message = error instanceof Error ? error.message : '';
  return message ? i18n.t('table.loadFailedWith', { message }) : i18n.t('table.loadFailed');
}
