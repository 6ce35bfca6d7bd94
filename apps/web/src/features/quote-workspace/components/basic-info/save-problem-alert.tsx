import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { SaveProblem } from './use-save-basic-info';

export interface SaveProblemAlertProps {
  problem: SaveProblem;
  onReload: () => void;
  reloading: boolean;
  onClose: () => void;
}

/** Why the last save failed, above the form: a newer version to reload, or the server's reasons. */
export function SaveProblemAlert({ problem, onReload, reloading, onClose }: SaveProblemAlertProps) {
  const conflict = problem.kind === 'conflict';
  return (
    <Alert
      color={conflict ? 'orange' : 'red'}
      variant="light"
      radius="lg"
      mb="lg"
      icon={<IconAlertCircle size={20} />}
      title={conflict ? 'Someone else saved this quote meanwhile' : 'Your changes were not saved'}
      withCloseButton
      onClose={onClose}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{problem.message}</Text>
        {problem.errors.length > 0 && (
          <List size="sm" spacing={2}>
            {problem.errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        )}
        {!conflict && (
          <Text size="xs" c="dimmed">
            The passenger count was reset to 1: check it before saving again.
          </Text>
        )}
        {conflict && (
          <Group gap="sm">
            <Button
              size="xs"
              color="orange"
              leftSection={<IconRefresh size={14} />}
              onClick={onReload}
              loading={reloading}
              data-action-type="quote-basic-info-reload"
            >
              Reload the quote
            </Button>
            <Text size="xs" c="dimmed">
              Reloading drops your unsaved changes and shows the latest version.
            </Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
