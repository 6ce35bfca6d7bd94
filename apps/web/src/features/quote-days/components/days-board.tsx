import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import {
  boardOf,
  containerOf,
  dropResult,
  landByOrder,
  moveAcross,
  moveWithin,
  type Board,
  type DropResult,
} from '../logic/board';
import { i18n } from '../../../lib/i18n';
import type { TimelineDay, TimelineItem } from '../logic/timeline';
import { DayCard } from './day-card';
import { announcementsFor, screenReaderInstructions } from './dnd-texts';
import { itemName, ServiceCardOverlay } from './service-card';

const isDayKey = (id: unknown) => String(id).startsWith('day-');
const NO_SENSORS: never[] = [];

export interface DaysBoardProps {
  timeline: TimelineDay[];
  dateFormat: string;
  editable: boolean;
  movable: boolean;
  /** A write is on its way: no new drag starts until it lands (the handles stay where they are). */
  busy?: boolean;
  /** A drop asks the server; the board keeps the dropped layout until this settles. */
  onDrop: (result: NonNullable<DropResult>, item: TimelineItem, from: TimelineDay, to: TimelineDay) => Promise<unknown>;
}

/**
 * The timeline as a drag-and-drop board: services reorder within a day and move to another day
 * (also an empty one), with the mouse (after a 5 px move, so a click stays a click), by touch on
 * the handle, or by keyboard (Space, arrows, Space). Only the lists a drag touches change.
 */
export function DaysBoard({ timeline, dateFormat, editable, movable, busy = false, onDrop }: DaysBoardProps) {
  const base = useMemo(() => boardOf(timeline), [timeline]);
  const [override, setOverride] = useState<Board | null>(null);
  const board = override ?? base;
  // The drag handlers read the board of the last render (dnd-kit calls them between renders).
  const boardRef = useRef(board);
  useLayoutEffect(() => {
    boardRef.current = board;
  }, [board]);
  const startBoard = useRef<Board>(base);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // The board the drag started from, for the announcements (whether a card changes day).
  const [dragStart, setDragStart] = useState<Board | null>(null);

  const itemIndex = useMemo(
    () => new Map(timeline.flatMap((d) => d.items.map((i) => [i.key, i] as const))),
    [timeline],
  );
  const dayIndex = useMemo(() => new Map(timeline.map((d) => [d.key, d])), [timeline]);
  // A card's place in the quote's one order: where a service moved to another day lands among that day's cards.
  const orderOf = useCallback(
    (key: string) => {
      const item = itemIndex.get(key);
      return [item?.service?.order ?? 0, item?.id ?? 0] as const;
    },
    [itemIndex],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Over a card: that card. Over a day's free space: the nearest card of that day, or the day
  // itself when it has none (so an empty day takes a drop).
  const collisions: CollisionDetection = useCallback((args) => {
    const pointer = pointerWithin(args);
    const hits = pointer.length > 0 ? pointer : rectIntersection(args);
    const cards = hits.filter((h) => !isDayKey(h.id));
    if (cards.length > 0) return cards;
    const day = hits.find((h) => isDayKey(h.id));
    if (!day) return closestCenter(args);
    const keys = boardRef.current[String(day.id)] ?? [];
    if (keys.length === 0) return [day];
    const inside = closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => keys.includes(String(c.id))),
    });
    return inside.length > 0 ? inside : [day];
  }, []);

  const accessibility = useMemo(
    () => ({
      screenReaderInstructions,
      announcements: announcementsFor(
        board,
        dragStart ?? board,
        (key) => {
          const item = itemIndex.get(key);
          return item ? itemName(item) : i18n.t('days:theService');
        },
        orderOf,
      ),
    }),
    [board, dragStart, itemIndex, orderOf],
  );

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    startBoard.current = boardRef.current;
    setDragStart(boardRef.current);
    setActiveKey(String(active.id));
  }, []);

  const onDragOver = useCallback(
    ({ active, over }: DragOverEvent) => {
      if (!over || over.id === active.id || !movable) return;
      const b = boardRef.current;
      if (containerOf(b, String(active.id)) === containerOf(b, String(over.id))) return;
      setOverride(moveAcross(b, String(active.id), String(over.id)));
    },
    [movable],
  );

  const onDragEnd = useCallback(
    async ({ active, over }: DragEndEvent) => {
      setActiveKey(null);
      const key = String(active.id);
      let final = over ? moveWithin(boardRef.current, key, String(over.id)) : startBoard.current;
      // On another day it lands at its place in the quote's order, as the server will put it (and as announced).
      if (over && containerOf(final, key) !== containerOf(startBoard.current, key))
        final = landByOrder(final, key, orderOf);
      const result = dropResult(startBoard.current, final, key);
      const item = itemIndex.get(key);
      const from = dayIndex.get(containerOf(startBoard.current, key) ?? '');
      const to = dayIndex.get(containerOf(final, key) ?? '');
      if (!result || !item || !from || !to) {
        setOverride(null);
        return;
      }
      setOverride(final);
      try {
        await onDrop(result, item, from, to);
      } finally {
        setOverride(null);
      }
    },
    [dayIndex, itemIndex, onDrop, orderOf],
  );

  const onDragCancel = useCallback(() => {
    setActiveKey(null);
    setOverride(null);
  }, []);

  const active = activeKey ? itemIndex.get(activeKey) : undefined;
  return (
    <DndContext
      sensors={busy ? NO_SENSORS : sensors}
      collisionDetection={collisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <Stack gap="md">
        {timeline.map((tday, index) => (
          <DayCard
            key={tday.key}
            tday={tday}
            keys={board[tday.key] ?? []}
            itemIndex={itemIndex}
            dateFormat={dateFormat}
            editable={editable}
            movable={movable}
            hasPrevious={index > 0}
            isLast={index === timeline.length - 1}
          />
        ))}
      </Stack>
      <DragOverlay>{active ? <ServiceCardOverlay item={active} /> : null}</DragOverlay>
    </DndContext>
  );
}
