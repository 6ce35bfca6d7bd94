import { diffDays } from '@itinera/domain';
import type { QuoteDetail, QuoteUpdateBody } from '@itinera/domain/contracts';
import { i18n } from '../../../../lib/i18n';
import { roomEntries, roomSummary, type RoomQty } from './room-rows';

// The Basic Information form: its values from a quote (or from a stored version, same shape), its
// checks, and the PUT /tenant/itinerary/:id body it sends.

export interface BasicInfoValues {
  /** The version the edit is based on: a stale one is refused (409). */
  version: number;
  title: string;
  client_id: string | null;
  contract_id: string | null;
  dates: [string | null, string | null];
  num_pax: number | string;
  rooms: RoomQty[];
  language_id: string | null;
  currency_id: string | null;
  location_ids: number[];
  tag_ids: number[];
  description: string;
  /** itinerary_public: a template anyone may start from; a quote shared with all of its client's users. */
  shared: boolean;
}

export const MAX_PAX = 500;
export const TITLE_MAX = 1000;

const idText = (v: unknown) => (typeof v === 'number' && v > 0 ? String(v) : null);
const day = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);

export function quoteToValues(quote: QuoteDetail): BasicInfoValues {
  return {
    version: quote.version,
    title: quote.title.value,
    client_id: idText(quote.client_id),
    contract_id: idText(quote.contract_id),
    dates: [day(quote.start_date), day(quote.end_date)],
    num_pax: quote.num_pax,
    rooms: roomEntries(quote.room_preferable_dist),
    language_id: idText(quote.language_id),
    currency_id: idText(quote.currency_id),
    location_ids: quote.location.map((l) => l.id),
    tag_ids: quote.tags.map((t) => t.id),
    description: quote.description.value,
    shared: quote.itinerary_public === 1,
  };
}

/** Days of the trip, both ends counted (an API date difference in whole days, plus one). */
export function tripDays([start, end]: [string | null, string | null]): number | null {
  return start && end && end >= start ? diffDays(start, end) + 1 : null;
}

const num = (v: string | null) => (v ? Number(v) : null);

export function toUpdateBody(values: BasicInfoValues): QuoteUpdateBody {
  const [start, end] = values.dates;
  return {
    version: values.version,
    title: values.title.trim(),
    client_id: num(values.client_id),
    contract_id: num(values.contract_id),
    start_date: start,
    end_date: end,
    num_pax: Number(values.num_pax),
    room_preferable_dist: values.rooms
      .map((r) => ({
        id_room_type: r.id_room_type,
        qty: Number(r.qty) || 0,
        ...(r.max_pax ? { max_pax: r.max_pax } : {}),
      }))
      .filter((r) => r.qty > 0),
    language_id: Number(values.language_id),
    currency_id: Number(values.currency_id),
    location_ids: values.location_ids,
    tag_ids: values.tag_ids,
    description: values.description,
    // Sent as it is: the server refuses only a change by someone who may not make it.
    itinerary_public: values.shared ? 1 : 0,
  };
}

// The checks speak the interface's language at the time they run (the form validates on submit).
const say = (key: string, values?: Record<string, unknown>) => i18n.t(`workspace:basicInfo.errors.${key}`, values);

/** Field errors by form path (Mantine form's `validate` function shape); none when the values can be saved. */
export function validateBasicInfo(values: BasicInfoValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (!title) errors.title = say('title');
  else if (title.length > TITLE_MAX) errors.title = say('titleLong', { max: TITLE_MAX });
  const [start, end] = values.dates;
  if (start && !end) errors.dates = say('lastDay');
  else if (!start && end) errors.dates = say('firstDay');
  else if (start && end && end < start) errors.dates = say('endBeforeStart');
  const pax = Number(values.num_pax);
  if (values.num_pax === '' || !Number.isInteger(pax) || pax < 1) errors.num_pax = say('minPax');
  else if (pax > MAX_PAX) errors.num_pax = say('maxPax', { max: MAX_PAX });
  if (!values.language_id) errors.language_id = say('language');
  if (!values.currency_id) errors.currency_id = say('currency');
  if (!errors.num_pax) {
    roomSummary(pax, values.rooms).rows.forEach((row, i) => {
      const raw = Number(values.rooms[i]!.qty);
      if (!Number.isInteger(raw) || raw < 0) errors[`rooms.${i}.qty`] = say('wholeNumber');
      else if (row.qty > row.max)
        errors[`rooms.${i}.qty`] =
          row.max === 0 ? say('roomDoesNotFit', { room: row.acronym }) : say('atMost', { max: row.max });
    });
  }
  return errors;
}
