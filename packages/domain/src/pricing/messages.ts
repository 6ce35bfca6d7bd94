// Warnings and errors of pricing, worded exactly as the spec shows them (docs/domain/pricing.md#warnings-and-errors),
// with a stable code so the API and the UI never match on text.
import type { PaxId } from '../rooms/rooms.schemas';
import type { PriceLevel } from './pricing.schemas';

export const MESSAGES = {
  UPSALES_NOT_ADDED: 'Upsales has not been added!',
  LEVEL_PRICE_NEGATIVE: 'Level price is negative!',
  NO_FEE: 'No Fee(Check Prices section)',
  NO_UPSALES: 'No Upsales(Check Prices section)',
  NO_HIDDEN_SERVICES: 'No hidden services(Check Services section)',
  NO_PROVIDER: 'This service has no provider',
} as const;

export type PricingMessageCode =
  | keyof typeof MESSAGES
  | 'NO_RATE'
  | 'NO_EXCHANGE_RATE'
  | 'INVALID_DAY'
  | 'NO_ROOMS'
  | 'LEVEL_WITHOUT_HOTEL'
  | 'NEGATIVE_PAX_PRICE';

export interface PricingMessage {
  code: PricingMessageCode;
  message: string;
  severity: 'error' | 'warning';
  level?: PriceLevel;
  service_id?: number | string;
  pax_ids?: PaxId[];
  /** Where the user fixes it: the service's pricing tab (docs/domain/spec-sections.md#spec-02-section-8). */
  link?: string;
}

export const LEVEL_NAMES = { 1: 'Comfort', 2: 'Superior', 3: 'Luxury' } as const;

/** Deep link to a service's pricing tab (docs/domain/spec-sections.md#spec-02-section-2: services path with itinerary, service, tab). */
export function servicePricingLink(itineraryId: number | string, serviceId: number | string): string {
  return `/quote/services?itinerary=${encodeURIComponent(String(itineraryId))}&service=${encodeURIComponent(String(serviceId))}&tab=pricing`;
}

export function levelWithoutHotelMessage(level: PriceLevel): string {
  // No spec wording exists; a level priced without accommodation looks misleadingly cheap.
  return `${LEVEL_NAMES[level]} has no accommodation: its price may look misleadingly cheap`;
}

export function noExchangeRateMessage(from: number, to: number, date: string): string {
  return `No exchange rate from currency ${from} to ${to} on ${date}`;
}
