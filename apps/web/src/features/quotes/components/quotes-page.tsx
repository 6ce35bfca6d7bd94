import { lazy, useMemo, useState } from 'react';
import { Alert, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LazyDialog } from '../../../components/lazy-dialog';
import { NewQuoteButton } from '../../../components/new-quote-panel/new-quote-button';
import { PageHeader } from '../../../components/page-header';
import { ASSIGNING_ROLES } from '../../../lib/assignees';
import { useAuth } from '../../../lib/use-auth';
import { useListQuotes, type QuoteListRow } from '../api/list-quotes';
import {
  hasFilters,
  NO_FILTERS,
  readListState,
  toListParams,
  writeListState,
  type QuoteListState,
} from './quote-list-state';
import { QuotesFilters } from './quotes-filters';
import { QuotesTable } from './quotes-table';

// Fetched when first opened (components/lazy-dialog.tsx).
const AssignQuoteModal = lazy(() => import('./assign-quote-modal').then((m) => ({ default: m.AssignQuoteModal })));
const DeleteQuoteModal = lazy(() => import('./delete-quote-modal').then((m) => ({ default: m.DeleteQuoteModal })));

// Opens the new-quote side panel (scratch, module, example itineraries).
const newQuoteButton = <NewQuoteButton />;

/** /quotes: every quote the user may see, filtered, sorted and paged on the server. */
export function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readListState(params), [params]);
  const quotes = useListQuotes(toListParams(state));
  const roles = useAuth()?.user.roles.data ?? [];
  const canAssign = roles.some((r) => ASSIGNING_ROLES.includes(r.id));
  const [assigning, setAssigning] = useState<QuoteListRow | null>(null);
  const [deleting, setDeleting] = useState<QuoteListRow | null>(null);

  // Filter and sort changes go back to page 1; a page change is its own history entry.
  const update = (patch: Partial<QuoteListState>) =>
    setParams(writeListState({ ...state, ...patch }), { replace: !('page' in patch) });
  const data = quotes.data;
  const filtered = hasFilters(state.filters);
  const total = data?.meta.total ?? 0;
  const deletingIds = useMemo(() => new Set(data?.queue.deleting ?? []), [data]);
  // Nothing at all (not a filter's doing): say so once, with the way to start.
  const noQuotesYet = data !== undefined && total === 0 && !filtered && state.page === 1;

  return (
    <>
      <PageHeader
        icon={<IconFileInvoice size={24} />}
        title="Quotes"
        description="Every trip proposal of your team, from preparation to confirmed."
        aside={
          <>
            {data && !noQuotesYet && (
              <Badge variant="light" color="gray" size="lg" radius="sm">
                {total} {total === 1 ? 'quote' : 'quotes'}
              </Badge>
            )}
            {newQuoteButton}
          </>
        }
      />
      {quotes.isError && !data ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="The quotes could not be loaded"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void quotes.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : noQuotesYet ? (
        <EmptyState
          icon={<IconFileInvoice size={32} />}
          title="No quotes yet"
          text="Quotes you create, or that are assigned to you, are listed here with their client, travel dates and status."
          action={newQuoteButton}
        />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <QuotesFilters value={state.filters} onChange={(filters) => update({ filters, page: 1 })} />
          </Paper>
          <QuotesTable
            records={data?.data ?? []}
            total={total}
            page={state.page}
            limit={state.limit}
            sort={state.sort}
            fetching={quotes.isFetching && (!data || quotes.isPlaceholderData)}
            deleting={deletingIds}
            canAssign={canAssign}
            onPage={(page) => update({ page })}
            onLimit={(limit) => update({ limit, page: 1 })}
            onSort={(sort) => update({ sort, page: 1 })}
            onOpen={(q) => void navigate(`/quote/basic-info?itinerary=${q.id}`)}
            onAssign={setAssigning}
            onDelete={setDeleting}
            emptyState={
              data === undefined ? (
                <span />
              ) : (
                <Stack align="center" gap={6} py="xl">
                  <IconSearch size={28} color="var(--mantine-color-gray-5)" aria-hidden />
                  <Text fw={600}>{filtered ? 'No quote matches your filters' : 'Nothing on this page'}</Text>
                  <Text size="sm" c="dimmed">
                    {filtered ? 'Try another search, or widen the dates.' : 'Go back to the first page.'}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    mt={4}
                    leftSection={filtered ? <IconFilterOff size={14} /> : undefined}
                    onClick={() => update(filtered ? { filters: NO_FILTERS, page: 1 } : { page: 1 })}
                    style={{ pointerEvents: 'all' }}
                  >
                    {filtered ? 'Clear filters' : 'First page'}
                  </Button>
                </Stack>
              )
            }
          />
        </Stack>
      )}
      <LazyDialog opened={assigning !== null}>
        <AssignQuoteModal quote={assigning} onClose={() => setAssigning(null)} />
      </LazyDialog>
      <LazyDialog opened={deleting !== null}>
        <DeleteQuoteModal quote={deleting} onClose={() => setDeleting(null)} />
      </LazyDialog>
    </>
  );
}
