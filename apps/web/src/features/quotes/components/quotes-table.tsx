import { lazy, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LazyTooltip as Tooltip } from '../../../components/lazy-tooltip';
import { IconCopy, IconTrash, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import type { QuoteId } from '@itinera/domain/contracts';
import { LazyDialog } from '../../../components/lazy-dialog';
import { QuoteStatusControl } from '../../../components/quote-status/quote-status-control';
import { BookingProgressBar } from '../../../components/booking-progress';
import { AssigneeCell } from '../../../components/list-kit/assignee-cell';
import { PagedTable, type PagedColumn, type SortStatus } from '../../../components/list-kit/paged-table';
import type { QuoteListRow } from '../api/list-quotes';
import { PAGE_SIZES, SORTABLE, type QuoteSort, type SortField } from './quote-list-state';
import { QuotePriceCell } from './quote-price-cell';
import { ExternalAccountBadge } from '../../../components/external-account-badge';

const DuplicateQuoteModal = lazy(() =>
  import('./duplicate-quote-modal').then((m) => ({ default: m.DuplicateQuoteModal })),
);

export interface QuotesTableProps {
  records: QuoteListRow[];
  total: number;
  page: number;
  limit: number;
  sort: QuoteSort[];
  fetching: boolean;
  /** Ids the server is deleting in the background (queue.deleting). */
  deleting: Set<QuoteId>;
  canAssign: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onSort: (sort: QuoteSort[]) => void;
  onOpen: (quote: QuoteListRow) => void;
  onAssign: (quote: QuoteListRow) => void;
  onDelete: (quote: QuoteListRow) => void;
  /** Shown instead of rows when the filters match nothing. */
  emptyState: ReactNode;
}

/** Text columns start A→Z, the creation date and money newest/largest first. */
const FIRST_ORDER: Record<SortField, 'asc' | 'desc'> = {
  code: 'asc',
  title: 'asc',
  start_date: 'asc',
  status: 'asc',
  num_pax: 'desc',
  created_date: 'desc',
  price: 'desc',
};
export function QuotesTable(props: QuotesTableProps) {
  const { t } = useTranslation('quotes');
  const { records, deleting, canAssign } = props;
  // The duplicate flow (form, progress, result) belongs to the row action, so it lives with the table.
  const [duplicating, setDuplicating] = useState<QuoteListRow | null>(null);
  // The price column exists only for users allowed to see sale prices: the server leaves the field out otherwise.
  const showPrice = records.some((r) => r.price !== undefined);
  const isDeleting = (q: QuoteListRow) => q.isDeleting || deleting.has(q.id);
  // Each row's dates in its client's format (the row carries it, as the quote's detail does).
  // The client's configured format, with month names in the reader's language (issue 45, docs/decisions/issues.md).
  const { clientDate } = useFormats();
  const date = (q: QuoteListRow, value: string | null) => clientDate(value, q.client);

  const columns: PagedColumn<QuoteListRow>[] = [
    {
      accessor: 'code',
      title: t('columns.code'),
      width: 116,
      sortable: true,
      render: (q) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {q.code}
          </Text>
          <ExternalAccountBadge code={q.owner.external_code} />
        </Stack>
      ),
    },
    {
      accessor: 'title',
      title: t('columns.title'),
      sortable: true,
      // The server cannot sort by client (not among the contract's sort fields), so it rides under the title.
      // Two lines of title before it is cut; the whole title in a tooltip.
      render: (q) => (
        <Stack gap={0} miw={0}>
          <Tooltip label={q.title} disabled={!q.title} openDelay={300} multiline maw={420} withArrow>
            <Text size="sm" fw={600} lineClamp={2} c={q.title ? undefined : 'dimmed'}>
              {q.title || t('row.untitled')}
            </Text>
          </Tooltip>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {q.client?.name ?? t('row.noClient')}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'user',
      title: t('columns.assignedTo'),
      width: 140,
      render: (q) => <AssigneeCell user={q.user} />,
    },
    {
      accessor: 'start_date',
      title: t('columns.travelDates'),
      width: 156,
      sortable: true,
      // The party's size rides under the dates (its own column left the title no room).
      render: (q) => (
        <Stack gap={0}>
          {q.start_date ? (
            <>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {date(q, q.start_date)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {q.end_date ? t('row.until', { date: date(q, q.end_date) }) : t('row.noEndDate')}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('row.noDates')}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {[q.num_day > 0 && t('row.days', { count: q.num_day }), t('row.pax', { count: q.num_pax })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'created_date',
      title: t('columns.created'),
      width: 104,
      sortable: true,
      render: (q) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {date(q, q.created_date)}
        </Text>
      ),
    },
    ...(showPrice
      ? [
          {
            accessor: 'price',
            title: t('columns.price'),
            width: 128,
            textAlign: 'right' as const,
            sortable: true,
            render: (q) => <QuotePriceCell quote={q} />,
          } satisfies PagedColumn<QuoteListRow>,
        ]
      : []),
    {
      accessor: 'status',
      title: t('columns.status'),
      width: 160,
      sortable: true,

      render: (q) =>
        isDeleting(q) ? (
          <Group gap={6} wrap="nowrap">
            <Loader size={12} color="red" />
            <Text size="sm" c="red.7">
              {t('row.deleting')}
            </Text>
          </Group>
        ) : (
          <Stack gap={4}>
            <QuoteStatusControl look="row" quoteId={q.id} code={q.code} status={q.status} options={q.statusesOptions} />
            {q.booking_progress && q.booking_progress.total > 0 && (
              <BookingProgressBar progress={q.booking_progress} compact />
            )}
            {/* Issue 48, docs/decisions/issues.md: the sold trip's changes were sent and the client has not accepted them yet. */}
            {q.changes_awaiting && (
              <Badge size="xs" variant="light" color="orange" tt="none" data-testid="changes-awaiting">
                {t('row.changesAwaiting')}
              </Badge>
            )}
          </Stack>
        ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      width: 104,
      textAlign: 'right',
      render: (q) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <Tooltip label={t('row.duplicate')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('row.duplicateCode', { code: q.code })}
              disabled={isDeleting(q)}
              onClick={() => setDuplicating(q)}
              data-action-type="quote-duplicate-open-modal"
            >
              <IconCopy size={17} />
            </ActionIcon>
          </Tooltip>
          {canAssign && (
            <Tooltip label={t('row.assign')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('row.assignCode', { code: q.code })}
                disabled={isDeleting(q)}
                onClick={() => props.onAssign(q)}
              >
                <IconUserShare size={17} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('row.delete')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('row.deleteCode', { code: q.code })}
              disabled={isDeleting(q)}
              onClick={() => props.onDelete(q)}
            >
              <IconTrash size={17} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const first = props.sort[0];
  const sortStatus: SortStatus = first
    ? { columnAccessor: first.field, direction: first.order }
    : { columnAccessor: 'created_date', direction: 'desc' };

  return (
    <>
      <PagedTable<QuoteListRow>
        {...props}
        noun={{ one: t('noun.one'), many: t('noun.many') }}
        pageSizes={PAGE_SIZES}
        columns={columns}
        sortStatus={sortStatus}
        onSortStatusChange={(s) => {
          const field = String(s.columnAccessor);
          if (!(SORTABLE as readonly string[]).includes(field)) return;
          // A newly chosen column starts in its natural order; the table alone would keep the previous column's.
          const order = field === sortStatus.columnAccessor ? s.direction : FIRST_ORDER[field as SortField];
          props.onSort([{ field: field as SortField, order }]);
        }}
        onRowClick={(record) => {
          if (!isDeleting(record)) props.onOpen(record);
        }}
        rowStyle={(q) => (isDeleting(q) ? { opacity: 0.55, cursor: 'default' } : { cursor: 'pointer' })}
      />
      <LazyDialog opened={duplicating !== null}>
        <DuplicateQuoteModal quote={duplicating} onClose={() => setDuplicating(null)} />
      </LazyDialog>
    </>
  );
}
