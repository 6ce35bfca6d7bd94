import type { ReactNode } from 'react';
import { TABLE_DEFAULTS } from '../table-defaults';
import { capital, type ListNoun } from './list-body';

export interface ListTablePaging<T> {
  noun: ListNoun;
  records: T[];
  total: number;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  fetching: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  /** Shown instead of rows when the filters match nothing. */
  emptyState: ReactNode;
}

/**
 * The props a paged list table shares, spread into `<DataTable {...listTableProps(…)} columns={…} />`:
 * the look, the server paging and its texts ("Quotes per page", "1–5 of 12 quotes"). A helper rather
 * than a wrapping component, because DataTable's props are a union a wrapper would have to repeat.
 */
export function listTableProps<T>(p: ListTablePaging<T>) {
  return {
    ...TABLE_DEFAULTS,
    horizontalSpacing: 'sm' as const,
    'aria-label': capital(p.noun.many),
    minHeight: p.records.length ? undefined : 260,
    idAccessor: 'id' as const,
    records: p.records,
    fetching: p.fetching,
    totalRecords: p.total,
    page: p.page,
    onPageChange: p.onPage,
    recordsPerPage: p.limit,
    recordsPerPageOptions: [...p.pageSizes],
    onRecordsPerPageChange: p.onLimit,
    recordsPerPageLabel: `${capital(p.noun.many)} per page`,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      `${from}–${to} of ${totalRecords} ${p.noun.many}`,
    emptyState: p.emptyState,
  };
}
