import { Anchor, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuoteStatusBadge } from '../../../components/quote-status-badge';
import type { RequestRow } from '../api/list-requests';

/** Under an expanded row: the quotes linked to the request, each opening in the quote workspace. */
export function LinkedQuotesPanel({
  request,
  canLink,
  onLink,
}: {
  request: RequestRow;
  canLink: boolean;
  onLink: () => void;
}) {
  const { t } = useTranslation('requests');
  const linkButton = canLink && (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconLink size={14} />}
      onClick={onLink}
      data-action-type="request-link-quotes"
    >
      {request.items.length ? t('linked.change') : t('linkQuotes')}
    </Button>
  );
  return (
    <Box px="lg" py="sm" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {request.items.length === 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('linked.none')}
          </Text>
          {linkButton}
        </Group>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('linked.heading')}
            </Text>
            {linkButton}
          </Group>
          <Table
            withRowBorders={false}
            maw={820}
            verticalSpacing={4}
            horizontalSpacing="xs"
            fz="sm"
            aria-label={t('linked.table', { code: request.code })}
          >
            <Table.Tbody>
              {request.items.map((q) => (
                <Table.Tr key={q.id}>
                  <Table.Td w={110}>
                    <Text size="sm" c="dimmed" ff="monospace">
                      {q.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/quote/basic-info?itinerary=${q.id}`}
                      size="sm"
                      fw={500}
                      data-action-type="request-open-quote"
                    >
                      <Group gap={4} wrap="nowrap">
                        {q.title || t('untitledQuote')}
                        <IconExternalLink size={13} aria-hidden />
                      </Group>
                    </Anchor>
                  </Table.Td>
                  <Table.Td w={170}>
                    <QuoteStatusBadge id={q.status.id} name={q.status.name} size="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Box>
  );
}
