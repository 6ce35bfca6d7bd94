import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';

/** A cell with no value: a dimmed dash, so "none" reads differently from a blank still loading. */
export const DASH = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

/** The pager's "1–15 of 120" of the server-paged tables. */
export const pageRange = ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
  `${from}–${to} of ${totalRecords}`;

/** The row's code, first column of the catalogue tables: monospace and dimmed, read second to the name. */
export function codeColumn<T extends { code: string }>(width: number): DataTableColumn<T> {
  return {
    accessor: 'code',
    title: 'Code',
    width,
    render: (r) => (
      <Text size="sm" ff="monospace" c="dimmed">
        {r.code}
      </Text>
    ),
  };
}
