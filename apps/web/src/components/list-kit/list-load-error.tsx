import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A list's first read failed: nothing to show but the way to try again. */
export function ListLoadError({ plural, onRetry }: { plural: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`The ${plural} could not be loaded`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
