import { QUOTE_STATUSES, allowedTransitions, stripPriceFields, withRoomTypeFields } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import type { SessionUser } from '../../identity/session-user';
import { quotePriceVisibility } from './quote-visibility';
import type { QuoteDetailRow } from './quotes.repository';
import type { AcceptedVersion } from './accepted-versions.repository';

/** The pinned sale as a reader may see it: the figures the client read are sale prices (total goes with the others). */
function acceptedVersionShown(accepted: AcceptedVersion | null, user: SessionUser, permissions: readonly string[]) {
  if (!accepted?.acceptance || quotePriceVisibility(user, permissions).canViewSale) return accepted;
  const { figures: _hidden, ...acceptance } = accepted.acceptance;
  return { ...accepted, acceptance };
}

// The answer shapes of docs/domain/api-shapes.md, built from repository rows; price fields go through
// stripPriceFields so a user without the permission never receives them.

// A UTC time as PostgreSQL writes it, as text ("2026-11-30 09:51:17.123456+00") or in json
// ("2026-11-30T09:51:17.123456+00:00"), rewritten as toISOString writes it: V8 parses the text with
// its slow legacy parser (~1 % of a cold list call, decision 0115). Years 1000–2999 only (the legacy
// parser reads "0099" as 1999); any other text still goes through Date.
const PG_UTC = /^([12]\d{3}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00(?::00)?$/;

export const iso = (v: Date | string) => {
  if (v instanceof Date) return v.toISOString();
  const m = PG_UTC.exec(v);
  return m ? `${m[1]}T${m[2]}.${`${m[3] ?? ''}000`.slice(0, 3)}Z` : new Date(v).toISOString();
};

export const statusOf = (id: number) =>
  QUOTE_STATUSES.find((s) => s.id === id) ?? { id, name: `Status ${id}`, acronym: '?' };

/** The statuses the quote may move to next for this user, as objects. */
export const nextStatuses = (statusId: number, typeId: number, user: SessionUser) =>
  allowedTransitions(statusId, typeId, [user.roleId]).map((id) => ({ ...statusOf(id) }));

export function detail(
  row: QuoteDetailRow,
  user: SessionUser,
  extra: {
    locations: { id: number; location_name: string; location_code: string }[];
    tags: { id: number; name: string }[];
  },
): QuoteDetail {
  const shaped: QuoteDetail = {
    // The uuid is the public id: equal to the one in the address (original-client.md §5.3).
    id: row.uuid,
    uuid: row.uuid,
    code: row.code,
    // The spec's {id, value} text objects: one text per quote until translations exist.
    title: { id: row.id, value: row.title, translate: [] },
    description: { id: row.id, value: row.description, translate: [] },
    client: {
      id: row.client_id,
      name: row.client_name,
      configuration: { date_format: row.client_configuration?.date_format ?? 'MMM DD, YYYY' },
    },
    client_id: row.client_id,
    contract_id: row.contract_id,
    contract: row.contract_id != null ? { id: row.contract_id, name: row.contract_name ?? '' } : null,
    status: { id: row.status_id, name: statusOf(row.status_id).name },
    start_date: row.start_date,
    end_date: row.end_date,
    num_day: row.num_day,
    num_pax: row.num_pax,
    // The history card of the original client reads num_days.
    num_days: row.num_day,
    language_id: row.language_id,
    language: { id: row.language_id, language_code: row.language_code ?? '', language_name: row.language_name ?? '' },
    currency_id: row.currency_id,
    currency: {
      id: row.currency_id,
      currency_sign: row.currency_sign ?? '',
      currency_code: row.currency_code ?? '',
      currency_name: row.currency_name ?? '',
    },
    location: extra.locations,
    tags: extra.tags,
    // Each entry with its room type's fields (spec 02 §3: max_child, description, id_room_type…).
    room_preferable_dist: (row.room_preferable_dist as QuoteDetail['room_preferable_dist']).map(withRoomTypeFields),
    version: row.version,
    stable_version: row.stable_version,
    prices_locked: row.prices_locked,
    itinerary_type_id: row.itinerary_type_id,
    itinerary_public: row.itinerary_public,
    // Sent by the form, stored, and answered since decision 0067 (the original client does not read it back).
    trip_type: row.trip_type ?? null,
    owner: { id: row.owner_user_id, name: row.owner_name, external_code: row.owner_external_code },
    // The person responsible, as on the list: the assignee, else the owner (the original client
    // prints it in the header and on the page, so it is never null while the quote has an owner).
    user:
      row.user_id != null
        ? { id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' }
        : row.owner_user_id != null
          ? { id: row.owner_user_id, name: row.owner_name ?? '', email: row.owner_email ?? '' }
          : null,
    // No external system is connected yet: the original client trims these, so they are strings.
    external_source: '',
    external_code: '',
    external_url: '',
    // The request the quote belongs to, by its public id (the original client loads it, R2).
    file_id: row.file_uuid,
    // Who saved the version shown, and when (the history view's header).
    edition: row.edition ? { user: { name: row.edition.name }, date: iso(row.edition.date) } : null,
    // The current version is the quote itself: only past versions (I3) are restored.
    restorable: false,
    // The public page's path, once the quote is published (not yet: publishing is its own issue).
    link_code: '',
    price: row.price,
    // The level sold and how far its booking has come (the Book tab, decision 0033).
    sold_level: row.sold_level ?? null,
    booking_progress: row.booking_progress ?? null,
    // The sale as pinned when it was made (issue 48, docs/decisions/issues.md); its total is a sale price, stripped below like the others.
    accepted_version: acceptedVersionShown(row.accepted_version ?? null, user, row.permissions),
    // Sent to the client and not accepted yet (issue 48, docs/decisions/issues.md): the workspace's "changes awaiting the client".
    changes_awaiting: row.changes_awaiting ?? null,
    created_date: iso(row.created_at),
    created: iso(row.created_at),
    quote_creation: iso(row.created_at),
    updated_at: iso(row.updated_at),
    updated_date: iso(row.updated_at),
  };
  // booking_progress counts services ({confirmed, total}): its `total` is no price, so it is set after the strip
  // (stripped, a reader without view_sale_price got a 500 on every sold quote's detail).
  return {
    ...stripPriceFields(shaped, quotePriceVisibility(user, row.permissions)),
    booking_progress: row.booking_progress ?? null,
  };
}
