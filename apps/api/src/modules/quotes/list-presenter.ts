import {
  DEFAULT_CLIENT_DATE_FORMAT,
  ORIGINAL_CLIENT_STATUS_IDS,
  originalClientStatusOf,
  QUOTE_STATUSES,
  stripPriceFields,
} from '@itinera/domain';
import type { SessionUser } from '../../identity/session-user';
import { iso, nextStatuses, statusOf } from '../quote-core/quote-presenter';
import { quotePriceVisibility, seesRow } from '../quote-core/quote-visibility';
import type { ListRow } from './quote-list.repository';

// The list's rows and status map (docs/domain/api-shapes.md); price fields go through stripPriceFields.

/** Status id → {id, name, acronym} for the list's `statuses` map. */
export const statusMap = () => Object.fromEntries(QUOTE_STATUSES.map((s) => [String(s.id), { ...s }]));

/** Shown while an export runs (spec 01 §4: "Exporting a quote shows it as confirmed while the export is queued"). */
const CONFIRMED = QUOTE_STATUSES.find((s) => s.name === 'Confirmed')!;

export function listRow(row: ListRow, user: SessionUser, exporting: ReadonlySet<string> = new Set()) {
  const isExporting = exporting.has(row.uuid);
  const shaped = {
    // The uuid is the public id (original-client.md §5.2); `uuid` repeats it for older readers.
    id: row.uuid,
    uuid: row.uuid,
    code: row.code,
    title: row.title,
    // The client's date format rides along, as in the detail (original-client.md §5.3), so the row's dates read like the quote's.
    client:
      row.client_id != null
        ? {
            id: row.client_id,
            name: row.client_name ?? '',
            configuration: { date_format: row.client_date_format || DEFAULT_CLIENT_DATE_FORMAT },
          }
        : null,
    itinerary_type_id: row.itinerary_type_id,
    // The person responsible: the assignee, else the owner.
    user:
      (row.user_id ?? row.owner_user_id) != null
        ? { id: (row.user_id ?? row.owner_user_id)!, name: row.user_name ?? '' }
        : null,
    num_pax: row.num_pax,
    num_day: row.num_day,
    price: row.price,
    // Added to the contract's row: every level in use with its total, and the level sold (if any).
    level_prices: row.level_prices ?? [],
    sold_level: row.sold_level,
    start_date: row.start_date,
    end_date: row.end_date,
    created_date: iso(row.created_at),
    status: isExporting
      ? { id: CONFIRMED.id, name: CONFIRMED.name }
      : { id: row.status_id, name: statusOf(row.status_id).name },
    statusesOptions: nextStatuses(row.status_id, row.itinerary_type_id, user),
    // What the original client's rows also read (original-client.md §5.2).
    contract_id: row.contract_id,
    // The owner's account on another system, shown as a badge on the row.
    owner: { id: row.owner_user_id, external_code: row.owner_external_code || null },
    currency: { currency_sign: row.currency_sign ?? '' },
    file_id: row.file_uuid,
    location: (row.location_codes ?? []).map((location_code) => ({ location_code })),
    itinerary_public: row.itinerary_public,
    // The public page's path once published (publishing is its own issue); no cover picture yet.
    link_code: '',
    background_image: { images_full: [] as { thumbnail_350X240: string }[] },
    isDeleting: row.deleting_at != null,
    isExporting,
    // No bulk re-price job exists (prices are recomputed inside each write), so a quote is never "updating".
    isUpdating: false,
    // A public template of someone else's: in the list to start quotes from, not to open.
    isShared: !seesRow(user, row),
    // "7 of 12 confirmed" once the quote is sold (decision 0033); null before.
    booking_progress: row.booking_progress ?? null,
    // "Changes awaiting the client" (issue 48, docs/decisions/issues.md): the sold trip's changes were sent and not accepted yet.
    changes_awaiting: row.changes_awaiting ?? null,
  };
  // booking_progress's `total` is a count of services, not a price: set after the strip (a 500 otherwise, issue 48, docs/decisions/issues.md).
  return {
    ...stripPriceFields(shaped, quotePriceVisibility(user, row.permissions)),
    booking_progress: row.booking_progress ?? null,
  };
}

/** The keys the original client's I1 always sends, unset ones empty (original-client.md §5.1); Itinera's web never sends `filter`. */
const ORIGINAL_CLIENT_LIST_KEYS = [
  'page',
  'limit',
  'code',
  'title',
  'client',
  'location',
  'country',
  'from',
  'to',
  'creation',
  'status',
  'type',
  'filter',
  'sort',
  'num_day',
  'tag',
];

/** Whether a list address is the original client's I1: every one of its keys present (decision 0067). */
export function isOriginalClientList(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  const keys = new Set(
    url
      .slice(at + 1)
      .split('&')
      .map((pair) => pair.split('=')[0]),
  );
  return ORIGINAL_CLIENT_LIST_KEYS.every((k) => keys.has(k));
}

type Row = ReturnType<typeof listRow>;

/**
 * A row as the original client renders it (decision 0067): its status select names and unlocks
 * only 1–4, so `status.id` is the status it treats alike (originalClientStatusOf) while `name`
 * stays the real one, and the allowed moves are those it can name.
 */
export function originalClientRow(row: Row): Row {
  const known = ORIGINAL_CLIENT_STATUS_IDS as readonly number[];
  return {
    ...row,
    status: { id: originalClientStatusOf(row.status.id), name: row.status.name },
    statusesOptions: row.statusesOptions.filter((s) => known.includes(s.id)),
  };
}
