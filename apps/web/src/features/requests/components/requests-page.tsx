import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconInbox, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ASSIGNING_ROLES } from '../../../lib/assignees';
import { useAuth } from '../../../lib/use-auth';
import { useListRequests, type RequestRow } from '../api/list-requests';
import { AssignRequestModal } from './assign-request-modal';
import { DeleteRequestModal } from './delete-request-modal';
import { EditRequestModal } from './edit-request-modal';
import { LinkQuotesModal } from './link-quotes-modal';
import {
  hasFilters,
  NO_FILTERS,
  readListState,
  toListParams,
  writeListState,
  type RequestListState,
} from './request-list-state';
import { RequestsFilters } from './requests-filters';
import { RequestsTable } from './requests-table';

/** Roles that change requests: admin, client admin (its own client's), operator. Others only create. */
const WRITING_ROLES = [1, 2, 4];

const newRequestButton = (
  <Button component={Link} to="/request-creation" leftSection={<IconPlus size={16} />} data-action-type="request-new">
    New request
  </Button>
);

/** /requests: the client requests (files), their stage, assignee and linked quotes. */
export function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const requests = useListRequests(toListParams(state));
  const roles = useAuth()?.user.roles.data ?? [];
  const canWrite = roles.some((r) => WRITING_ROLES.includes(r.id));
  const canAssign = roles.some((r) => ASSIGNING_ROLES.includes(r.id));
  const [editing, setEditing] = useState<RequestRow | null>(null);
  const [linking, setLinking] = useState<RequestRow | null>(null);
  const [assigning, setAssigning] = useState<RequestRow | null>(null);
  const [deleting, setDeleting] = useState<RequestRow | null>(null);

  // Filter changes go back to page 1; a page change is its own history entry.
  const update = (patch: Partial<RequestListState>) =>
    setParams(writeListState({ ...state, ...patch }), { replace: !('page' in patch) });
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
            {data && !noRequestsYet && (
              <Badge variant="light" color="gray" size="lg" radius="sm">
                {total} {total === 1 ? 'request' : 'requests'}
              </Badge>
            )}
            {newRequestButton}
          </>
        }
      />
      {requests.isError && !data ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="The requests could not be loaded"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void requests.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : noRequestsYet ? (
        <EmptyState
          icon={<IconInbox size={32} />}
          title="No requests yet"
          text="Open a request for each client enquiry to keep its quotes together and follow it from preparation to won or lost."
          action={newRequestButton}
        />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <RequestsFilters value={state.filters} onChange={(filters) => update({ filters, page: 1 })} />
          </Paper>
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
              data === undefined ? (
                <span />
              ) : (
                <Stack align="center" gap={6} py="xl">
                  <IconSearch size={28} color="var(--mantine-color-gray-5)" aria-hidden />
                  <Text fw={600}>{filtered ? 'No request matches your filters' : 'Nothing on this page'}</Text>
                  <Text size="sm" c="dimmed">
                    {filtered ? 'Try another search, stage or client.' : 'Go back to the first page.'}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    mt={4}
                    leftSection={filtered ? <IconFilterOff size={14} /> : undefined}
                    onClick={() => update(filtered ? { filters: NO_FILTERS, page: 1 } : { page: 1 })}
                    style={{ pointerEvents: 'all' }}
                    data-action-type="requests-reset-list"
                  >
                    {filtered ? 'Clear filters' : 'First page'}
                  </Button>
                </Stack>
              )
            }
          />
        </Stack>
      )}
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
