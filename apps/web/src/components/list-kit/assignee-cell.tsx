import { useTranslation } from 'react-i18next';
import { Avatar, Group, Text } from '@mantine/core';
import { initialsOf } from '../../lib/initials';

/** The "Assigned to" cell of a list row: avatar and name, or "Unassigned". */
export function AssigneeCell({ user }: { user: { name: string } | null | undefined }) {
  const { t } = useTranslation('quotes');
  if (!user)
    return (
      <Text size="sm" c="dimmed">
        {t('assign.unassigned')}
      </Text>
    );
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar size={24} radius="xl" color="initials" name={user.name}>
        {initialsOf(user.name)}
      </Avatar>
      {/* Two lines before a long name is cut (the quotes list's column is narrow). */}
      <Text size="sm" lineClamp={2} title={user.name}>
        {user.name}
      </Text>
    </Group>
  );
}
