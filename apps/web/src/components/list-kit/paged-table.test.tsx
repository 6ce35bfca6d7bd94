import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { PagedTable, type PagedColumn, type PagedTableProps } from './paged-table';

// The list table the quotes list draws on (decision 0043): what mantine-datatable did for the list,
// sorting, paging, row click and the empty state, on a plain Mantine Table.

afterEach(cleanup);

interface Row {
  id: number;
  code: string;
}

const COLUMNS: PagedColumn<Row>[] = [
  { accessor: 'code', title: 'Code', width: 116, sortable: true, render: (r) => r.code },
  { accessor: 'note', title: 'Note', render: (r) => `note of ${r.code}` },
];

function draw(patch: Partial<PagedTableProps<Row>> = {}) {
  const props: PagedTableProps<Row> = {
    noun: { one: 'quote', many: 'quotes' },
    records: [
      { id: 1, code: 'A1' },
      { id: 2, code: 'B2' },
    ],
    total: 12,
    page: 2,
    limit: 5,
    pageSizes: [5, 10, 20],
    fetching: false,
    onPage: vi.fn(),
    onLimit: vi.fn(),
    emptyState: <p>Nothing matches</p>,
    columns: COLUMNS,
    sortStatus: { columnAccessor: 'code', direction: 'asc' },
    onSortStatusChange: vi.fn(),
    onRowClick: vi.fn(),
    rowStyle: () => ({ cursor: 'pointer' }),
    ...patch,
  };
  render(
    <MantineProvider>
      <PagedTable<Row> {...props} />
    </MantineProvider>,
  );
  return props;
}

describe('a paged list table', () => {
  it('names itself, draws a row per record with fixed column widths, and opens a row on click', () => {
    const props = draw();
    const table = screen.getByRole('table', { name: 'Quotes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // the header and two records
    fireEvent.click(within(table).getByText('note of B2'));
    expect(props.onRowClick).toHaveBeenCalledWith({ id: 2, code: 'B2' });
    expect(within(table).getByRole('columnheader', { name: /Code/ }).style.width).toBe('116px');
  });

  it('says how a column is sorted and flips it on click', () => {
    const props = draw();
    const code = screen.getByRole('columnheader', { name: /Code/ });
    expect(code.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(code).getByRole('button'));
    expect(props.onSortStatusChange).toHaveBeenCalledWith({ columnAccessor: 'code', direction: 'desc' });
    // A column that is not sortable has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
  });

  it('pages on the server: the range, the page size and the pages', () => {
    const props = draw();
    expect(screen.getByText('6–7 of 12 quotes')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quotes per page'), { target: { value: '10' } });
    expect(props.onLimit).toHaveBeenCalledWith(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPage).toHaveBeenCalledWith(3);
  });

  it('shows the empty state instead of rows and pager, and neither while the first answer loads', () => {
    draw({ records: [], total: 0 });
    expect(screen.getByText('Nothing matches')).toBeTruthy();
    expect(screen.queryByLabelText('Quotes per page')).toBeNull();
    cleanup();
    draw({ records: [], total: 0, fetching: true });
    expect(screen.queryByText('Nothing matches')).toBeNull();
  });
});
