// Checks run before a quote is exported (docs/domain/pricing.md#export-checks): the spec's warnings, and per-service
// errors that refuse the export, each with a link to that service's pricing tab.
import { providerError } from '../services/service-rules';
import type { SupplierLine } from '../services/services.schemas';
import { MESSAGES, servicePricingLink, type PricingMessage } from './messages';
import type { QuotePricingResult } from './price-quote';

export interface ExportServiceInfo {
  id: number | string;
  visible?: boolean | number | null;
  optional?: number | null;
  status?: number | null;
  service_supplier?: readonly SupplierLine[] | null;
}

export interface ExportCheckResult {
  warnings: PricingMessage[];
  errors: PricingMessage[];
  canExport: boolean;
}

export function exportChecks(
  itineraryId: number | string,
  services: readonly ExportServiceInfo[],
  pricing: QuotePricingResult,
): ExportCheckResult {
  const warnings: PricingMessage[] = [];
  const errors: PricingMessage[] = [];
  const live = services.filter((s) => s.status !== 3 && s.status !== -1);
  if (!live.some((s) => s.visible === false || s.visible === 0)) {
    warnings.push({ code: 'NO_HIDDEN_SERVICES', severity: 'warning', message: MESSAGES.NO_HIDDEN_SERVICES });
  }
  const seller = pricing.prices.find((p) => p.type === 'seller')?.prices ?? [];
  const inUse = seller.filter((l) => l.services.length > 0);
  if (inUse.some((l) => l.pax_prices.some((p) => p.fee === 0))) {
    warnings.push({ code: 'NO_FEE', severity: 'warning', message: MESSAGES.NO_FEE });
  }
  if (inUse.some((l) => l.pax_prices.some((p) => p.mkt_coin === 0))) {
    warnings.push({ code: 'NO_UPSALES', severity: 'warning', message: MESSAGES.NO_UPSALES });
  }
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
  return { warnings, errors, canExport: errors.length === 0 };
}
