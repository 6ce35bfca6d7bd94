/**
 * What a published proposal shows (original-client.md §5.6, spec 02 "Publishing and display options").
 * The ids are the original client's `contents[].id_content`: they are stored and sent as they are.
 */
export const DISPLAY_OPTIONS = {
  travelDates: 1,
  serviceList: 2,
  hotels: 3,
  itinerary: 4,
  serviceListWithPrices: 5,
  comfortLevel: 6,
  superiorLevel: 7,
  luxuryLevel: 8,
  contactUs: 9,
  prices: 10,
  itineraryDescription: 11,
  paymentGateway: 12,
  optionalsWithPrices: 13,
  /** Itinera's own (decision 0062): the price matrix's price per person for groups of other sizes. */
  priceByGroupSize: 14,
} as const;

export type DisplayOptionId = (typeof DISPLAY_OPTIONS)[keyof typeof DISPLAY_OPTIONS];

export const DISPLAY_OPTION_LABELS: Record<DisplayOptionId, string> = {
  1: 'Travel dates',
  2: 'Service list',
  3: 'Hotels and accommodations',
  4: 'Itinerary',
  5: 'Service list with prices',
  6: 'Comfort level',
  7: 'Superior level',
  8: 'Luxury level',
  9: 'Contact us',
  10: 'Prices',
  11: 'Itinerary description',
  12: 'Payment gateway',
  13: 'Optionals with prices',
  14: 'Price per person by group size',
};

export const ALL_DISPLAY_OPTIONS = Object.keys(DISPLAY_OPTION_LABELS).map(Number) as DisplayOptionId[];

/** A new quote's page shows everything a client needs, and no per-service prices. */
export const DEFAULT_DISPLAY_OPTIONS: DisplayOptionId[] = [1, 3, 4, 6, 7, 8, 9, 10, 11, 13];

export interface ServiceListFacts {
  isAdmin: boolean;
  hasHiddenServices: boolean;
  hasFeeOrUpsale: boolean;
}

export type ServiceListBlock = 'notAdmin' | 'hiddenServices' | 'feeOrUpsale';

/** Which rule keeps option 5 off, or null when it may be chosen (original-client.md §5.6: admin only, no hidden services, no fee or upsale). */
export function serviceListWithPricesBlock(facts: ServiceListFacts): ServiceListBlock | null {
  if (!facts.isAdmin) return 'notAdmin';
  if (facts.hasHiddenServices) return 'hiddenServices';
  if (facts.hasFeeOrUpsale) return 'feeOrUpsale';
  return null;
}

// The API's refusal stays in English; the web names the rule in the reader's language by its code.
const BLOCK_SENTENCES: Record<ServiceListBlock, string> = {
  notAdmin: 'Only an administrator can show the service list with prices.',
  hiddenServices: 'The service list with prices cannot be shown while some services are hidden.',
  feeOrUpsale: 'The service list with prices cannot be shown on a quote with a fee or an upsale.',
};

/** Why option 5 cannot be chosen, or null when it can. */
export function serviceListWithPricesBlocked(facts: ServiceListFacts): string | null {
  const block = serviceListWithPricesBlock(facts);
  return block ? BLOCK_SENTENCES[block] : null;
}

/**
 * The options as stored: known ids only, once each, sorted; the payment gateway (12) brings the
 * hotels (3), the prices (10) and the optionals with prices (13) with it.
 */
export function normaliseDisplayOptions(ids: readonly number[]): DisplayOptionId[] {
  const known = new Set(ids.filter((id): id is DisplayOptionId => id in DISPLAY_OPTION_LABELS));
  if (known.has(12)) for (const forced of [3, 10, 13] as const) known.add(forced);
  return [...known].sort((a, b) => a - b);
}

/** The levels the page offers, from options 6–8; none chosen means all three. */
export function levelsShown(options: readonly number[]): Array<1 | 2 | 3> {
  const levels = ([1, 2, 3] as const).filter((level) => options.includes(level + 5));
  return levels.length ? levels : [1, 2, 3];
}
