import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          Keyboard shortcuts
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
                <Table.Td>{shortcut.label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Number keys work inside a quote, and keep the same quote open. Shortcuts pause while you type in a field.
          </Text>
        </Group>
      </Stack>
    </Modal>
  );
}
