import { lazy, useMemo, useState } from 'react';
import { mayAssignRecords } from '@itinera/domain';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LazyDialog } from '../../../components/lazy-dialog';
import { ListBody, ListCount, NoMatch } from '../../../components/list-kit/list-body';
import { useListState } from '../../../components/list-kit/use-list-state';
import { NewQuoteButton } from '../../../components/new-quote-panel/new-quote-button';
import { PageHeader } from '../../../components/page-header';
import { useRoles } from '../../../lib/use-auth';
import { useListQuotes, type QuoteListRow } from '../api/list-quotes';
import { hasFilters, NO_FILTERS, readListState, toListParams, writeListState } from './quote-list-state';
import { QuotesFilters } from './quotes-filters';
import { QuotesTable } from './quotes-table';

// Fetched when first opened (components/lazy-dialog.tsx).
const AssignQuoteModal = lazy(() => import('./assign-quote-modal').then((m) => ({ default: m.AssignQuoteModal })));
const DeleteQuoteModal = lazy(() => import('./delete-quote-modal').then((m) => ({ default: m.DeleteQuoteModal })));

// Opens the new-quote side panel (scratch, module, example itineraries).
const newQuoteButton = <NewQuoteButton />;
const NOUN = { one: 'quote', many: 'quotes' };

/** /quotes: every quote the user may see, filtered, sorted and paged on the server. */
export function QuotesPage() {
  const navigate = useNavigate();
  const [state, update] = useListState(readListState, writeListState);
  const quotes = useListQuotes(toListParams(state));
  const canAssign = mayAssignRecords(useRoles());
  const [assigning, setAssigning] = useState<QuoteListRow | null>(null);
  const [deleting, setDeleting] = useState<QuoteListRow | null>(null);

  // Filter and sort changes go back to page 1.
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
            {data && !noQuotesYet && <ListCount total={total} noun={NOUN} />}
            {newQuoteButton}
          </>
        }
      />
      <ListBody
        noun={NOUN}
        failed={quotes.isError && !data}
        onRetry={() => void quotes.refetch()}
        nothingYet={
          noQuotesYet && (
            <EmptyState
              icon={<IconFileInvoice size={32} />}
              title="No quotes yet"
              text="Quotes you create, or that are assigned to you, are listed here with their client, travel dates and status."
              action={newQuoteButton}
            />
          )
        }
        filters={<QuotesFilters value={state.filters} onChange={(filters) => update({ filters, page: 1 })} />}
      >
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
            <NoMatch
              noun={NOUN}
              loaded={data !== undefined}
              filtered={filtered}
              hint="Try another search, or widen the dates."
              onClearFilters={() => update({ filters: NO_FILTERS, page: 1 })}
              onFirstPage={() => update({ page: 1 })}
            />
          }
        />
      </ListBody>
      <LazyDialog opened={assigning !== null}>
        <AssignQuoteModal quote={assigning} onClose={() => setAssigning(null)} />
      </LazyDialog>
      <LazyDialog opened={deleting !== null}>
        <DeleteQuoteModal quote={deleting} onClose={() => setDeleting(null)} />
      </LazyDialog>
    </>
  );
}
