// Checks run before a quote is exported (docs/domain/pricing.md#export-checks): the spec's warnings, and per-service
// errors that refuse the export, each with a link to the place where it is fixed.
import { locationFlaggedIds, providerError } from '../services/service-rules';
import type { ServiceLocation, SupplierLine } from '../services/services.schemas';
import {
  MESSAGES,
  quotePaxLink,
  quotePricesLink,
  quoteServicesLink,
  servicePricingLink,
  type PricingMessage,
} from './messages';
import type { QuotePricingResult } from './price-quote';

export interface ExportServiceInfo {
  id: number | string;
  visible?: boolean | number | null;
  optional?: number | null;
  status?: number | null;
  service_supplier?: readonly SupplierLine[] | null;
  /** The service's places; services are given in the quote's order (day, then position). */
  location?: readonly ServiceLocation[] | null;
  /** Its name and day on the quote: every check about it names it (spec 02 §8). */
  name?: string | null;
  day?: string | null;
}

export interface ExportPassengerInfo {
  id: number;
  passport_number?: string | null;
  passport_expiration?: string | null;
}

export interface ExportCheckOptions {
  /** The quote's passengers; checked when the target needs their documents. */
  passengers?: readonly ExportPassengerInfo[];
  needsDocuments?: boolean;
}

export interface ExportCheckResult {
  warnings: PricingMessage[];
  errors: PricingMessage[];
  canExport: boolean;
}

const isLive = (s: ExportServiceInfo) => s.status !== 3 && s.status !== -1;

function priceWarnings(itineraryId: number | string, pricing: QuotePricingResult): PricingMessage[] {
  const seller = pricing.prices.find((p) => p.type === 'seller')?.prices ?? [];
  const inUse = seller.filter((l) => l.services.length > 0);
  const link = quotePricesLink(itineraryId);
  const out: PricingMessage[] = [];
  if (inUse.some((l) => l.pax_prices.some((p) => p.fee === 0)))
    out.push({ code: 'NO_FEE', severity: 'warning', message: MESSAGES.NO_FEE, link });
  if (inUse.some((l) => l.pax_prices.some((p) => p.mkt_coin === 0)))
    out.push({ code: 'NO_UPSALES', severity: 'warning', message: MESSAGES.NO_UPSALES, link });
  return out;
}

/** The location insertion check (spec 02 §5) over the live services in the quote's order: a warning per service. */
function locationWarnings(itineraryId: number | string, live: readonly ExportServiceInfo[]): PricingMessage[] {
  const flagged = locationFlaggedIds(live);
  return live.flatMap((s) =>
    flagged.has(s.id)
      ? [
          {
            code: 'LOCATION_DIFFERS' as const,
            severity: 'warning' as const,
            message: MESSAGES.LOCATION_DIFFERS,
            service_id: s.id,
            link: servicePricingLink(itineraryId, s.id),
          },
        ]
      : [],
  );
}

function documentErrors(itineraryId: number | string, options: ExportCheckOptions): PricingMessage[] {
  if (!options.needsDocuments) return [];
  const missing = (options.passengers ?? []).filter((p) => !p.passport_number?.trim() || !p.passport_expiration);
  if (missing.length === 0) return [];
  return [
    {
      code: 'MISSING_DOCUMENTS',
      severity: 'error',
      message: MESSAGES.MISSING_DOCUMENTS,
      pax_ids: missing.map((p) => p.id),
      link: quotePaxLink(itineraryId),
    },
  ];
}

export function exportChecks(
  itineraryId: number | string,
  services: readonly ExportServiceInfo[],
  pricing: QuotePricingResult,
  options: ExportCheckOptions = {},
): ExportCheckResult {
  const warnings: PricingMessage[] = [];
  const errors: PricingMessage[] = [];
  const live = services.filter(isLive);
  if (!live.some((s) => s.visible === false || s.visible === 0)) {
    warnings.push({
      code: 'NO_HIDDEN_SERVICES',
      severity: 'warning',
      message: MESSAGES.NO_HIDDEN_SERVICES,
      link: quoteServicesLink(itineraryId),
    });
  }
  warnings.push(...priceWarnings(itineraryId, pricing), ...locationWarnings(itineraryId, live));
  for (const s of live) {
    const err = providerError(s.service_supplier);
    if (err)
      errors.push({
        code: 'NO_PROVIDER',
        severity: 'error',
        message: err,
        service_id: s.id,
        link: servicePricingLink(itineraryId, s.id),
      });
  }
  const liveIds = new Set(live.map((s) => String(s.id)));
  for (const m of pricing.messages) {
    if (m.severity !== 'error') continue;
    if (m.service_id === undefined) errors.push(m);
    else if (liveIds.has(String(m.service_id)))
      errors.push({ ...m, link: servicePricingLink(itineraryId, m.service_id) });
  }
  errors.push(...documentErrors(itineraryId, options));
  const named = withServiceNames(services);
  return { warnings: warnings.map(named), errors: errors.map(named), canExport: errors.length === 0 };
}

/** Each check about a service carries that service's name and day, so a list of them says which one. */
function withServiceNames(services: readonly ExportServiceInfo[]) {
  const byId = new Map(services.map((s) => [String(s.id), s]));
  return (m: PricingMessage): PricingMessage => {
    const s = m.service_id === undefined ? undefined : byId.get(String(m.service_id));
    if (!s?.name) return m;
    return { ...m, service_name: s.name, ...(s.day ? { service_day: s.day } : {}) };
  };
}

/**
 * The refusal as the original client reads it (original-client.md §1.5): `errors.services` maps an itinerary-service id to its
 * messages; errors about no one service (documents, a level) are listed under `errors.quote`.
 */
export function exportErrorsByService(errors: readonly PricingMessage[]): {
  services: Record<string, string[]>;
  quote: string[];
} {
  const services: Record<string, string[]> = {};
  const quote: string[] = [];
  for (const e of errors) {
    if (e.service_id === undefined) {
      if (!quote.includes(e.message)) quote.push(e.message);
      continue;
    }
    const list = (services[String(e.service_id)] ??= []);
    if (!list.includes(e.message)) list.push(e.message);
  }
  return { services, quote };
}
