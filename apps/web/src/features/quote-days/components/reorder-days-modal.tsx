import { useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Day } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { FormModal } from '../../../components/form-modal';
import { dayListAnnouncements, dayListInstructions } from './dnd-texts';
import { DragHandle } from './drag-handle';
import classes from './itinerary.module.css';
import { useCloseOnSuccess } from './use-close-on-success';

const dayLabel = (day: Day) =>
  i18n.t(day.title.value ? 'days:dayTitled' : 'days:day', { n: day.start_day, title: day.title.value });

function DayRow({ day, index }: { day: Day; index: number }) {
  const { t } = useTranslation('days');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: String(day.start_day),
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={6}
      className={classes.card}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      role="listitem"
    >
      <Group gap="xs" wrap="nowrap">
        <DragHandle
          label={t('moveName', { name: dayLabel(day) })}
          setActivatorNodeRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        <Text size="sm" fw={600} w={56} c="blue.7">
          {t('day', { n: index + 1 })}
        </Text>
        <Text size="sm" lineClamp={1} style={{ flex: 1 }}>
          {day.title.value || <i>{t('untitled')}</i>}
          <Text span size="xs" c="dimmed">
            {' '}
            · {t('serviceCount', { count: day.services.length })}
            {index + 1 !== day.start_day ? ` · ${t('wasDay', { n: day.start_day })}` : ''}
          </Text>
        </Text>
      </Group>
    </Paper>
  );
}

export interface ReorderDaysModalProps {
  days: Day[];
  onClose: () => void;
  onSave: (days: Day[]) => Promise<boolean>;
}

/** Whole days in a new order (drag or Space + arrows); each day takes its services along. */
export function ReorderDaysModal({ days, onClose, onSave }: ReorderDaysModalProps) {
  const { t } = useTranslation('days');
  const [order, setOrder] = useState(days);
  const { pending, submit } = useCloseOnSuccess(onClose);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const changed = order.some((d, i) => d.start_day !== i + 1);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((list) => {
      const from = list.findIndex((d) => String(d.start_day) === active.id);
      const to = list.findIndex((d) => String(d.start_day) === over.id);
      return arrayMove(list, from, to);
    });
  };
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('reorder')}
      size="lg"
      onSubmit={submit(() => onSave(order))}
      submitting={pending}
      submitDisabled={!changed}
      submitLabel={t('saveOrder')}
      actionType="quote-itinerary-reorder-days"
    >
      <Text size="sm" c="dimmed">
        {t('reorderText')}
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: dayListInstructions,
          announcements: dayListAnnouncements(
            order.map((d) => String(d.start_day)),
            (id) => dayLabel(order.find((d) => String(d.start_day) === id)!),
          ),
        }}
      >
        <SortableContext items={order.map((d) => String(d.start_day))} strategy={verticalListSortingStrategy}>
          <Stack gap={6} role="list" aria-label={t('newOrder')}>
            {order.map((day, index) => (
              <DayRow key={day.start_day} day={day} index={index} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </FormModal>
  );
}
