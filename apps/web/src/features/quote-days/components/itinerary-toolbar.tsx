import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ItineraryToolbarProps {
  dayCount: number;
  serviceCount: number;
  /** Absent in read-only views. */
  onAddDay?: () => void;
  onReorderDays?: () => void;
  /** The last move, offered for undo. */
  undoLabel?: string | null;
  onUndo?: () => void;
  busy: boolean;
}

/** The count of days and services, and the actions on the whole timeline. */
export function ItineraryToolbar({
  dayCount,
  serviceCount,
  onAddDay,
  onReorderDays,
  undoLabel,
  onUndo,
  busy,
}: ItineraryToolbarProps) {
  const { t } = useTranslation('days');
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('dayCount', { count: dayCount })} · {t('serviceCount', { count: serviceCount })}
      </Text>
      <Group gap="xs">
        {undoLabel && onUndo && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconArrowBackUp size={15} />}
            onClick={onUndo}
            disabled={busy}
            title={t('undoWhat', { what: undoLabel })}
            data-action-type="quote-itinerary-undo"
          >
            {t('undoLast')}
          </Button>
        )}
        {onReorderDays && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowsSort size={15} />}
            onClick={onReorderDays}
            disabled={busy || dayCount < 2}
            data-action-type="quote-itinerary-reorder-open"
          >
            {t('reorder')}
          </Button>
        )}
        {onAddDay && (
          <Button
            size="xs"
            leftSection={<IconPlus size={15} />}
            onClick={onAddDay}
            loading={busy}
            data-action-type="quote-itinerary-add-day"
          >
            {t('addDay')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
