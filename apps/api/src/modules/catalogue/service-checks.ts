import { missingSections, rateLineNightsProblems, validateRateLines } from '@itinera/domain';
import type { ServiceBody } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { AppError, type ErrorDetail } from '../../lib/app-error';
import { cataloguePriceVisibility } from '../../plugins/auth';
import type { SessionUser } from '../../identity/session-user';
import { serviceWritesRepository } from './service-writes.repository';

// A 2000-line sheet full of mistakes would otherwise answer megabytes of details.
const MAX_DETAILS = 200;

/** Costs and suppliers: see cataloguePriceVisibility. */
export const canViewCost = (user: SessionUser): boolean => cataloguePriceVisibility(user).canViewCost;

/** 422 whose sentence is the first problem, with every problem (up to a cap) in details. */
export function unprocessable(details: ErrorDetail[]): AppError {
  return new AppError('UNPROCESSABLE', details[0]!.message, details.slice(0, MAX_DETAILS));
}

/**
 * Rules of the body that need no database: the sections the service's type requires
 * (docs/domain/services.md#mandatory-sections), the inactivity period, the rate-line rules and a
 * package's room night counts (docs/domain/rooms.md#package-nights).
 */
export function checkServiceBody(body: ServiceBody): void {
  const details: ErrorDetail[] = [...missingSections(body)];
  const { start_date_inactivity: start, end_date_inactivity: end } = body;
  if (start && end && start > end)
    details.push({
      path: 'end_date_inactivity',
      message: `The inactivity period ends (${end}) before it starts (${start}).`,
    });
  // The editor's line number is the row, so an overlap names the line it clashes with.
  const drafts = body.rate_lines.map((l, i) => ({ ...l, row: i + 1 }));
  for (const p of validateRateLines(drafts, body.id_service_type))
    details.push({ path: `rate_lines.${p.index}`, message: p.message });
  for (const p of rateLineNightsProblems(body.id_service_type, body.days_services, body.rate_lines))
    details.push({ path: `rate_lines.${p.index}.nights`, message: p.message });
  if (details.length) throw unprocessable(details);
}

/**
 * Every id the body names must exist, and be this tenant's where the table is the tenant's; a
 * foreign id reads as "does not exist", never as another tenant's. Returns the category name.
 */
export async function checkServiceReferences(
  tx: TenantTx,
  tenantId: number,
  body: ServiceBody,
  existingLineIds?: Set<number>,
): Promise<string> {
  const lines = body.rate_lines;
  const found = await serviceWritesRepository.existing(tx, tenantId, {
    categories: body.category_id ? [body.category_id] : [],
    locations: body.location_id ? [body.location_id] : [],
    tags: body.tag_ids,
    suppliers: [...body.supplier_ids, ...lines.flatMap((l) => (l.supplier_id ? [l.supplier_id] : []))],
    salesManuals: lines.map((l) => l.sales_manual_id),
    currencies: lines.map((l) => l.currency_id),
    roomTypes: lines.flatMap((l) => (l.id_room_type ? [l.id_room_type] : [])),
  });
  const details: ErrorDetail[] = [];
  if (body.category_id && !found.categories.has(body.category_id))
    details.push({ path: 'category_id', message: `The category ${body.category_id} does not exist.` });
  if (body.location_id && !found.locations.has(body.location_id))
    details.push({ path: 'location_id', message: `The location ${body.location_id} does not exist.` });
  body.tag_ids.forEach((id, i) => {
    if (!found.tags.has(id)) details.push({ path: `tag_ids.${i}`, message: `The service tag ${id} does not exist.` });
  });
  body.supplier_ids.forEach((id, i) => {
    if (!found.suppliers.has(id))
      details.push({ path: `supplier_ids.${i}`, message: `The supplier ${id} does not exist.` });
  });
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    const at = (field: string, message: string) =>
      details.push({ path: `rate_lines.${i}.${field}`, message: `Rate line ${i + 1}: ${message}` });
    if (l.id !== undefined) {
      if (!existingLineIds?.has(l.id)) at('id', `the rate line ${l.id} does not belong to this service.`);
      else if (seen.has(l.id)) at('id', `the rate line ${l.id} is listed twice.`);
      seen.add(l.id);
    }
    if (!found.salesManuals.has(l.sales_manual_id))
      at('sales_manual_id', `the sales manual ${l.sales_manual_id} does not exist.`);
    if (!found.currencies.has(l.currency_id)) at('currency_id', `the currency ${l.currency_id} does not exist.`);
    if (l.id_room_type && !found.roomTypes.has(l.id_room_type))
      at('id_room_type', `the room type ${l.id_room_type} does not exist.`);
    if (l.supplier_id && !found.suppliers.has(l.supplier_id))
      at('supplier_id', `the supplier ${l.supplier_id} does not exist.`);
  });
  if (details.length) throw unprocessable(details);
  return body.category_id ? (found.categories.get(body.category_id) ?? '') : '';
}
