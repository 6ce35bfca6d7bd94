import { QUOTE_STATUSES } from '@itinera/domain';
import type { QuoteHistoryEntry } from '../../api/quote-history';

// The versions menu: history entries (newest first, paged) folded into one line per version.

export interface VersionLine {
  version: number;
  /** What changed, in words; empty while that version's entries are not loaded yet. */
  changes: string[];
  user: string | null;
  /** The latest entry of the version (ISO). */
  date: string | null;
}

const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  client_id: 'Client',
  contract_id: 'Contract',
  start_date: 'Start date',
  end_date: 'End date',
  num_day: 'Days',
  num_pax: 'Passengers',
  language_id: 'Language',
  currency_id: 'Currency',
  location_ids: 'Locations',
  tag_ids: 'Tags',
  room_preferable_dist: 'Room distribution',
  itinerary_public: 'Visibility',
  user_id: 'Assignee',
};

const statusName = (v: unknown) => QUOTE_STATUSES.find((s) => s.id === v)?.name ?? String(v);
// Short values read well inline ("Passengers 4 → 5"); long or structured ones are just "changed".
const shortValue = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && v.length <= 24) ? String(v) : null;

/** One history entry in the user's words. */
export function describeEntry(entry: Pick<QuoteHistoryEntry, 'action' | 'field' | 'from' | 'to'>): string {
  const { action, field, from, to } = entry;
  if (action === 'created') return 'Quote created';
  if (field === 'status_id') return `Status ${statusName(from)} → ${statusName(to)}`;
  if (action === 'restored' && field === 'version') return `Restored from version ${String(to)}`;
  if (action === 'generated') return 'Description generated';
  const name = field ? (FIELD_NAMES[field] ?? field.replace(/_/g, ' ')) : action;
  const [a, b] = [shortValue(from), shortValue(to)];
  return a !== null && b !== null ? `${name} ${a} → ${b}` : `${name} ${action === 'restored' ? 'restored' : 'changed'}`;
}

/**
 * Every version from the current one down to 1, each with its changes when loaded. Versions exist
 * even without a loaded entry (older pages), so the list never skips one.
 */
export function versionLines(entries: readonly QuoteHistoryEntry[], currentVersion: number): VersionLine[] {
  const byVersion = new Map<number, QuoteHistoryEntry[]>();
  for (const e of entries) byVersion.set(e.version, [...(byVersion.get(e.version) ?? []), e]);
  const top = Math.max(currentVersion, ...byVersion.keys());
  return Array.from({ length: top }, (_, i) => top - i).map((version) => {
    const own = byVersion.get(version) ?? [];
    // "Restored from version N" says the most about a restore: it leads that version's line.
    const lead = (e: QuoteHistoryEntry) => (e.field === 'version' || e.action === 'created' ? 0 : 1);
    const changes = [...new Set([...own].sort((a, b) => lead(a) - lead(b)).map(describeEntry))];
    return { version, changes, user: own[0]?.user?.name ?? null, date: own[0]?.created_at ?? null };
  });
}
