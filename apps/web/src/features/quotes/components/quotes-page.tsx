import { lazy, useMemo, useState } from 'react';
import { mayAssignRecords } from '@itinera/domain';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyDialog } from '../../../components/lazy-dialog';
import { NoMatch } from '../../../components/list-kit/list-body';
import { ListPage } from '../../../components/list-kit/list-page';
import { useListScreen } from '../../../components/list-kit/use-list-screen';
import { NewQuoteButton } from '../../../components/new-quote-panel/new-quote-button';
import { useRoles } from '../../../lib/use-auth';
import { useListQuotes, type QuoteListRow } from '../api/list-quotes';
import { QUOTE_LIST } from './quote-list-state';
import { QuotesFilters } from './quotes-filters';
import { QuotesTable } from './quotes-table';

// Fetched when first opened (components/lazy-dialog.tsx).
const AssignQuoteModal = lazy(() => import('./assign-quote-modal').then((m) => ({ default: m.AssignQuoteModal })));
const DeleteQuoteModal = lazy(() => import('./delete-quote-modal').then((m) => ({ default: m.DeleteQuoteModal })));

// Opens the new-quote side panel (scratch, module, example itineraries).
const newQuoteButton = <NewQuoteButton />;

/** /quotes: every quote the user may see, filtered, sorted and paged on the server. */
export function QuotesPage() {
  const { t } = useTranslation('quotes');
  const navigate = useNavigate();
  const screen = useListScreen(QUOTE_LIST, useListQuotes);
  const { list, query: quotes, view } = screen;
  const { state } = list;
  const canAssign = mayAssignRecords(useRoles());
  const [assigning, setAssigning] = useState<QuoteListRow | null>(null);
  const [deleting, setDeleting] = useState<QuoteListRow | null>(null);

  // The count beside the title and the empty rows name the rows in the reader's language.
  const noun = { one: t('noun.one'), many: t('noun.many') };
  const deletingIds = useMemo(() => new Set(quotes.data?.queue.deleting ?? []), [quotes.data]);

  return (
    <>
      <ListPage
        screen={{ ...screen, noun }}
        Icon={IconFileInvoice}
        title={t('title')}
        description={t('description')}
        newButton={newQuoteButton}
        nothingYet={{
          title: t('nothingYet.title'),
          text: t('nothingYet.text'),
        }}
        filters={<QuotesFilters value={state.filters} onChange={list.setFilters} />}
      >
        <QuotesTable
          {...view.table}
          {...list.paging}
          sort={state.sort}
          deleting={deletingIds}
          canAssign={canAssign}
          onSort={(sort) => list.update({ sort, page: 1 })}
          onOpen={(q) => void navigate(`/quote/basic-info?itinerary=${q.id}`)}
          onAssign={setAssigning}
          onDelete={setDeleting}
          emptyState={<NoMatch screen={{ ...screen, noun }} hint={t('noMatchHint')} />}
        />
      </ListPage>
      <LazyDialog opened={assigning !== null}>
        <AssignQuoteModal quote={assigning} onClose={() => setAssigning(null)} />
      </LazyDialog>
      <LazyDialog opened={deleting !== null}>
        <DeleteQuoteModal quote={deleting} onClose={() => setDeleting(null)} />
      </LazyDialog>
    </>
  );
}
