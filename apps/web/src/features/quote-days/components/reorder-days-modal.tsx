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
import { FormModal } from '../../../components/form-modal';
import { dayListAnnouncements, dayListInstructions } from './dnd-texts';
import { DragHandle } from './drag-handle';
import classes from './itinerary.module.css';
import { useCloseOnSuccess } from './use-close-on-success';

const dayLabel = (day: Day) => `Day ${day.start_day}${day.title.value ? ` · ${day.title.value}` : ''}`;

function DayRow({ day, index }: { day: Day; index: number }) {
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
          label={`Move ${dayLabel(day)}`}
          setActivatorNodeRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        <Text size="sm" fw={600} w={56} c="blue.7">
          Day {index + 1}
        </Text>
        <Text size="sm" lineClamp={1} style={{ flex: 1 }}>
          {day.title.value || <i>Untitled</i>}
          <Text span size="xs" c="dimmed">
            {' '}
            · {day.services.length} {day.services.length === 1 ? 'service' : 'services'}
            {index + 1 !== day.start_day ? ` · was day ${day.start_day}` : ''}
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
      title="Reorder days"
      size="lg"
      onSubmit={submit(() => onSave(order))}
      submitting={pending}
      submitDisabled={!changed}
      submitLabel="Save the order"
      actionType="quote-itinerary-reorder-days"
    >
      <Text size="sm" c="dimmed">
        Drag a day by its handle, or focus the handle and press Space, the arrow keys, then Space. The dates stay; each
        day takes its services and texts to its new place, and prices are recalculated.
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
          <Stack gap={6} role="list" aria-label="Days in their new order">
            {order.map((day, index) => (
              <DayRow key={day.start_day} day={day} index={index} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </FormModal>
  );
}
