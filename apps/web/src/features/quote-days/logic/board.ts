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

/** A card's place in the quote's one order: its service's position, then its id (docs/domain/days.md#the-programme). */
export type OrderOf = (key: string) => readonly [number, number];
const ordered = (a: readonly [number, number], b: readonly [number, number]) => a[0] - b[0] || a[1] - b[1];

/** How many of `keys` come before `active` in the quote's order. */
const placeByOrder = (keys: readonly string[], active: string, orderOf: OrderOf) =>
  keys.filter((k) => ordered(orderOf(k), orderOf(active)) < 0).length;

/**
 * Where a dragged card really lands when dropped over `over` (the board `b` as shown; `start`, as the drag began).
 * Within its own day: the place it is dropped at. On another day: a moved service keeps its place in the quote's
 * order (the move changes its days, not its position), so it lands where that order puts it among the day's cards,
 * whatever card it was over. A day that already shows the service (a stay continuing there) refuses it.
 */
export function landingOf(
  b: Board,
  start: Board,
  active: string,
  over: string,
  orderOf: OrderOf,
): { day: string; position: number; length: number; refused?: true } | null {
  const target = containerOf(b, over);
  const shownIn = containerOf(b, active);
  const origin = containerOf(start, active);
  if (!target || !shownIn || !origin) return null;
  const list = b[target]!;
  if (target !== shownIn && list.some((k) => serviceIdOf(k) === serviceIdOf(active)))
    return { day: target, position: 0, length: 0, refused: true };
  if (target === origin) {
    const final = (target === shownIn ? moveWithin(b, active, over) : moveAcross(b, active, over))[target]!;
    return { day: target, position: final.indexOf(active) + 1, length: final.length };
  }
  const others = list.filter((k) => k !== active);
  return { day: target, position: placeByOrder(others, active, orderOf) + 1, length: others.length + 1 };
}

/** The board with `active` at its place in the quote's order within its day: where a card moved to a new day lands. */
export function landByOrder(board: Board, active: string, orderOf: OrderOf): Board {
  const day = containerOf(board, active);
  if (!day) return board;
  const others = board[day]!.filter((k) => k !== active);
  const at = placeByOrder(others, active, orderOf);
  return { ...board, [day]: [...others.slice(0, at), active, ...others.slice(at)] };
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
