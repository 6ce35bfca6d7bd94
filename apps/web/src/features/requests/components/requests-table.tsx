import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLink, IconPencil, IconTrash, IconUserShare } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { AssigneeCell } from '../../../components/list-kit/assignee-cell';
import { listTableProps } from '../../../components/list-kit/list-table';
import { useFormats } from '../../../lib/formats';
import type { RequestRow } from '../api/list-requests';
import { LinkedQuotesPanel } from './linked-quotes-panel';
import { PAGE_SIZES } from './request-list-state';
import { RequestStageControl } from './request-stage-control';

export interface RequestsTableProps {
  records: RequestRow[];
  total: number;
  page: number;
  limit: number;
  fetching: boolean;
  /** May edit, link, delete (staff and client admins; the server has the last word). */
  canWrite: boolean;
  canAssign: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onEdit: (request: RequestRow) => void;
  onLink: (request: RequestRow) => void;
  onAssign: (request: RequestRow) => void;
  onDelete: (request: RequestRow) => void;
  /** Shown instead of rows when the filters match nothing. */
  emptyState: ReactNode;
}

function RowAction({
  label,
  icon,
  color = 'gray',
  onClick,
}: {
  label: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The requests, newest first; a click on a row unfolds its linked quotes. */
export function RequestsTable(props: RequestsTableProps) {
  const { t } = useTranslation('requests');
  const { date } = useFormats();
  const { canWrite, canAssign } = props;
  const [expanded, setExpanded] = useState<string[]>([]);
  const isOpen = (r: RequestRow) => expanded.includes(r.id);

  const columns: DataTableColumn<RequestRow>[] = [
    {
      accessor: 'code',
      title: t('columns.code'),
      width: 120,
      render: (r) => (
        <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {r.code}
        </Text>
      ),
    },
    {
      accessor: 'title',
      title: t('columns.titleClient'),
      // The client rides under the title: both stay readable at laptop widths.
      render: (r) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} lineClamp={1} title={r.title}>
            {r.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {r.client?.name ?? t('row.noClient')}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'user',
      title: t('columns.assignedTo'),
      width: 170,
      render: (r) => <AssigneeCell user={r.user} />,
    },
    {
      accessor: 'stage',
      title: t('columns.stage'),
      width: 160,
      render: (r) => <RequestStageControl request={r} editable={canWrite} />,
    },
    {
      accessor: 'creation',
      title: t('columns.created'),
      width: 116,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {date(r.creation)}
        </Text>
      ),
    },
    {
      accessor: 'quotes_number',
      title: t('columns.quotes'),
      width: 96,
      render: (r) => (
        <Group gap={4} wrap="nowrap" role="group" aria-label={t('row.linked', { count: r.quotes_number })}>
          {isOpen(r) ? (
            <IconChevronDown size={14} color="var(--mantine-color-gray-6)" />
          ) : (
            <IconChevronRight size={14} color="var(--mantine-color-gray-6)" />
          )}
          <Badge
            variant={r.quotes_number ? 'light' : 'outline'}
            color={r.quotes_number ? 'teal' : 'gray'}
            radius="sm"
            size="md"
          >
            {r.quotes_number}
          </Badge>
        </Group>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      width: canWrite ? 150 : 0,
      textAlign: 'right',
      hidden: !canWrite,
      render: (r) => (
        <Group gap={2} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <RowAction
            label={t('row.edit', { code: r.code })}
            icon={<IconPencil size={17} />}
            onClick={() => props.onEdit(r)}
          />
          <RowAction
            label={t('row.link', { code: r.code })}
            icon={<IconLink size={17} />}
            onClick={() => props.onLink(r)}
          />
          {canAssign && (
            <RowAction
              label={t('row.assign', { code: r.code })}
              icon={<IconUserShare size={17} />}
              onClick={() => props.onAssign(r)}
            />
          )}
          <RowAction
            label={t('row.delete', { code: r.code })}
            icon={<IconTrash size={17} />}
            color="red"
            onClick={() => props.onDelete(r)}
          />
        </Group>
      ),
    },
  ];

  return (
    <DataTable<RequestRow>
      {...listTableProps({ ...props, noun: { one: t('noun.one'), many: t('noun.many') }, pageSizes: PAGE_SIZES })}
      columns={columns}
      rowExpansion={{
        allowMultiple: true,
        expanded: { recordIds: expanded, onRecordIdsChange: (ids: unknown[]) => setExpanded(ids as string[]) },
        content: ({ record }) => (
          <LinkedQuotesPanel request={record} canLink={canWrite} onLink={() => props.onLink(record)} />
        ),
      }}
      rowStyle={() => ({ cursor: 'pointer' })}
    />
  );
}
