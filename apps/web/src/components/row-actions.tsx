import { useState } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { notifySuccess } from '../lib/notify';

export interface RowActionsProps {
  /** What the row is called in the tooltips and the confirmation ("supplier Casa Andina"). */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
  /** The sentence under the delete question: what deleting does. */
  deleteHint?: string;
}

/** Edit and delete icons at the end of a row; delete asks first, in place, so no row goes by a stray click. */
export function RowActions({ label, onEdit, onDelete, deleting = false, deleteHint }: RowActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      {onEdit && (
        <Tooltip label={t('rowActions.edit', { label })} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={t('rowActions.edit', { label })} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Popover opened={confirming} onChange={setConfirming} position="bottom-end" withArrow shadow="md" trapFocus>
          <Popover.Target>
            <Tooltip label={t('rowActions.delete', { label })} withArrow disabled={confirming}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('rowActions.delete', { label })}
                loading={deleting}
                onClick={() => setConfirming((o) => !o)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown maw={280}>
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('rowActions.question', { label })}
              </Text>
              {deleteHint && (
                <Text size="xs" c="dimmed">
                  {deleteHint}
                </Text>
              )}
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  data-action-type="configuration-delete"
                  onClick={() => {
                    setConfirming(false);
                    onDelete();
                  }}
                >
                  {t('rowActions.confirm')}
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}

/** The part of a delete mutation, keyed by the row's id, that the row's delete icon needs. */
interface DeleteById {
  mutate(id: number, options: { onSuccess: () => void }): void;
  isPending: boolean;
  variables?: number;
}

/** RowActions' delete props for a named row: it spins while that row goes, and the toast names it. */
export function deleteByIdProps(remove: DeleteById, row: { id: number; name: string }) {
  return {
    onDelete: () =>
      remove.mutate(row.id, { onSuccess: () => notifySuccess(i18n.t('toasts.deleted', { name: row.name })) }),
    deleting: remove.isPending && remove.variables === row.id,
  };
}
