import { ActionIcon } from '@mantine/core';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import classes from './itinerary.module.css';

export interface DragHandleProps {
  label: string;
  /** From useSortable: the handle is what starts a drag (mouse, touch, or Space on focus). */
  setActivatorNodeRef?: (node: HTMLElement | null) => void;
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  actionType?: string;
  /** The copy under the pointer while dragging: shown, not focusable, not announced. */
  decorative?: boolean;
}

/** The grip a card or a day is dragged by: a button big enough for a thumb, focusable for the keyboard. */
export function DragHandle({
  label,
  setActivatorNodeRef,
  attributes,
  listeners,
  actionType,
  decorative,
}: DragHandleProps) {
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      className={classes.handle}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      tabIndex={decorative ? -1 : undefined}
      data-action-type={actionType}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
}
