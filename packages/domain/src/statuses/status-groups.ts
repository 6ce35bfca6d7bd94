import type { QuoteStatusId } from './quote-statuses';

// The named status groups of spec 01 §4 ("rejected, confirmed, published, unpublished, sent and
// ready-to-sell, plus under review, confirmed alone, and sent-and-published"), one definition for
// the list filters and the screens (docs/domain/statuses.md#status-groups). The spec names the
// groups, not their members: each member list below is our reading, recorded in that page.
export const QUOTE_STATUS_GROUPS = {
  rejected: [3],
  /** What is done: a quote confirmed or a template published (its "confirmed alone" is below). */
  confirmed: [2, 8],
  confirmed_only: [2],
  published: [8],
  unpublished: [9],
  /** Out to the client (a quote Sent) or to sell (a template Ready to Sell). */
  sent_and_ready_to_sell: [4, 6],
  under_review: [5],
  /** Out in the world: a quote Sent or a template Published. */
  sent_and_published: [4, 8],
} as const satisfies Record<string, readonly QuoteStatusId[]>;

export type QuoteStatusGroup = keyof typeof QUOTE_STATUS_GROUPS;
export const QUOTE_STATUS_GROUP_NAMES = Object.keys(QUOTE_STATUS_GROUPS) as QuoteStatusGroup[];

export const isQuoteStatusGroup = (name: string): name is QuoteStatusGroup => Object.hasOwn(QUOTE_STATUS_GROUPS, name);

/** The statuses a group holds. */
export const statusesOfGroup = (group: QuoteStatusGroup): readonly QuoteStatusId[] => QUOTE_STATUS_GROUPS[group];

/** Every group a status belongs to. */
export const groupsOfStatus = (statusId: number): QuoteStatusGroup[] =>
  QUOTE_STATUS_GROUP_NAMES.filter((g) => (QUOTE_STATUS_GROUPS[g] as readonly number[]).includes(statusId));

/**
 * A status filter as a list sends it: status ids and group names, comma-joined (`4,rejected`),
 * read as the statuses they name, each once, in the order given. Undefined for a term that is
 * neither (the caller answers 400).
 */
export function statusFilterIds(terms: readonly string[]): number[] | undefined {
  const ids: number[] = [];
  for (const raw of terms) {
    const term = raw.trim().toLowerCase();
    if (/^\d+$/.test(term)) ids.push(Number(term));
    else if (isQuoteStatusGroup(term)) ids.push(...QUOTE_STATUS_GROUPS[term]);
    else return undefined;
  }
  return [...new Set(ids)];
}

/** The statuses the original web client names (contract C8: it renames 1–4 with its own texts). */
export const ORIGINAL_CLIENT_STATUS_IDS = [1, 2, 3, 4] as const;
export type OriginalClientStatusId = (typeof ORIGINAL_CLIENT_STATUS_IDS)[number];

/**
 * The status the original client is shown for a quote (decision 0067). Its list binds a select to
 * `status.id` whose options are named for 1–4 only and which it unlocks only on 1 (original-client.md §5.2),
 * so a 5 or 6 showed blank. Each other status shows as the one the client treats alike:
 * Under Review, Ready to Sell and Ready to Publish lock like Sent (Sent and Ready to Sell are one
 * group; Under Review locks prices as Sent does); Published locks everything like Confirmed;
 * Unpublished is editable like In Preparation (it may go back to it).
 */
const SHOWN_AS: Record<QuoteStatusId, OriginalClientStatusId> = {
  1: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 4,
  6: 4,
  7: 4,
  8: 2,
  9: 1,
};

export const originalClientStatusOf = (statusId: number): OriginalClientStatusId =>
  SHOWN_AS[statusId as QuoteStatusId] ?? 1;
