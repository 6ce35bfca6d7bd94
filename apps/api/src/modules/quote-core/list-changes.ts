// What a write to one quote can change in the remembered list values (decision 0131). An UPDATE of
// one quote is heard with the columns of the list it changed (migration 0067's bits, which these
// must match); a value remembers which quotes it shows and which columns decide what it holds, and
// a change that touches neither leaves it as good as read after the change.

/** The list's columns, as migration 0067 sets them in a notification's mask. */
export const LIST_COLUMNS = {
  /** code or title (search_text) */
  text: 1,
  status: 2,
  type: 4,
  client: 8,
  startDate: 16,
  endDate: 32,
  numDay: 64,
  numPax: 128,
  price: 256,
  createdAt: 512,
  locations: 1024,
  tags: 2048,
  /** owner_user_id or user_id */
  people: 4096,
  public: 8192,
  deleting: 16384,
} as const;
/** Every column: what a value depends on when it cannot tell. */
export const ALL_COLUMNS = 32767;

/** A write to one quote, heard after its commit. */
export interface RowChange {
  quote: number;
  /** LIST_COLUMNS bits of the columns it changed (0: none the list filters or sorts by). */
  columns: number;
  /** search_text before and after, when the code or title changed. */
  text?: readonly [string, string];
}

/** What a remembered value depends on. */
export interface ListDependencies {
  /** The quotes whose rows it shows: any change to one of them changes it. */
  ids?: readonly number[];
  /** LIST_COLUMNS bits of the columns that decide which quotes it holds, and in what order. */
  columns: number;
  /**
   * When its only use of the text is matching these (lower-case) terms as substrings of search_text:
   * a change of text matters only if a term's match changed. Absent, any change of text matters.
   */
  terms?: readonly string[];
}

/** Whether the change can change a value with these dependencies; an unnamed change (undefined) always can. */
export function affects(change: RowChange | undefined, deps: ListDependencies): boolean {
  if (!change) return true;
  if (deps.ids?.includes(change.quote)) return true;
  const shared = change.columns & deps.columns;
  if (shared === 0) return false;
  if (shared !== LIST_COLUMNS.text || !deps.terms || !change.text) return true;
  const [before, after] = change.text;
  return deps.terms.some((term) => before.includes(term) !== after.includes(term));
}

/** A notification's payload as migration 0067 writes it for one quote; undefined for anything else. */
export function rowChangeOf(payload: string): { tenantId: number; change: RowChange } | undefined {
  if (!payload.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const { t, q, m, o, n } = parsed as Record<string, unknown>;
  if (!Number.isSafeInteger(t) || !Number.isSafeInteger(q) || !Number.isSafeInteger(m)) return undefined;
  const columns = m as number;
  if (columns < 0 || columns > ALL_COLUMNS) return undefined;
  const text = typeof o === 'string' && typeof n === 'string' ? ([o, n] as const) : undefined;
  // A change of text without both texts is named as such: every text dependency takes it.
  return { tenantId: t as number, change: { quote: q as number, columns, ...(text ? { text } : {}) } };
}
