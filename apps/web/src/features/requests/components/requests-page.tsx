import { useState } from 'react';
import { holdsRole, mayAssignRecords, ROLES } from '@itinera/domain';
import { Button } from '@mantine/core';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListBody, ListCount, NoMatch } from '../../../components/list-kit/list-body';
import { useListState } from '../../../components/list-kit/use-list-state';
import { PageHeader } from '../../../components/page-header';
import { useRoles } from '../../../lib/use-auth';
import { useListRequests, type RequestRow } from '../api/list-requests';
import { AssignRequestModal } from './assign-request-modal';
import { DeleteRequestModal } from './delete-request-modal';
import { EditRequestModal } from './edit-request-modal';
import { LinkQuotesModal } from './link-quotes-modal';
import { hasFilters, NO_FILTERS, readListState, toListParams, writeListState } from './request-list-state';
import { RequestsFilters } from './requests-filters';
import { RequestsTable } from './requests-table';

/** Roles that change requests: admin, client admin (its own client's), operator. Others only create. */
const WRITING_ROLES = [ROLES.ADMIN, ROLES.CLIENT_ADMIN, ROLES.OPERATOR];

const newRequestButton = (
  <Button component={Link} to="/request-creation" leftSection={<IconPlus size={16} />} data-action-type="request-new">
    New request
  </Button>
);

const NOUN = { one: 'request', many: 'requests' };

/** /requests: the client requests (files), their stage, assignee and linked quotes. */
export function RequestsPage() {
  const [state, update] = useListState(readListState, writeListState);
  const requests = useListRequests(toListParams(state));
  const roles = useRoles();
  const canWrite = holdsRole(roles, WRITING_ROLES);
  const canAssign = mayAssignRecords(roles);
  const [editing, setEditing] = useState<RequestRow | null>(null);
  const [linking, setLinking] = useState<RequestRow | null>(null);
  const [assigning, setAssigning] = useState<RequestRow | null>(null);
  const [deleting, setDeleting] = useState<RequestRow | null>(null);

  // Filter changes go back to page 1.
  const data = requests.data;
  const filtered = hasFilters(state.filters);
  const total = data?.meta.total ?? 0;
  const noRequestsYet = data !== undefined && total === 0 && !filtered && state.page === 1;

  return (
    <>
      <PageHeader
        icon={<IconInbox size={24} />}
        title="Requests"
        description="Client requests (files), their stage and the quotes linked to them."
        aside={
          <>
            {data && !noRequestsYet && <ListCount total={total} noun={NOUN} />}
            {newRequestButton}
          </>
        }
      />
      <ListBody
        noun={NOUN}
        failed={requests.isError && !data}
        onRetry={() => void requests.refetch()}
        nothingYet={
          noRequestsYet && (
            <EmptyState
              icon={<IconInbox size={32} />}
              title="No requests yet"
              text="Open a request for each client enquiry to keep its quotes together and follow it from preparation to won or lost."
              action={newRequestButton}
            />
          )
        }
        filters={<RequestsFilters value={state.filters} onChange={(filters) => update({ filters, page: 1 })} />}
      >
        <RequestsTable
          records={data?.data ?? []}
          total={total}
          page={state.page}
          limit={state.limit}
          fetching={requests.isFetching && (!data || requests.isPlaceholderData)}
          canWrite={canWrite}
          canAssign={canAssign}
          onPage={(page) => update({ page })}
          onLimit={(limit) => update({ limit, page: 1 })}
          onEdit={setEditing}
          onLink={setLinking}
          onAssign={setAssigning}
          onDelete={setDeleting}
          emptyState={
            <NoMatch
              noun={NOUN}
              loaded={data !== undefined}
              filtered={filtered}
              hint="Try another search, stage or client."
              onClearFilters={() => update({ filters: NO_FILTERS, page: 1 })}
              onFirstPage={() => update({ page: 1 })}
              actionType="requests-reset-list"
            />
          }
        />
      </ListBody>
      <EditRequestModal request={editing} onClose={() => setEditing(null)} />
      <LinkQuotesModal
        request={linking}
        onClose={() => setLinking(null)}
        onEdit={(r) => {
          setLinking(null);
          setEditing(r);
        }}
      />
      <AssignRequestModal request={assigning} onClose={() => setAssigning(null)} />
      <DeleteRequestModal request={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
