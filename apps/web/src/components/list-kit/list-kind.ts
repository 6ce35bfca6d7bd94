import type { ListNoun } from './list-body';

/**
 * What the list kit needs to know of one list: its name, its filters when none is set, and how its
 * state sits in the page address. Each list's state module exports one.
 */
export interface ListKind<F, S, P> {
  noun: ListNoun;
  noFilters: F;
  hasFilters: (filters: F) => boolean;
  /** Module functions, so they stay stable between renders (use-list-state.ts). */
  read: (params: URLSearchParams) => S;
  write: (state: S) => URLSearchParams;
  /** The list query's parameters. */
  toParams: (state: S) => P;
}
