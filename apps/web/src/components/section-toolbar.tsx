import type { ReactNode } from 'react';
import { Badge, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SectionToolbarProps {
  title: string;
  description?: string;
  /** How many rows the list holds (after the search), shown next to the title. */
  count?: number;
  search?: { value: string; onChange: (value: string) => void; placeholder: string };
  /** Extra filters (a role select …) placed after the search. */
  filters?: ReactNode;
  /** The primary action; left out for users who may only read. */
  action?: { label: string; onClick: () => void; icon?: ReactNode; actionType: string };
  /** Smaller heading, for a list inside a narrow column or a card. */
  compact?: boolean;
}

/**
 * The head of every configuration list: what it is and how many on the left, the one primary action
 * on the right, and below them the search and filters. Two fixed rows, so nothing wraps differently
 * from one section to the next.
 */
export function SectionToolbar({
  title,
  description,
  count,
  search,
  filters,
  action,
  compact = false,
}: SectionToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={compact ? 3 : 2} fz={compact ? 'md' : 'lg'} style={{ whiteSpace: 'nowrap' }}>
              {title}
            </Title>
            {count !== undefined && (
              <Badge variant="light" color="gray" radius="sm" aria-label={t('table.rows', { n: count })}>
                {count}
              </Badge>
            )}
          </Group>
          {description && !compact && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {action && (
          <Button
            leftSection={action.icon ?? <IconPlus size={16} />}
            onClick={action.onClick}
            data-action-type={action.actionType}
            size={compact ? 'xs' : 'sm'}
            style={{ flexShrink: 0 }}
          >
            {action.label}
          </Button>
        )}
      </Group>
      {/* In a narrow card the description takes the full width under the title and button. */}
      {description && compact && (
        <Text size="xs" c="dimmed" mt={-6}>
          {description}
        </Text>
      )}
      {(search || filters) && (
        <Group gap="sm" wrap="wrap">
          {search && (
            <TextInput
              aria-label={search.placeholder}
              placeholder={search.placeholder}
              leftSection={<IconSearch size={16} />}
              rightSection={
                search.value ? (
                  <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={() => search.onChange('')} />
                ) : null
              }
              value={search.value}
              onChange={(event) => search.onChange(event.currentTarget.value)}
              w={compact ? '100%' : 300}
              style={compact ? { flex: 1 } : undefined}
            />
          )}
          {filters}
        </Group>
      )}
    </Stack>
  );
}
