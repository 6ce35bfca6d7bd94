import { useState } from 'react';
import { ROLES } from '@itinera/domain';
import { Avatar, Badge, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconLock, IconUserPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import { EmptyState } from '../../../components/empty-state';
import { RowActions } from '../../../components/row-actions';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, emptyText, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { HttpError } from '../../../lib/http';
import { useAuth } from '../../../lib/use-auth';
import { PERMISSION_OPTIONS, ROLE_OPTIONS, roleLabel, useUsers, type User } from '../api/get-users';
import { UserForm } from './user-form';
import { initialsOf } from '../../../lib/initials';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { DASH, pageRange } from '../../../components/table-cells';

const PAGE_SIZE = 15;
const ROLE_COLOR: Record<number, string> = { 1: 'grape', 4: 'teal', 7: 'blue', 2: 'orange', 3: 'gray' };
const PERMISSION_SHORT: Record<string, string> = {
  view_sale_price: 'Sale',
  view_cost_price: 'Cost',
  view_price_searched: 'Search',
};

/** /configuration/users: who works in the workspace, their role, client and the prices they see. */
export function UsersSection() {
  const auth = useAuth();
  const actorRole = auth?.user.roles.data[0]?.id ?? 0;
  const canManage = actorRole === ROLES.ADMIN || actorRole === ROLES.CLIENT_ADMIN;
  const { search, onSearch, debounced, page, setPage, resetPage } = usePagedSearch();
  const [role, setRole] = useState<string | null>(null);
  const users = useUsers({
    page,
    limit: PAGE_SIZE,
    role: role ? Number(role) : undefined,
    name: debounced || undefined,
  });
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  // A refusal is not an empty list: say so, with whom to ask, instead of "No users yet".
  if (users.error instanceof HttpError && users.error.status === 403)
    return (
      <EmptyState
        icon={<IconLock size={30} />}
        title="You don't have access"
        text="Only administrators (and client administrators, for their client) see the users of this workspace. Ask an administrator if you need to."
      />
    );

  return (
    <>
      <SectionToolbar
        title="Users"
        description="Everyone who signs in to this workspace, their role and the prices they may see."
        count={users.data?.meta.total}
        search={{ value: search, onChange: onSearch, placeholder: 'Search by name' }}
        filters={
          <Select
            aria-label="Role"
            placeholder="All roles"
            data={ROLE_OPTIONS.map((r) => ({ value: String(r.id), label: r.label }))}
            value={role}
            onChange={resetPage(setRole)}
            clearable
            w={190}
          />
        }
        action={
          canManage
            ? {
                label: 'Add user',
                icon: <IconUserPlus size={16} />,
                onClick: () => setEditing('new'),
                actionType: 'user-new',
              }
            : undefined
        }
      />
      <DataTable
        {...TABLE_DEFAULTS}
        minHeight={emptyMinHeight(users.data?.data.length ?? 0)}
        records={users.data?.data ?? []}
        fetching={users.isFetching}
        noRecordsText={emptyText(users.error, debounced || role ? 'No user matches these filters' : 'No users yet')}
        page={page}
        onPageChange={setPage}
        totalRecords={users.data?.meta.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        paginationText={pageRange}
        onRowClick={canManage ? ({ record }) => setEditing(record) : undefined}
        rowStyle={(u) => (u.active ? undefined : { opacity: 0.6 })}
        columns={[
          {
            accessor: 'name',
            title: 'User',
            render: (u) => (
              <Group gap="sm" wrap="nowrap">
                <Avatar src={u.photo} radius="xl" size={34} color="teal">
                  {initialsOf(u.name)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {u.name}
                    {u.id === auth?.user.id && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {u.email}
                    {u.external_code && (
                      <Text span size="xs" c="grape.7" ff="monospace" title="Account on the external system">
                        {' · '}
                        {u.external_code}
                      </Text>
                    )}
                  </Text>
                </div>
              </Group>
            ),
          },
          {
            accessor: 'role',
            title: 'Role',
            width: 190,
            render: (u) => (
              <Badge variant="light" color={ROLE_COLOR[u.role.id] ?? 'gray'} radius="sm" tt="none">
                {roleLabel(u.role.id)}
              </Badge>
            ),
          },
          {
            accessor: 'client',
            title: 'Client',
            render: (u) => u.client?.name ?? DASH,
          },
          {
            accessor: 'permissions',
            title: 'Sees prices',
            width: 190,
            render: (u) =>
              u.permissions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              ) : (
                <Group gap={4}>
                  {PERMISSION_OPTIONS.filter((p) => u.permissions.includes(p.value)).map((p) => (
                    <Tooltip key={p.value} label={p.hint} withArrow>
                      <Badge variant="outline" color="gray" radius="sm" size="sm" tt="none" fw={500}>
                        {PERMISSION_SHORT[p.value]}
                      </Badge>
                    </Tooltip>
                  ))}
                </Group>
              ),
          },
          {
            accessor: 'active',
            title: 'Status',
            width: 120,
            render: (u) => (
              <Badge variant="dot" color={u.active ? 'teal' : 'gray'} tt="none">
                {u.active ? 'Active' : 'Inactive'}
              </Badge>
            ),
          },
          {
            accessor: 'created_at',
            title: 'Added',
            width: 130,
            noWrap: true,
            render: (u) => (
              <Text size="sm" c="dimmed">
                {dayjs(u.created_at).format('MMM D, YYYY')}
              </Text>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            width: 56,
            hidden: !canManage,
            render: (u) => <RowActions label={u.name} onEdit={() => setEditing(u)} />,
          },
        ]}
      />
      {editing && (
        <UserForm user={editing === 'new' ? null : editing} actorRole={actorRole} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
