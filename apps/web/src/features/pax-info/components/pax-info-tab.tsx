import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { arePricesLocked, PRICES_LOCK } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { usePaxInfo, type PaxInfo } from '../api/get-passengers';
import { useQuotePrices } from '../api/get-quote-prices';
import { paxInfoFromSnapshot } from '../logic/history-view';
import { useLockText } from '../../../components/quote-lock-alert';
import { PaxInfoView } from './pax-info-view';

export interface PaxInfoTabProps {
  quote: QuoteDetail;
  /** History view or a status that forbids editing. */
  readOnly: boolean;
  /** Why the quote may not be edited (the domain's quoteLock sentence), when it may not. */
  lockReason?: string | null;
  /** History view: the stored version to show instead of the live passengers. */
  snapshot?: Record<string, unknown>;
}

const NOBODY: PaxInfo = { data: [], rooming: { rooms: [], unassigned: [], started: false }, warnings: [] };

/** The Pax Information tab of the quote workspace (spec 01 §2 /quote/pax-info, shortcut 6). */
export function PaxInfoTab({ quote, readOnly, lockReason, snapshot }: PaxInfoTabProps) {
  const { t } = useTranslation('workspace');
  const lockText = useLockText();
  const history = snapshot !== undefined;
  const list = usePaxInfo(quote.id, !history);
  const prices = useQuotePrices(quote.id, !history);
  // Spec 02 §8: when listing passengers fails, the list is emptied and the error logged.
  useEffect(() => {
    // eslint-disable-next-line no-console -- the spec asks for the failure to be logged, in the browser's console
    if (list.isError) console.error('Listing passengers failed:', list.error);
  }, [list.isError, list.error]);

  // The domain's one lock message (quoteLock), the same on every tab; a read-only tab shows lockReason instead.
  const partyLockedReason = arePricesLocked(quote) ? lockText(PRICES_LOCK) : null;
  if (history) {
    const past = paxInfoFromSnapshot(snapshot);
    return (
      <PaxInfoView quote={quote} info={past.info} prices={past.prices} readOnly history partyLockedReason={null} />
    );
  }
  if (list.isPending) {
    // Spec 02 §4: the passengers' loading state is "fetching".
    return (
      <Center h={240}>
        <Stack align="center" gap="xs">
          <Loader aria-label={t('pax.fetching')} />
          <Text size="sm" c="dimmed">
            {t('pax.fetchingDots')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <PaxInfoView
      quote={quote}
      info={list.isError ? NOBODY : list.data}
      prices={prices.data}
      readOnly={readOnly}
      history={false}
      lockReason={lockReason}
      partyLockedReason={partyLockedReason}
      listError={list.isError ? list.error : undefined}
      onRetry={() => void list.refetch()}
    />
  );
}
