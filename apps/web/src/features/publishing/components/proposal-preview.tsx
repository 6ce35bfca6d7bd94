import { Alert, Box, Group, Loader, Paper, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { QuoteId } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify';
import { useProposalPreview } from '../api/preview-proposal';
import type { PublishConfigBody } from '../api/types';

const WIDTHS = { desktop: '100%', phone: '390px' } as const;

/**
 * The page as the client would see it with the unsaved configuration: the server's own HTML
 * (docs/decisions/0031) in a sandboxed frame, redrawn when the (debounced) body changes.
 */
export function ProposalPreview({
  quoteId,
  body,
  version,
}: {
  quoteId: QuoteId;
  body: PublishConfigBody | null;
  version: number;
}) {
  const { t } = useTranslation('publishing');
  const preview = useProposalPreview(quoteId, body, version);
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  return (
    // Sticky beside a long form, so the page stays in view while the options are ticked.
    <Paper withBorder radius="md" p="xs" bg="gray.0" pos="sticky" top={76}>
      <Group justify="space-between" mb="xs" px={4}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {t('preview.title')}
          </Text>
          {preview.isFetching && <Loader size={12} aria-label={t('preview.updating')} />}
        </Group>
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(v) => setDevice(v as keyof typeof WIDTHS)}
          data={[
            { value: 'desktop', label: t('preview.wide') },
            { value: 'phone', label: t('preview.phone') },
          ]}
          aria-label={t('preview.width')}
        />
      </Group>
      {preview.isError && !preview.data ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('preview.error')}>
          {errorMessage(preview.error)}
        </Alert>
      ) : preview.data === undefined ? (
        <Skeleton h={560} radius="md" data-testid="preview-loading" />
      ) : (
        <Box mx="auto" w={WIDTHS[device]} maw="100%" style={{ transition: 'width 150ms' }}>
          <iframe
            title={t('preview.frame')}
            srcDoc={preview.data}
            // No scripts, no same origin: the page is shown, never run, inside the signed-in app.
            sandbox=""
            style={{
              width: '100%',
              height: 'max(480px, calc(100vh - 200px))',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
              background: 'white',
            }}
            data-testid="proposal-preview"
          />
        </Box>
      )}
    </Paper>
  );
}
