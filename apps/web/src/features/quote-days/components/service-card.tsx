import { memo, type CSSProperties, type ReactNode } from 'react';
import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconClock, IconEyeOff } from '@tabler/icons-react';
import { formatTime, isAllLevels, isNightType } from '@itinera/domain';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { ServiceTypeIcon } from '../../../components/service-type-icon';
import { levelLook } from '../../../lib/service-type-look';
import type { TimelineItem } from '../logic/timeline';
import { DragHandle } from './drag-handle';
import classes from './itinerary.module.css';

/** The name a card, a handle and the screen-reader texts give a service. */
export const itemName = (item: Pick<TimelineItem, 'service' | 'id'>) =>
  item.service?.name.value || i18n.t('days:serviceN', { id: item.id });

/** What a card shows: type, name, level, time, optional and hidden marks, the days of a stay. */
export const ServiceCardBody = memo(function ServiceCardBody({ item }: { item: TimelineItem }) {
  const { t } = useTranslation('days');
  const { service } = item;
  const level = levelLook(service?.level ?? 0);
  const time = formatTime(service?.check_in);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
      <ServiceTypeIcon id={service?.id_service_type ?? 10} size={30} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} lh={1.3} lineClamp={2}>
          {itemName(item)}
        </Text>
        <Group gap={6} mt={4}>
          {service && !isAllLevels(service.level) && (
            <Badge size="xs" variant="light" color={level.color} radius="sm">
              {level.label}
            </Badge>
          )}
          {time && (
            <Group gap={3} wrap="nowrap">
              <IconClock size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                {time}
              </Text>
            </Group>
          )}
          {service?.optional === 1 && (
            <Badge size="xs" variant="outline" color="grape" radius="sm">
              {t('optional')}
            </Badge>
          )}
          {service?.visible === 0 && (
            <Badge size="xs" variant="light" color="gray" radius="sm" leftSection={<IconEyeOff size={10} />}>
              {t('hidden')}
            </Badge>
          )}
          {item.span > 1 && (
            <Badge size="xs" variant="default" radius="sm" tt="none">
              {t(service && isNightType(service.id_service_type) ? 'nightOf' : 'dayOf', {
                n: item.dayIndex + 1,
                total: item.span,
              })}
            </Badge>
          )}
        </Group>
      </div>
    </Group>
  );
});

interface CardFrameProps {
  item: TimelineItem;
  handle?: ReactNode;
  style?: CSSProperties;
  dragging?: boolean;
  overlay?: boolean;
  setNodeRef?: (node: HTMLElement | null) => void;
}

function CardFrame({ item, handle, style, dragging, overlay, setNodeRef }: CardFrameProps) {
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      style={style}
      className={classes.card}
      data-dragging={dragging || undefined}
      data-overlay={overlay || undefined}
      data-continuing={item.dayIndex > 0 || undefined}
      data-service-id={item.id}
      aria-label={itemName(item)}
      role="listitem"
    >
      <Group gap={6} wrap="nowrap" align="center">
        {handle}
        <ServiceCardBody item={item} />
      </Group>
    </Paper>
  );
}

export interface ServiceCardProps {
  item: TimelineItem;
  /** Where the card can be dragged from: off in read-only views and on the later days of a stay. */
  draggable: boolean;
  /** The list has handles: a card without one keeps its place so the icons line up. */
  alignWithHandles: boolean;
  dayNumber: number;
}

/** A service of a day; dragged by its handle (mouse, touch, or Space and the arrow keys). */
export const ServiceCard = memo(function ServiceCard({
  item,
  draggable,
  alignWithHandles,
  dayNumber,
}: ServiceCardProps) {
  const { t } = useTranslation('days');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
    data: { type: 'service' },
    disabled: { draggable: !draggable, droppable: false },
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const handle = draggable ? (
    <DragHandle
      label={t('moveService', { name: itemName(item), n: dayNumber })}
      setActivatorNodeRef={setActivatorNodeRef}
      attributes={attributes}
      listeners={listeners}
      actionType="quote-itinerary-drag-service"
    />
  ) : alignWithHandles ? (
    <Box w={34} aria-hidden />
  ) : null;
  return <CardFrame item={item} handle={handle} style={style} dragging={isDragging} setNodeRef={setNodeRef} />;
});

/** The card under the pointer while it is dragged. */
export function ServiceCardOverlay({ item }: { item: TimelineItem }) {
  return <CardFrame item={item} overlay handle={<DragHandle label={`Moving ${itemName(item)}`} decorative />} />;
}
