import 'mantine-datatable/styles.css';

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
