import {
  amountToCents,
  centsToAmount,
  groupServices,
  percentageFromPrice,
  type GroupableService,
  type PricingMode,
} from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';

// Grouping of equal services (docs/domain/spec-sections.md#spec-02-section-5, domain groupServices): one excursion split between two
// groups of passengers reads as one line whose sale is the sum of its parts. A service that groups
// with nothing stays a plain row.

export type ServiceTableRow = { kind: 'service'; service: QuoteService } | { kind: 'group'; group: ServiceGroup };

export interface ServiceGroup {
  /** Stable while the group lasts: the id of its first member. */
  key: number;
  members: QuoteService[];
  /** Passengers of all members together. */
  pax: number;
  /** Sums of the members' figures; absent when the answer carries none (the user may not see them). */
  price?: number;
  cost?: number;
  /** Margin % of the sums, never an average of the members' (docs/domain/pricing.md#step-5-level-totals). */
  percentage_margin?: number;
}

/** The fields the grouping rule compares, read from a service of the quote. */
export const groupableOf = (s: QuoteService): GroupableService & { ref: QuoteService } => ({
  ref: s,
  id: s.id,
  code: s.code,
  name: s.name.value,
  description: s.description.value,
  notes: s.notes.value,
  recommendations: s.recommendations.value,
  location: s.location,
  images: s.images,
  level: s.level,
  day: s.day,
  passengers: s.passengers,
  num_pax: s.num_pax,
});

const sum = (values: (number | undefined)[]): number | undefined => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length === 0 ? undefined : centsToAmount(known.reduce((a, v) => a + amountToCents(v), 0));
};

/**
 * The quote's pricing mode: the engine's default (pricing_mode defaults to margin) until a quote's
 * answer carries its own; the domain's formula reads it, so a markup tenant changes one argument.
 */
export function summarizeGroup(members: QuoteService[], mode: PricingMode = 'margin'): ServiceGroup {
  const price = sum(members.map((m) => m.price));
  const cost = sum(members.map((m) => m.cost));
  const group: ServiceGroup = { key: members[0]!.id, members, pax: members.reduce((n, m) => n + m.num_pax, 0) };
  if (price !== undefined) group.price = price;
  if (cost !== undefined) group.cost = cost;
  if (price !== undefined && cost !== undefined && price > 0)
    group.percentage_margin = percentageFromPrice(amountToCents(price), amountToCents(cost), mode);
  return group;
}

/**
 * The rows of one day: with grouping on, services of equal content whose passengers do not overlap
 * and whose pax fit in the quote's become one group row, placed where its first member was.
 */
export function serviceTableRows(
  services: readonly QuoteService[],
  quotePax: number,
  grouping: boolean,
): ServiceTableRow[] {
  if (!grouping) return services.map((service) => ({ kind: 'service', service }));
  return groupServices(services.map(groupableOf), quotePax).map((members) =>
    members.length === 1
      ? { kind: 'service', service: members[0]!.ref }
      : { kind: 'group', group: summarizeGroup(members.map((m) => m.ref)) },
  );
}
