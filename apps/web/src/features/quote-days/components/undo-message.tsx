import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The undo toast's message: what moved, and the Undo button. The label wraps and the button never shrinks: in one
 * nowrap row a long service name squeezed the button to "Und".
 */
export function UndoMessage({ label, onUndo }: { label: string; onUndo: () => void }) {
  const { t } = useTranslation('days');
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}.
      </Text>
      <Button size="compact-xs" variant="light" onClick={onUndo} style={{ flexShrink: 0 }} miw="max-content">
        {t('undo')}
      </Button>
    </Group>
  );
}
