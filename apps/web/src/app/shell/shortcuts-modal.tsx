import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {t('shortcuts.title')}
        </Text>
      }
      centered
      radius="lg"
      size={440}
    >
      <Stack gap="md">
        <Table verticalSpacing={8} horizontalSpacing="sm" striped withRowBorders={false}>
          <Table.Tbody>
            {SHORTCUTS.map((shortcut) => (
              <Table.Tr key={shortcut.keys}>
                <Table.Td w={72}>
                  <Kbd size="md">{shortcut.keys}</Kbd>
                </Table.Td>
                <Table.Td>{t(`shortcuts.${shortcut.labelKey}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t('shortcuts.note')}
          </Text>
        </Group>
      </Stack>
    </Modal>
  );
}
