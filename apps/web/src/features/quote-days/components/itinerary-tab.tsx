import { useMemo } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconHistory } from '@tabler/icons-react';
import { clientDateFormat } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useDays } from '../api/list-days';
import { useItineraryServices } from '../api/list-services';
import { daysFromSnapshot } from '../logic/snapshot-days';
import { buildTimeline } from '../logic/timeline';
import { DaysBoard } from './days-board';
import { DaysNotFound, DaysSkeleton } from './days-states';
import { ItineraryToolbar } from './itinerary-toolbar';
import { ItineraryWorkspace } from './itinerary-workspace';

export interface ItineraryTabProps {
  quote: QuoteDetail;
  /** History view or a status that forbids editing. */
  readOnly: boolean;
  /** Why the status forbids editing, shown above the timeline. */
  lockReason: string | null;
  /** History view: the stored version whose days are shown instead of the live ones. */
  snapshot?: Record<string, unknown>;
}

const noDrop = async () => undefined;

/** A stored version's days, read-only: no handles, no actions. */
function HistoryItinerary({ quote, snapshot }: { quote: QuoteDetail; snapshot: Record<string, unknown> }) {
  const { t } = useTranslation('days');
  const { days, services } = useMemo(() => daysFromSnapshot(snapshot), [snapshot]);
  const start = typeof snapshot.start_date === 'string' ? snapshot.start_date.slice(0, 10) : quote.start_date;
  const timeline = useMemo(() => buildTimeline(days, services, start), [days, services, start]);
  if (days.length === 0) return <NoDays history />;
  return (
    <>
      <Group gap={6} mb="xs" c="dimmed">
        <IconHistory size={14} />
        <Text size="xs">{t('asStored')}</Text>
      </Group>
      <ItineraryToolbar dayCount={days.length} serviceCount={services.length} busy={false} />
      <DaysBoard
        timeline={timeline}
        dateFormat={clientDateFormat(quote.client)}
        editable={false}
        movable={false}
        onDrop={noDrop}
      />
    </>
  );
}

/** No days: the live quote says how to get them; a stored version only says it had none (it is read-only). */
function NoDays({ history = false }: { history?: boolean }) {
  const { t } = useTranslation('days');
  return (
    <EmptyState
      icon={<IconCalendarEvent size={30} />}
      title={history ? t('noDaysInVersion') : t('noDays')}
      text={history ? t('noDaysInVersionText') : t('noDaysText')}
    />
  );
}

/** The Itinerary tab: the day-by-day programme the traveller reads. */
export function ItineraryTab({ quote, readOnly, lockReason, snapshot }: ItineraryTabProps) {
  const { t } = useTranslation('days');
  const history = snapshot !== undefined;
  const days = useDays(quote.id, !history);
  const services = useItineraryServices(quote.id, !history);
  if (history) return <HistoryItinerary quote={quote} snapshot={snapshot} />;
  if (days.isError) return <DaysNotFound onRetry={() => void days.refetch()} retrying={days.isFetching} />;
  if (days.isPending || services.isPending) return <DaysSkeleton />;
  if (services.isError)
    return (
      <Alert color="red" variant="light" title={t('servicesFailed')}>
        {t('servicesFailedText')}
      </Alert>
    );
  if (days.data.length === 0) return <NoDays />;
  return (
    <ItineraryWorkspace
      quote={quote}
      days={days.data}
      services={services.data}
      // The workspace passes history or a locking status as readOnly; history is handled above.
      lockReason={readOnly ? (lockReason ?? t('cannotEdit')) : null}
    />
  );
}
