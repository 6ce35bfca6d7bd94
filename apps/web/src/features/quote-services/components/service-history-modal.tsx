import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import { useServicesTab } from './services-context';
import { useState } from 'react';
import { Alert, Badge, Group, Loader, Modal, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
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
  const { t } = useTranslation('services');
  const { dateFormat } = useServicesTab();
  const { dateTime } = useFormats();
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
          <Text fw={600}>{t('hist.title', { name: service.name.value })}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        {history.isError && (
          <Alert color="red" variant="light">
            {t('hist.failed')}
          </Alert>
        )}
        {history.isPending && (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        )}
        {history.isSuccess && entries.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('hist.none')}
          </Text>
        )}
        {entries.length > 0 && (
          <ScrollArea.Autosize mah={460} type="auto">
            <Table striped verticalSpacing="xs" aria-label={t('hist.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={150}>{t('hist.when')}</Table.Th>
                  <Table.Th w={150}>{t('hist.who')}</Table.Th>
                  <Table.Th w={70}>{t('hist.version')}</Table.Th>
                  <Table.Th>{t('hist.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Text size="sm">{dateTime(e.created_at, dateFormat)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.user?.name ?? t('hist.someone')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray" tt="none">
                        {t('hist.v', { version: e.version })}
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
            <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={t('hist.pages')} />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
