import { arrayMove } from '@dnd-kit/sortable';
import type { TimelineDay } from './timeline';
import { serviceIdOf } from './timeline';

// What the board looks like while a card is dragged: day key → item keys in order. Only the lists
// a drag touches get new arrays, so the days it does not touch keep their props and do not render.

export type Board = Record<string, string[]>;

export const boardOf = (days: readonly TimelineDay[]): Board =>
  Object.fromEntries(days.map((d) => [d.key, d.items.map((i) => i.key)]));

/** The day list holding an item (or the day key itself when `id` names a day list). */
export function containerOf(board: Board, id: string): string | undefined {
  if (id in board) return id;
  return Object.keys(board).find((day) => board[day]!.includes(id));
}

/**
 * The board with `active` moved into the list that holds `over` (or into the empty list `over`
 * names), at `over`'s place. A list that already shows the same service (a stay continuing there)
 * does not take it: a service is once on a day.
 */
export function moveAcross(board: Board, active: string, over: string): Board {
  const from = containerOf(board, active);
  const to = containerOf(board, over);
  if (!from || !to || from === to) return board;
  const id = serviceIdOf(active);
  const target = board[to]!;
  if (target.some((key) => serviceIdOf(key) === id)) return board;
  const overIndex = target.indexOf(over);
  const at = overIndex < 0 ? target.length : overIndex;
  return {
    ...board,
    [from]: board[from]!.filter((key) => key !== active),
    [to]: [...target.slice(0, at), active, ...target.slice(at)],
  };
}

/** The board with `active` moved to `over`'s place within their common list. */
export function moveWithin(board: Board, active: string, over: string): Board {
  const list = containerOf(board, active);
  if (!list || containerOf(board, over) !== list) return board;
  const items = board[list]!;
  const from = items.indexOf(active);
  const to = items.indexOf(over);
  if (from < 0 || to < 0 || from === to) return board;
  return { ...board, [list]: arrayMove(items, from, to) };
}

/** What a finished drag asks the server for. */
export type DropResult =
  | { kind: 'reorder'; dayKey: string; serviceIds: number[]; before: number[] }
  | { kind: 'move'; serviceId: number; fromKey: string; toKey: string }
  | null;

/** Compares the board before the drag with the board at the drop. */
export function dropResult(before: Board, after: Board, active: string): DropResult {
  const from = containerOf(before, active);
  const to = containerOf(after, active);
  if (!from || !to) return null;
  if (from !== to) return { kind: 'move', serviceId: serviceIdOf(active), fromKey: from, toKey: to };
  const was = before[from]!;
  const now = after[to]!;
  if (was.length === now.length && was.every((key, i) => key === now[i])) return null;
  return { kind: 'reorder', dayKey: to, serviceIds: now.map(serviceIdOf), before: was.map(serviceIdOf) };
}
