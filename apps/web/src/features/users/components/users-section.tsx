import { useState } from 'react';
import { ROLES } from '@itinera/domain';
import { Avatar, Badge, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconLock, IconUserPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { RowActions } from '../../../components/row-actions';
import { SectionToolbar } from '../../../components/section-toolbar';
import { emptyMinHeight, emptyText, TABLE_DEFAULTS } from '../../../components/table-defaults';
import { HttpError } from '../../../lib/http';
import { useFormats } from '../../../lib/formats';
import { useAuth } from '../../../lib/use-auth';
import { PERMISSION_OPTIONS, ROLE_OPTIONS, roleLabel, useUsers, type User } from '../api/get-users';
import { UserForm } from './user-form';
import { initialsOf } from '../../../lib/initials';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { DASH, pageRange, pagerControlLabels } from '../../../components/table-cells';

const PAGE_SIZE = 15;
const ROLE_COLOR: Record<number, string> = { 1: 'grape', 4: 'teal', 7: 'blue', 2: 'orange', 3: 'gray' };

/** /configuration/users: who works in the workspace, their role, client and the prices they see. */
export function UsersSection() {
  const { t } = useTranslation('settings');
  const { date } = useFormats();
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
    return <EmptyState icon={<IconLock size={30} />} title={t('users.noAccess')} text={t('users.noAccessText')} />;

  return (
    <>
      <SectionToolbar
        title={t('users.title')}
        description={t('users.intro')}
        count={users.data?.meta.total}
        search={{ value: search, onChange: onSearch, placeholder: t('users.search') }}
        filters={
          <Select
            aria-label={t('users.role')}
            placeholder={t('users.allRoles')}
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
                label: t('users.add'),
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
        noRecordsText={emptyText(users.error, debounced || role ? t('users.noMatch') : t('users.noneYet'))}
        page={page}
        onPageChange={setPage}
        getPaginationControlProps={pagerControlLabels}
        totalRecords={users.data?.meta.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        paginationText={pageRange}
        onRowClick={canManage ? ({ record }) => setEditing(record) : undefined}
        rowStyle={(u) => (u.active ? undefined : { opacity: 0.6 })}
        columns={[
          {
            accessor: 'name',
            title: t('users.user'),
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
                        {t('users.you')}
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {u.email}
                    {u.external_code && (
                      <Text span size="xs" c="grape.7" ff="monospace" title={t('users.externalAccount')}>
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
            title: t('users.role'),
            width: 190,
            render: (u) => (
              <Badge variant="light" color={ROLE_COLOR[u.role.id] ?? 'gray'} radius="sm" tt="none">
                {roleLabel(u.role.id)}
              </Badge>
            ),
          },
          {
            accessor: 'client',
            title: t('users.client'),
            render: (u) => u.client?.name ?? DASH,
          },
          {
            accessor: 'permissions',
            title: t('users.seesPrices'),
            width: 190,
            render: (u) =>
              u.permissions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('users.none')}
                </Text>
              ) : (
                <Group gap={4}>
                  {PERMISSION_OPTIONS.filter((p) => u.permissions.includes(p.value)).map((p) => (
                    <Tooltip key={p.value} label={p.hint} withArrow>
                      <Badge variant="outline" color="gray" radius="sm" size="sm" tt="none" fw={500}>
                        {p.short}
                      </Badge>
                    </Tooltip>
                  ))}
                </Group>
              ),
          },
          {
            accessor: 'active',
            title: t('users.status'),
            width: 120,
            render: (u) => (
              <Badge variant="dot" color={u.active ? 'teal' : 'gray'} tt="none">
                {u.active ? t('users.active') : t('users.inactive')}
              </Badge>
            ),
          },
          {
            accessor: 'created_at',
            title: t('users.added'),
            width: 130,
            noWrap: true,
            render: (u) => (
              <Text size="sm" c="dimmed">
                {/* The day it was added on this device's clock, in the reader's words. */}
                {date(dayjs(u.created_at).format('YYYY-MM-DD'))}
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
