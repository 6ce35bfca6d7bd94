import { useState } from 'react';
import { holdsRole, mayAssignRecords, ROLES } from '@itinera/domain';
import { Button } from '@mantine/core';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoMatch } from '../../../components/list-kit/list-body';
import { ListPage } from '../../../components/list-kit/list-page';
import { useListScreen } from '../../../components/list-kit/use-list-screen';
import { useRoles } from '../../../lib/use-auth';
import { useListRequests, type RequestRow } from '../api/list-requests';
import { AssignRequestModal } from './assign-request-modal';
import { DeleteRequestModal } from './delete-request-modal';
import { EditRequestModal } from './edit-request-modal';
import { LinkQuotesModal } from './link-quotes-modal';
import { REQUEST_LIST } from './request-list-state';
import { RequestsFilters } from './requests-filters';
import { RequestsTable } from './requests-table';

/** Roles that change requests: admin, client admin (its own client's), operator. Others only create. */
const WRITING_ROLES = [ROLES.ADMIN, ROLES.CLIENT_ADMIN, ROLES.OPERATOR];

function NewRequestButton() {
  const { t } = useTranslation('requests');
  return (
    <Button component={Link} to="/request-creation" leftSection={<IconPlus size={16} />} data-action-type="request-new">
      {t('newRequest')}
    </Button>
  );
}

/** /requests: the client requests (files), their stage, assignee and linked quotes. */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  const base = useListScreen(REQUEST_LIST, useListRequests);
  // The count beside the title and the empty rows name the rows in the reader's language.
  const screen = { ...base, noun: { one: t('noun.one'), many: t('noun.many') } };
  const { list, view } = screen;
  const roles = useRoles();
  const canWrite = holdsRole(roles, WRITING_ROLES);
  const canAssign = mayAssignRecords(roles);
  const [editing, setEditing] = useState<RequestRow | null>(null);
  const [linking, setLinking] = useState<RequestRow | null>(null);
  const [assigning, setAssigning] = useState<RequestRow | null>(null);
  const [deleting, setDeleting] = useState<RequestRow | null>(null);

  return (
    <>
      <ListPage
        screen={screen}
        Icon={IconInbox}
        title={t('title')}
        description={t('description')}
        newButton={<NewRequestButton />}
        nothingYet={{ title: t('nothingYet.title'), text: t('nothingYet.text') }}
        filters={<RequestsFilters value={list.state.filters} onChange={list.setFilters} />}
      >
        <RequestsTable
          {...view.table}
          {...list.paging}
          canWrite={canWrite}
          canAssign={canAssign}
          onEdit={setEditing}
          onLink={setLinking}
          onAssign={setAssigning}
          onDelete={setDeleting}
          emptyState={<NoMatch screen={screen} hint={t('noMatchHint')} actionType="requests-reset-list" />}
        />
      </ListPage>
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
