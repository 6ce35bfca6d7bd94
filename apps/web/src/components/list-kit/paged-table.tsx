import { useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import { Box, Center, Group, Loader, Paper, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { capital } from './list-body';
import type { ListTablePaging } from './list-table';
import { TablePager } from './table-pager';

export interface PagedColumn<T> {
  accessor: string;
  title: ReactNode;
  /** Fixed width in px (min = max = width); a column without one takes the room left. */
  width?: number;
  textAlign?: 'left' | 'right';
  sortable?: boolean;
  render: (record: T) => ReactNode;
}

export interface SortStatus {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

export interface PagedTableProps<T extends { id: string | number }> extends ListTablePaging<T> {
  columns: PagedColumn<T>[];
  sortStatus: SortStatus;
  /** A click on a sortable header: the same column flips its order, another column starts ascending. */
  onSortStatusChange: (status: SortStatus) => void;
  onRowClick: (record: T) => void;
  rowStyle: (record: T) => CSSProperties;
}

/**
 * A server-paged list table on Mantine's plain `Table`: sortable headers, row click, the pager and
 * the empty state. The quotes list is on the first screen, and mantine-datatable (15 kB gzip, with
 * its resize observers, scroll shadows and column stores the list never used) cost more than the
 * list itself (decision 0043). It keeps the datatable's look: bordered, rounded, hover highlight.
 */
export function PagedTable<T extends { id: string | number }>(props: PagedTableProps<T>) {
  const { columns, sortStatus } = props;
  // New rows are drawn in a deferred render, in slices the browser can interrupt: a page of rows
  // (tooltips, status menus, avatars) was the longest task after the list's answer (decision 0043).
  // Until they are drawn the previous rows stay, under the loader.
  const records = useDeferredValue(props.records);
  const drawing = records !== props.records;
  const fetching = props.fetching || drawing;
  const widthOf = (c: PagedColumn<T>): CSSProperties | undefined =>
    c.width ? { width: c.width, minWidth: c.width, maxWidth: c.width } : undefined;
  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
      <Box style={{ overflowX: 'auto' }}>
        <Table
          aria-label={capital(props.noun.many)}
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing="sm"
          fz="sm"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const sorted = sortStatus.columnAccessor === c.accessor ? sortStatus.direction : undefined;
                return (
                  <Table.Th
                    key={c.accessor}
                    ta={c.textAlign}
                    style={widthOf(c)}
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortable ? (
                      <SortButton
                        title={c.title}
                        right={c.textAlign === 'right'}
                        sorted={sorted}
                        onClick={() =>
                          props.onSortStatusChange({
                            columnAccessor: c.accessor,
                            direction: sorted === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      />
                    ) : (
                      c.title
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((r) => (
              <Table.Tr key={r.id} onClick={() => props.onRowClick(r)} style={props.rowStyle(r)}>
                {columns.map((c) => (
                  <Table.Td key={c.accessor} ta={c.textAlign} style={widthOf(c)}>
                    {c.render(r)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {records.length > 0 ? (
        <TablePager {...props} records={records} />
      ) : (
        // The empty state (or, before the first answer, the loader alone) where the rows would be.
        <Center mih={210}>{fetching ? null : props.emptyState}</Center>
      )}
      {fetching && (
        <Center
          pos="absolute"
          inset={0}
          style={{ zIndex: 3, background: 'color-mix(in srgb, var(--mantine-color-body), transparent 25%)' }}
        >
          <Loader />
        </Center>
      )}
    </Paper>
  );
}

interface SortButtonProps {
  title: ReactNode;
  right: boolean;
  sorted?: 'asc' | 'desc';
  onClick: () => void;
}

function SortButton({ title, right, sorted, onClick }: SortButtonProps) {
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconSelector;
  return (
    <UnstyledButton onClick={onClick} fw="inherit" fz="inherit" w="100%">
      <Group gap={4} justify={right ? 'flex-end' : 'space-between'} wrap="nowrap">
        {title}
        <Icon size={14} color={sorted ? undefined : 'var(--mantine-color-gray-5)'} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
