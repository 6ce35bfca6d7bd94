import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { i18n } from '../lib/i18n';

/** A cell with no value: a dimmed dash, so "none" reads differently from a blank still loading. */
export const DASH = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

/** The pager's "1–15 of 120" of the server-paged tables. */
export const pageRange = ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
  i18n.t('table.range', { from, to, total: totalRecords });

/** The row's code, first column of the catalogue tables: monospace and dimmed, read second to the name. */
export function codeColumn<T extends { code: string }>(width: number): DataTableColumn<T> {
  return {
    accessor: 'code',
    title: i18n.t('table.code'),
    width,
    render: (r) => (
      <Text size="sm" ff="monospace" c="dimmed">
        {r.code}
      </Text>
    ),
  };
}

/** The pager's arrows named in the interface language (mantine-datatable's own say 'Previous page' in English). */
export const pagerControlLabels = (control: 'first' | 'last' | 'previous' | 'next') => ({
  'aria-label': i18n.t(`list.${control}Page`),
});
