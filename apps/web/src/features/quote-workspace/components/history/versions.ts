import { levelNameOf as levelName, QUOTE_STATUSES } from '@itinera/domain';
import type { QuoteHistoryEntry } from '../../api/quote-history';

// The versions menu: history entries of every kind (the quote's, its services' and days', newest first, paged)
// folded into one line per version that says what changed — most versions of a quote are service and day edits.

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
/** A name kept in an entry's value ({name} of a service, a passenger), else null. */
const nameOf = (v: unknown) =>
  typeof v === 'object' && v !== null && 'name' in v && typeof v.name === 'string' && v.name.trim()
    ? v.name.trim()
    : typeof v === 'object' && v !== null && 'code' in v && typeof v.code === 'string'
      ? v.code
      : null;
const SERVICE_FIELDS: Record<string, string> = {
  level: 'level',
  optional: 'kind',
  status: 'status',
  visible: 'visibility',
  name: 'name',
  description: 'description',
  passengers: 'passengers',
  room: 'rooms',
  location_ids: 'places',
};
const DAY_FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  location_ids: 'places',
  overnight_location_id: 'overnight place',
  meals: 'meals',
  images: 'images',
};
// Short values read well inline ("Passengers 4 → 5"); long or structured ones are just "changed".
const shortValue = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && v.length <= 24) ? String(v) : null;

/** A service's entry: which service came, went or changed. */
function describeServiceEntry({
  action,
  field,
  from,
  to,
}: Pick<QuoteHistoryEntry, 'action' | 'field' | 'from' | 'to'>) {
  if (action === 'added' || action === 'imported') return `Added ${nameOf(to) ?? 'a service'}`;
  if (action === 'deleted') return `Removed ${nameOf(from) ?? 'a service'}`;
  if (action === 'replaced') return `${nameOf(from) ?? 'A service'} replaced by ${nameOf(to) ?? 'another'}`;
  if (action === 'moved') return `A service moved from day ${String(from)} to day ${String(to)}`;
  if (action === 'booking') return 'Booking status changed';
  if (field === 'order') return 'Services reordered';
  if (field === 'level') return `A service's level ${levelName(from)} → ${levelName(to)}`;
  return `A service's ${SERVICE_FIELDS[field ?? ''] ?? (field ?? 'details').replace(/_/g, ' ')} changed`;
}

/** A written day's entry. */
function describeDayEntry({ action, field, from, to }: Pick<QuoteHistoryEntry, 'action' | 'field' | 'from' | 'to'>) {
  const startDay = typeof to === 'object' && to !== null && 'start_day' in to ? String(to.start_day) : null;
  if (action === 'created') return startDay ? `Day ${startDay} written` : 'A day written';
  if (action === 'deleted') return `Day ${String(from)} removed`;
  if (action === 'moved') return `Day ${String(from)} moved to day ${String(to)}`;
  return `A day's ${DAY_FIELDS[field ?? ''] ?? (field ?? 'text').replace(/_/g, ' ')} changed`;
}

/** "Ana Pérez, Luis Pérez and 2 more": who travels after a change of the party. */
function passengerNames(list: unknown): string | null {
  if (!Array.isArray(list)) return null;
  const names = list.map(nameOf).filter((n): n is string => n !== null);
  if (!names.length) return null;
  return names.length <= 4 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** One history entry in the user's words. */
export function describeEntry(
  entry: Pick<QuoteHistoryEntry, 'action' | 'field' | 'from' | 'to'> & { entity?: string },
): string {
  const { action, field, from, to } = entry;
  if (entry.entity === 'service') return describeServiceEntry(entry);
  if (entry.entity === 'day') return describeDayEntry(entry);
  if (action === 'created') return 'Quote created';
  if (field === 'status_id') return `Status ${statusName(from)} → ${statusName(to)}`;
  if (field === 'sold_level') return to ? `Sold at ${levelName(to)}` : 'Sale undone';
  if (field === 'reopen_reason') return `Re-opened: ${String(to)}`;
  if (field === 'passengers') {
    const names = passengerNames(to);
    return names ? `Passengers: ${names}` : 'Passengers changed';
  }
  if (action === 'repriced') return 'Prices recalculated';
  if (action === 'restored' && field === 'version') return `Restored from version ${String(to)}`;
  if (action === 'generated') return 'Description generated';
  const name = field ? (FIELD_NAMES[field] ?? field.replace(/_/g, ' ')) : action;
  const [a, b] = [shortValue(from), shortValue(to)];
  return a !== null && b !== null ? `${name} ${a} → ${b}` : `${name} ${action === 'restored' ? 'restored' : 'changed'}`;
}

/**
 * The versions from the current one down to the oldest whose entries are loaded (down to 1 once `complete`), each
 * with its changes. Entries come newest first, so every version above the oldest loaded one is whole; the older ones
 * come with "Load older changes" rather than as lines that cannot say what changed.
 */
export function versionLines(
  entries: readonly QuoteHistoryEntry[],
  currentVersion: number,
  complete = true,
): VersionLine[] {
  const byVersion = new Map<number, QuoteHistoryEntry[]>();
  for (const e of entries) byVersion.set(e.version, [...(byVersion.get(e.version) ?? []), e]);
  const top = Math.max(currentVersion, ...byVersion.keys());
  const bottom = complete ? 1 : Math.min(top, ...byVersion.keys());
  return Array.from({ length: top - bottom + 1 }, (_, i) => top - i).map((version) => {
    const own = byVersion.get(version) ?? [];
    // "Restored from version N" says the most about a restore: it leads that version's line.
    const lead = (e: QuoteHistoryEntry) =>
      e.entity === 'itinerary' && (e.field === 'version' || e.action === 'created') ? 0 : 1;
    const changes = [...new Set([...own].sort((a, b) => lead(a) - lead(b)).map(describeEntry))];
    return { version, changes, user: own[0]?.user?.name ?? null, date: own[0]?.created_at ?? null };
  });
}

/** The words of a version's line: its first changes and how many more, never a vague "Earlier changes". */
export function versionSummary(line: VersionLine, isCurrent: boolean): string {
  if (!line.changes.length) return isCurrent ? 'Current version' : 'No change recorded';
  const shown = line.changes.slice(0, 3).join(' · ');
  const more = line.changes.length - 3;
  return more > 0 ? `${shown} · ${more} more ${more === 1 ? 'change' : 'changes'}` : shown;
}
