import { memo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '../logic/timeline';
import { ServiceCard } from './service-card';
import classes from './itinerary.module.css';

export interface DayServicesListProps {
  dayKey: string;
  dayNumber: number;
  keys: string[];
  itemIndex: ReadonlyMap<string, TimelineItem>;
  /** Cards may be dragged (a stay only from its first day). */
  draggable: boolean;
  /** Services may come here from another day (not while prices are locked). */
  acceptsMoves: boolean;
}

/** The services of one day: a drop target even when empty, so a free day takes a service. */
export const DayServicesList = memo(function DayServicesList({
  dayKey,
  dayNumber,
  keys,
  itemIndex,
  draggable,
  acceptsMoves,
}: DayServicesListProps) {
  const { t } = useTranslation('days');
  const { setNodeRef, isOver } = useDroppable({ id: dayKey, data: { type: 'day' } });
  return (
    <SortableContext id={dayKey} items={keys} strategy={verticalListSortingStrategy}>
      <Stack
        ref={setNodeRef}
        gap={6}
        className={classes.services}
        data-over={isOver || undefined}
        role="list"
        aria-label={t('servicesOf', { n: dayNumber })}
      >
        {keys.map((key) => {
          const item = itemIndex.get(key);
          if (!item) return null;
          return (
            <ServiceCard
              key={key}
              item={item}
              dayNumber={dayNumber}
              draggable={draggable && item.dayIndex === 0}
              alignWithHandles={draggable}
            />
          );
        })}
        {keys.length === 0 && (
          <Text size="sm" c="dimmed" fs="italic" ta="center" py="md">
            {acceptsMoves ? t('freeDayDrop') : t('freeDay')}
          </Text>
        )}
      </Stack>
    </SortableContext>
  );
});
