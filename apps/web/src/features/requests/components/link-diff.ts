// Linking sends the FULL list of a request's quotes (docs/domain/spec-sections.md#spec-01-section-7): the modal edits a set of ids and
// these helpers say what the save will change, so the user confirms a difference, not a list.

export interface LinkDiff<Id = number> {
  added: Id[];
  removed: Id[];
  kept: Id[];
}

/** What going from the linked ids `current` to `next` adds, removes and keeps (each in the order given). */
export function diffLinks<Id>(current: readonly Id[], next: readonly Id[]): LinkDiff<Id> {
  const before = new Set(current);
  const after = new Set(next);
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !after.has(id)),
    kept: [...before].filter((id) => after.has(id)),
  };
}

export const hasChanges = <Id>(diff: LinkDiff<Id>) => diff.added.length > 0 || diff.removed.length > 0;

const quotes = (n: number) => `${n} ${n === 1 ? 'quote' : 'quotes'}`;

/** One line under the list: "2 quotes to link · 1 to unlink", or that nothing changes. */
export function linkSummary<Id>(diff: LinkDiff<Id>): string {
  if (!hasChanges(diff)) return 'No changes yet';
  const parts: string[] = [];
  if (diff.added.length) parts.push(`${quotes(diff.added.length)} to link`);
  if (diff.removed.length)
    parts.push(diff.added.length ? `${diff.removed.length} to unlink` : `${quotes(diff.removed.length)} to unlink`);
  return parts.join(' · ');
}

/** The list with `id` added, or removed if it was there; the order of the others is kept. */
export const toggleId = <Id>(ids: readonly Id[], id: Id): Id[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
