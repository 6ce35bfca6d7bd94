import type { TFunction } from 'i18next';

// Linking sends the FULL list of a request's quotes (docs/domain/spec-sections.md#spec-01-section-7): the modal edits a set of quote uuids and
// these helpers say what the save will change, so the user confirms a difference, not a list.

export interface LinkDiff {
  added: string[];
  removed: string[];
  kept: string[];
}

/** What going from the linked ids `current` to `next` adds, removes and keeps (each in the order given). */
export function diffLinks(current: readonly string[], next: readonly string[]): LinkDiff {
  const before = new Set(current);
  const after = new Set(next);
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !after.has(id)),
    kept: [...before].filter((id) => after.has(id)),
  };
}

export const hasChanges = (diff: LinkDiff) => diff.added.length > 0 || diff.removed.length > 0;

/** One line under the list: "2 quotes to link · 1 to unlink", or that nothing changes. */
export function linkSummary(diff: LinkDiff, t: TFunction<'requests'>): string {
  if (!hasChanges(diff)) return t('link.noChanges');
  const parts: string[] = [];
  if (diff.added.length) parts.push(t('link.toLink', { count: diff.added.length }));
  // After "N quotes to link" the noun is not said again.
  if (diff.removed.length)
    parts.push(
      diff.added.length
        ? t('link.moreToUnlink', { n: diff.removed.length })
        : t('link.toUnlink', { count: diff.removed.length }),
    );
  return parts.join(' · ');
}

/** The list with `id` added, or removed if it was there; the order of the others is kept. */
export const toggleId = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
