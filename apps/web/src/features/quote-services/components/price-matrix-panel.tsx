import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Progress, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconRefresh } from '@tabler/icons-react';
import type { QuoteId } from '@itinera/domain/contracts';
import { errorMessage, notifyError } from '../../../lib/notify';
import { downloadPriceMatrix, useGeneratePriceMatrix, usePriceMatrix } from '../api/pricing/price-matrix';
import { parseSizes, SAMPLE_SIZES_TEXT } from '../logic/matrix-sizes';
import { PriceMatrixTable } from './price-matrix-table';

/** Sizes as the field shows them: runs of consecutive sizes as ranges. */
function sizesText(sizes: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sizes.length; i++) {
    let j = i;
    while (j + 1 < sizes.length && sizes[j + 1] === sizes[j]! + 1) j++;
    parts.push(j - i >= 2 ? `${sizes[i]}-${sizes[j]}` : sizes.slice(i, j + 1).join(', '));
    i = j;
  }
  return parts.join(', ');
}

export function PriceMatrixPanel({ quoteId, currency }: { quoteId: QuoteId; currency: string }) {
  const { t } = useTranslation('services');
  const matrix = usePriceMatrix(quoteId);
  const generate = useGeneratePriceMatrix(quoteId);
  const stored = matrix.data ?? null;
  const [text, setText] = useState<string | null>(null);
  const [age, setAge] = useState<number | string | null>(null);
  const [type, setType] = useState<'seller' | 'reseller'>('seller');
  const shownText = text ?? (stored ? sizesText(stored.sizes) : SAMPLE_SIZES_TEXT);
  const shownAge = age ?? stored?.child_age ?? 8;
  const sizes = parseSizes(shownText);
  const running = stored?.status === 'running' || generate.isPending;

  const run = () => {
    if (!sizes) return;
    generate.mutate({ pax: sizes, child_age: shownAge === '' ? null : Number(shownAge) }, { onError: notifyError });
  };

  return (
    <Stack gap="sm" mt="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('matrix.sizes')}
          description={t('matrix.sizesHint')}
          value={shownText}
          onChange={(e) => setText(e.currentTarget.value)}
          error={sizes ? undefined : t('matrix.sizesError')}
          w={220}
          size="xs"
        />
        <NumberInput
          label={t('matrix.childAge')}
          description={t('matrix.childAgeHint')}
          value={shownAge}
          onChange={setAge}
          min={0}
          max={17}
          allowDecimal={false}
          w={110}
          size="xs"
        />
        <Button
          size="xs"
          leftSection={<IconRefresh size={15} />}
          onClick={run}
          loading={generate.isPending}
          disabled={!sizes || running}
          data-action-type="quote-price-matrix-generate"
        >
          {stored ? t('matrix.again') : t('matrix.generate')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={15} />}
          disabled={!stored?.data.length || running}
          onClick={() => downloadPriceMatrix(quoteId).catch(notifyError)}
        >
          {t('matrix.download')}
        </Button>
        <SegmentedControl
          size="xs"
          value={type}
          onChange={(v) => setType(v as 'seller' | 'reseller')}
          data={[
            { value: 'seller', label: t('seller') },
            { value: 'reseller', label: t('reseller') },
          ]}
          aria-label={t('matrix.pricesFor')}
        />
      </Group>
      {matrix.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {errorMessage(matrix.error)}
        </Alert>
      )}
      {stored?.stale && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={t('matrix.stale')}>
          {stored.stale_reasons.join(' ')} {t('matrix.staleHint')}
        </Alert>
      )}
      {stored?.status === 'running' && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('matrix.progress', { done: stored.progress.done, total: stored.progress.total })}
          </Text>
          <Progress value={(100 * stored.progress.done) / Math.max(1, stored.progress.total)} animated />
        </Stack>
      )}
      {stored?.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('matrix.failed', { error: stored.error })}
        </Alert>
      )}
      {stored && stored.data.length > 0 ? (
        <PriceMatrixTable entries={stored.data} type={type} currency={currency} childAge={stored.child_age} />
      ) : (
        !running && (
          <Text size="sm" c="dimmed">
            {t('matrix.none')}
          </Text>
        )
      )}
    </Stack>
  );
}
