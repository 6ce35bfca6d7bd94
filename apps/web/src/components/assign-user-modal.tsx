import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useAssignees } from '../lib/assignees';

export interface AssignUserModalProps {
  /** The thing being assigned; null closes the modal. */
  subject: { key: number | string; label: ReactNode; currentUserId: number | null } | null;
  title: string;
  /** One line under the picker: what the assignee gets. */
  hint: string;
  actionType: string;
  pending: boolean;
  onAssign: (userId: number, userName: string) => void;
  onClose: () => void;
}

/** Hands a quote or a request to another active user of the company; the server refuses anyone else. */
export function AssignUserModal({ subject, title, onClose, ...rest }: AssignUserModalProps) {
  return (
    <Modal opened={subject !== null} onClose={onClose} title={title} centered>
      {subject && <AssignForm key={subject.key} subject={subject} onClose={onClose} {...rest} />}
    </Modal>
  );
}

type FormProps = Omit<AssignUserModalProps, 'title' | 'subject'> & {
  subject: NonNullable<AssignUserModalProps['subject']>;
};

function AssignForm({ subject, hint, actionType, pending, onAssign, onClose }: FormProps) {
  const { t } = useTranslation(['quotes', 'common']);
  const users = useAssignees(true);
  const current = subject.currentUserId === null ? null : String(subject.currentUserId);
  const [userId, setUserId] = useState<string | null>(current);
  const data = (users.data?.data ?? [])
    .filter((u) => u.active)
    .map((u) => ({ value: String(u.id), label: `${u.name} · ${u.email}` }));
  const submit = () => {
    if (!userId) return;
    onAssign(Number(userId), users.data?.data.find((u) => String(u.id) === userId)?.name ?? t('assign.theUser'));
  };

  return (
    <Stack gap="md">
      <Text size="sm">{subject.label}</Text>
      <Select
        label={t('assign.assignTo')}
        placeholder={users.isLoading ? t('assign.loadingUsers') : t('assign.chooseUser')}
        leftSection={<IconUser size={16} />}
        data={data}
        value={userId}
        onChange={setUserId}
        searchable
        nothingFoundMessage={t('assign.noUserMatches')}
        disabled={users.isLoading}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          onClick={submit}
          loading={pending}
          disabled={!userId || userId === current}
          data-action-type={actionType}
        >
          {t('assign.assign')}
        </Button>
      </Group>
    </Stack>
  );
}
