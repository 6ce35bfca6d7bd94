// Warnings and errors of pricing, worded exactly as the spec shows them (docs/domain/pricing.md#warnings-and-errors),
// with a stable code so the API and the UI never match on text.
import { LEVEL_NAMES } from '../levels/levels';
import type { PaxId } from '../rooms/rooms.schemas';
import { MESSAGES } from '../warnings/texts';
import type { PriceLevel } from './pricing.schemas';

export { MESSAGES };

export type PricingMessageCode =
  | keyof typeof MESSAGES
  | 'NO_RATE'
  | 'NO_EXCHANGE_RATE'
  | 'INVALID_DAY'
  | 'NO_ROOMS'
  | 'LEVEL_WITHOUT_HOTEL'
  | 'NEGATIVE_PAX_PRICE'
  | 'PAX_WITHOUT_ROOM'
  | 'CHILD_WITHOUT_AGE';

export interface PricingMessage {
  code: PricingMessageCode;
  message: string;
  severity: 'error' | 'warning';
  level?: PriceLevel;
  service_id?: number | string;
  pax_ids?: PaxId[];
  /** Where the user fixes it: the service's pricing tab (docs/domain/spec-sections.md#spec-02-section-8). */
  link?: string;
  /** The service it is about, named (spec 02 §8: export errors are listed per service), and its day. */
  service_name?: string;
  service_day?: string;
}

/** A message as a person reads it in a list: the service first when it names one ('Casa Andina (day 1-3): …'). */
export function namedMessage(m: Pick<PricingMessage, 'message' | 'service_name' | 'service_day'>): string {
  if (!m.service_name) return m.message;
  return `${m.service_name}${m.service_day ? ` (day ${m.service_day})` : ''}: ${m.message}`;
}

/** The quote's prices section and its passengers' tab: where a fee, upsales or a document is fixed. */
export function quotePricesLink(itineraryId: number | string): string {
  return `/quote/services?itinerary=${encodeURIComponent(String(itineraryId))}&section=prices`;
}
export function quotePaxLink(itineraryId: number | string): string {
  return `/quote/pax-info?itinerary=${encodeURIComponent(String(itineraryId))}`;
}
export function quoteServicesLink(itineraryId: number | string): string {
  return `/quote/services?itinerary=${encodeURIComponent(String(itineraryId))}`;
}

/** Deep link to a service's pricing tab (docs/domain/spec-sections.md#spec-02-section-2: services path with itinerary, service, tab). */
export function servicePricingLink(itineraryId: number | string, serviceId: number | string): string {
  return `/quote/services?itinerary=${encodeURIComponent(String(itineraryId))}&service=${encodeURIComponent(String(serviceId))}&tab=pricing`;
}

export function levelWithoutHotelMessage(level: PriceLevel): string {
  // No spec wording exists; a level priced without accommodation looks misleadingly cheap.
  return `${LEVEL_NAMES[level]} has no accommodation: its price may look misleadingly cheap`;
}

/** "Passenger 3 has no room …": no spec wording exists (docs/decisions/0041-previews.md). */
export function paxWithoutRoomMessage(positions: readonly number[], beds: number, numPax: number): string {
  const who =
    positions.length === 1
      ? `Passenger ${positions[0]} has`
      : `Passengers ${positions.slice(0, -1).join(', ')} and ${positions.at(-1)} have`;
  const them = positions.length === 1 ? 'this passenger' : 'them';
  return `${who} no room: the rooms sleep ${beds} of ${numPax} passengers, so no hotel is priced for ${them}. Add a room in the basic information.`;
}

/** No spec wording: a child or infant of unknown age pays the adult rate (docs/domain/pricing.md#children-and-infants). */
export function childWithoutAgeMessage(position: number, type: 'child' | 'infant'): string {
  return `Passenger ${position} is ${type === 'infant' ? 'an infant' : 'a child'} with no age: priced as an adult. Add a birth date or an age in the passengers’ tab.`;
}

export function noExchangeRateMessage(from: number, to: number, date: string): string {
  return `No exchange rate from currency ${from} to ${to} on ${date}`;
}
