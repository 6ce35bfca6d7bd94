import { QUOTE_STATUSES, allowedTransitions, stripPriceFields } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import type { SessionUser } from '../../identity/session-user';
import { quotePriceVisibility, seesRow } from './quote-visibility';
import type { ListRow, QuoteDetailRow } from './quotes.repository';

// The answer shapes of api-shapes.md, built from repository rows; price fields go through
// stripPriceFields so a user without the permission never receives them.

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

export const statusOf = (id: number) =>
  QUOTE_STATUSES.find((s) => s.id === id) ?? { id, name: `Status ${id}`, acronym: '?' };

/** The statuses the quote may move to next, as objects. */
export const nextStatuses = (statusId: number, typeId: number) =>
  allowedTransitions(statusId, typeId).map((id) => ({ ...statusOf(id) }));

/** Status id → {id, name, acronym} for the list's `statuses` map. */
export const statusMap = () => Object.fromEntries(QUOTE_STATUSES.map((s) => [String(s.id), { ...s }]));

export function listRow(row: ListRow, user: SessionUser) {
  const shaped = {
    id: row.id,
    uuid: row.uuid,
    code: row.code,
    title: row.title,
    client: row.client_id != null ? { id: row.client_id, name: row.client_name ?? '' } : null,
    itinerary_type_id: row.itinerary_type_id,
    // The person responsible: the assignee, else the owner.
    user:
      (row.user_id ?? row.owner_user_id) != null
        ? { id: (row.user_id ?? row.owner_user_id)!, name: row.user_name ?? '' }
        : null,
    num_pax: row.num_pax,
    num_day: row.num_day,
    price: row.price,
    start_date: row.start_date,
    end_date: row.end_date,
    created_date: iso(row.created_at),
    status: { id: row.status_id, name: statusOf(row.status_id).name },
    statusesOptions: nextStatuses(row.status_id, row.itinerary_type_id),
    isDeleting: row.deleting_at != null,
    // A public template of someone else's: in the list to start quotes from, not to open.
    isShared: !seesRow(user, row),
  };
  return stripPriceFields(shaped, quotePriceVisibility(user, row.permissions));
}

export function detail(
  row: QuoteDetailRow,
  user: SessionUser,
  extra: {
    locations: { id: number; location_name: string; location_code: string }[];
    tags: { id: number; name: string }[];
  },
): QuoteDetail {
  const shaped: QuoteDetail = {
    id: row.id,
    uuid: row.uuid,
    code: row.code,
    // The spec's {id, value} text objects: one text per quote until translations exist.
    title: { id: row.id, value: row.title },
    description: { id: row.id, value: row.description },
    client: {
      id: row.client_id,
      name: row.client_name,
      configuration: { date_format: row.client_configuration?.date_format ?? 'MMM DD, YYYY' },
    },
    client_id: row.client_id,
    contract_id: row.contract_id,
    status: { id: row.status_id, name: statusOf(row.status_id).name },
    start_date: row.start_date,
    end_date: row.end_date,
    num_day: row.num_day,
    num_pax: row.num_pax,
    language_id: row.language_id,
    language: { id: row.language_id, language_code: row.language_code ?? '' },
    currency_id: row.currency_id,
    currency: { id: row.currency_id, currency_sign: row.currency_sign ?? '' },
    location: extra.locations,
    tags: extra.tags,
    room_preferable_dist: row.room_preferable_dist as QuoteDetail['room_preferable_dist'],
    version: row.version,
    stable_version: row.stable_version,
    prices_locked: row.prices_locked,
    itinerary_type_id: row.itinerary_type_id,
    itinerary_public: row.itinerary_public,
    owner: { id: row.owner_user_id, name: row.owner_name, external_code: row.owner_external_code },
    user: row.user_id != null ? { id: row.user_id, name: row.user_name ?? '' } : null,
    price: row.price,
    created_date: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
  return stripPriceFields(shaped, quotePriceVisibility(user, row.permissions));
}
