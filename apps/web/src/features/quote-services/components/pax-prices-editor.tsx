import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Alert, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { PaxPricesBody, QuoteId } from '@itinera/domain/contracts';
import { useServerText } from '../../../components/server-text';
import { errorMessage } from '../../../lib/notify';
import { usePaxPrices, useSavePaxPrices } from '../api/use-pax-prices';
import { paxTableRows, scopeBody, type PaxLevel } from '../logic/pax-price-edits';
import { BulkSetPopover } from './bulk-set-popover';
import { PaxPricesTable, type LevelState } from './pax-prices-table';

export interface PaxPricesEditorProps {
  quoteId: QuoteId;
  currency: string;
  levels: Record<PaxLevel, LevelState>;
  readOnly: boolean;
  pricesLocked: boolean;
  /** The quote's status: the lock is worded after it. */
  statusId: number;
  onClose: () => void;
}

/**
 * Upsales and fee per passenger and level (the spec's "Pax price", docs/domain/pricing.md#step-7-upsales-and-fee), from
 * GET /tenant/itinerary/pax-prices. Each change is saved at once; a refusal (a negative figure,
 * typed or worked out by the server) is said above the table in the server's words.
 */
export function PaxPricesEditor({
  quoteId,
  currency,
  levels,
  readOnly,
  pricesLocked,
  statusId,
  onClose,
}: PaxPricesEditorProps) {
  const { t } = useTranslation('services');
  const serverText = useServerText();
  const query = usePaxPrices(quoteId, true);
  const mutation = useSavePaxPrices(quoteId);
  const [problem, setProblem] = useState<string | null>(null);
  const disabled = readOnly || pricesLocked || mutation.isPending;
  const save = (body: PaxPricesBody) =>
    mutation.mutateAsync(body).then(
      () => (setProblem(null), true),
      (error: unknown) => (setProblem(errorMessage(error)), false),
    );
  const rows = query.data ? paxTableRows(query.data) : [];
  return (
    <Paper withBorder radius="md" p="sm" aria-label={t('paxPrices.editor')} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={700} size="sm">
              {t('paxPrices.title')}
            </Text>
            {(mutation.isPending || query.isFetching) && <Loader size={14} aria-label={t('paxPrices.saving')} />}
          </Group>
          <Text size="xs" c="dimmed">
            {t('paxPrices.hint', { currency })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <BulkSetPopover
            title={t('paxPrices.everyone')}
            button={t('paxPrices.setAll')}
            disabled={disabled || rows.length === 0}
            actionType="quote-pax-prices-all"
            onApply={(v) => {
              const body = scopeBody({}, v);
              return body ? save(body) : Promise.resolve(false);
            }}
          />
          <CloseButton
            size="sm"
            aria-label={t('paxPrices.close')}
            onClick={onClose}
            data-action-type="quote-pax-prices-close"
          />
        </Group>
      </Group>
      {pricesLocked && !readOnly && (
        <Alert color="orange" variant="light" icon={<IconLock size={16} />} py={6} mb="xs">
          {serverText.pricesLocked(statusId)}
        </Alert>
      )}
      {problem && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          py={6}
          mb="xs"
          withCloseButton
          onClose={() => setProblem(null)}
          role="alert"
        >
          {problem}
        </Alert>
      )}
      {query.isPending && <Loader size="sm" m="md" aria-label={t('paxPrices.loading')} />}
      {query.isError && (
        <Alert color="red" variant="light">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('paxPrices.none')}
        </Text>
      )}
      {rows.length > 0 && (
        <PaxPricesTable rows={rows} levels={levels} disabled={disabled} save={save} refuse={setProblem} />
      )}
    </Paper>
  );
}
