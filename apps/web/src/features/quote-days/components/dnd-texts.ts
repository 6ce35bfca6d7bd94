import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { containerOf, type Board } from '../logic/board';

// What a screen reader says while a service is moved with the keyboard (or the mouse): where it was
// picked up, where it is, where it landed. The names come from the board as it is at that moment.

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a service, press Space or Enter. Use the arrow keys to move it within its day or to another day. Press Space or Enter again to drop it, or Escape to cancel.',
};

const dayNumberOf = (dayKey: string) => Number(dayKey.replace('day-', ''));

export function announcementsFor(b: Board, nameOf: (key: string) => string): Announcements {
  const place = (id: string) => {
    const day = containerOf(b, id);
    if (!day) return 'no day';
    const list = b[day]!;
    const at = list.indexOf(id);
    return at < 0 ? `day ${dayNumberOf(day)}` : `day ${dayNumberOf(day)}, position ${at + 1} of ${list.length}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))} on ${place(String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} is over ${place(String(over.id === active.id ? active.id : over.id))}.`
        : `${nameOf(String(active.id))} is not over a day.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} was dropped on ${place(String(active.id))}.`
        : `${nameOf(String(active.id))} was put back.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(String(active.id))} was cancelled; it is back on ${place(String(active.id))}.`,
  };
}
