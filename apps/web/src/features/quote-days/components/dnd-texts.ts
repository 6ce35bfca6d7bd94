import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { containerOf, landingOf, type Board, type OrderOf } from '../logic/board';

// What a screen reader says while a service is moved with the keyboard (or the mouse): where it was picked up, where
// it would land, where it landed. Where it lands is where it really goes (landingOf): within its day, the place it is
// dropped at; on another day, the place the quote's order gives it there — not the card it happened to be over.

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a service, press Space or Enter. Use the arrow keys to move it within its day or to another day. Press Space or Enter again to drop it, or Escape to cancel.',
};

export const dayListInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a day, press Space or Enter. Use the arrow keys to move it up or down. Press Space or Enter again to drop it, or Escape to cancel.',
};

const dayNumberOf = (dayKey: string) => Number(dayKey.replace('day-', ''));

/** "day 2, position 3 of 4" of a card on a board. */
function placeOn(b: Board, id: string): string {
  const day = containerOf(b, id);
  if (!day) return 'no day';
  const list = b[day]!;
  const at = list.indexOf(id);
  return at < 0 ? `day ${dayNumberOf(day)}` : `day ${dayNumberOf(day)}, position ${at + 1} of ${list.length}`;
}

/**
 * The announcements over the board as shown (`b`, a card already shown on the day it is dragged to) and the board the
 * drag started from, which says whether the card changes day.
 */
export function announcementsFor(
  b: Board,
  start: Board,
  nameOf: (key: string) => string,
  orderOf: OrderOf,
): Announcements {
  const landing = (active: string, over: string) => {
    const to = landingOf(b, start, active, over, orderOf);
    if (!to) return null;
    if (to.refused) return { refused: `is already on day ${dayNumberOf(to.day)}: it cannot be dropped there` };
    return { place: `day ${dayNumberOf(to.day)}, position ${to.position} of ${to.length}` };
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))} on ${placeOn(b, String(active.id))}.`,
    onDragOver: ({ active, over }) => {
      const name = nameOf(String(active.id));
      const to = over && landing(String(active.id), String(over.id));
      if (!to) return `${name} is not over a day.`;
      return 'refused' in to ? `${name} ${to.refused}.` : `${name} would land on ${to.place}.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(String(active.id));
      const to = over && landing(String(active.id), String(over.id));
      if (!to || 'refused' in to) return `${name} was put back.`;
      return `${name} was dropped on ${to.place}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(String(active.id))} was cancelled; it is back on ${placeOn(start, String(active.id))}.`,
  };
}

/**
 * The Reorder days dialog's announcements (dnd-kit's own named the ids): a day lands at the place of the day it is
 * over, and becomes that day.
 */
export function dayListAnnouncements(ids: readonly string[], labelOf: (id: string) => string): Announcements {
  const position = (id: string) => ids.indexOf(id) + 1;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(String(active.id))}, position ${position(String(active.id))} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(String(active.id))} would move to position ${position(String(over.id))} of ${ids.length}.`
        : `${labelOf(String(active.id))} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${labelOf(String(active.id))} moved to position ${position(String(over.id))} of ${ids.length}: it becomes day ${position(String(over.id))}.`
        : `${labelOf(String(active.id))} stays at position ${position(String(active.id))}.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(String(active.id))} was cancelled; it stays at position ${position(String(active.id))}.`,
  };
}
