import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
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
  // Called while the table draws, so i18n answers in the current language (issue 45, docs/decisions/issues.md).
  const t = i18n.t.bind(i18n);
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
    recordsPerPageLabel: t('list.perPage', { noun: capital(p.noun.many) }),
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t('list.range', { from, to, total: totalRecords, noun: p.noun.many }),
    getPaginationControlProps: (control: string) =>
      control === 'previous'
        ? { 'aria-label': t('list.previousPage') }
        : control === 'next'
          ? { 'aria-label': t('list.nextPage') }
          : {},
    emptyState: p.emptyState,
  };
}
