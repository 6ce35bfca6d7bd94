import { useState } from 'react';
import { Alert, Badge, Group, Loader, Modal, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { QuoteId, QuoteService } from '@itinera/domain/contracts';
import { useServiceHistory } from '../api/service-history';
import { changeText } from '../logic/service-history';

/** Who changed what on one service, newest first, 30 a page (docs/domain/quotes.md#history-entries). */
export function ServiceHistoryModal({
  quoteId,
  service,
  onClose,
}: {
  quoteId: QuoteId;
  service: QuoteService;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const history = useServiceHistory(quoteId, service.id, page);
  const entries = history.data?.data ?? [];
  const pages = history.data?.meta.last_page ?? 1;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      radius="lg"
      centered
      title={
        <Group gap="xs">
          <IconHistory size={18} />
          <Text fw={600}>History of {service.name.value}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        {history.isError && (
          <Alert color="red" variant="light">
            The history could not be loaded. Close this window and try again.
          </Alert>
        )}
        {history.isPending && (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        )}
        {history.isSuccess && entries.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            No change has been recorded for this service yet.
          </Text>
        )}
        {entries.length > 0 && (
          <ScrollArea.Autosize mah={460} type="auto">
            <Table striped verticalSpacing="xs" aria-label="Service history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={150}>When</Table.Th>
                  <Table.Th w={150}>Who</Table.Th>
                  <Table.Th w={70}>Version</Table.Th>
                  <Table.Th>Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Text size="sm">{dayjs(e.created_at).format('MMM DD, YYYY HH:mm')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.user?.name ?? 'Someone'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray" tt="none">
                        v{e.version}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{changeText(e)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="History pages" />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
