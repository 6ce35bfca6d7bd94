import type { ServiceEditBody } from '@itinera/domain/contracts';
import type { TenantTx } from '../db/client';
import type { SessionUser } from '../identity/session-user';
import { writeVersion } from '../modules/quote-core/quote-rows.service';
import { changedFields, type HistoryEntry } from '../modules/quote-core/quote-versions';
import type { QuoteRow, QuoteValues } from '../modules/quote-core/quotes.repository';
import { quoteServicesRepository } from '../modules/quote-services/quote-services.repository';
import { applyChange, type ServiceChange } from '../modules/quote-services/quote-write';
import { repriceQuote } from '../modules/quote-services/reprice';
import { placeCatalogueServices } from '../modules/quote-services/services-add.service';
import { editServices } from '../modules/quote-services/services-edit.service';
import { catalogueId, namePassengers } from './demo-quote-services';
import type { DemoQuoteServices, ServiceStep } from './demo-quote-services-data';

// The later versions of a demo quote, written by the functions the API's own calls run inside their
// transaction: a basic-info edit re-prices and writes a version as updateQuote does; a service step
// is the Services tab's add (S2) or process edit (S3), re-priced and versioned by applyChange. So
// every seeded version holds the services, prices and passengers a real edit leaves, and restoring
// one brings them back.

/** A basic-info edit as updateQuote saves it: re-priced, one version, one entry per changed field. */
export async function editQuote(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  values: QuoteValues,
  story: DemoQuoteServices | undefined,
): Promise<QuoteRow> {
  const next: QuoteValues = { ...values };
  const entries: HistoryEntry[] = changedFields(row, next).map((c) => ({ action: 'updated', ...c }));
  // More travellers: the seller names them in the same sitting (the snapshot holds them, named).
  if (story && next.num_pax !== undefined && next.num_pax !== row.num_pax)
    await namePassengers(tx, user.tenantId, { ...row, ...next } as QuoteRow, story, next.num_pax);
  const outcome = await repriceQuote(tx, user, { ...row, ...next } as QuoteRow);
  if (outcome.listPrice !== row.price) next.price = outcome.listPrice;
  return writeVersion(tx, user, row, next, entries);
}

async function serviceNamed(tx: TenantTx, user: SessionUser, row: QuoteRow, name: string): Promise<number> {
  const found = (await quoteServicesRepository.list(tx, user.tenantId, row.id)).find((s) => s.name === name);
  if (!found) throw new Error(`demo history: ${row.title} has no service ${name}`);
  return found.id;
}

/** One step of the Services tab: catalogue services added, a margin changed or a service moved to another day. */
export async function applyStep(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  step: ServiceStep,
  catalogue: Map<string, number>,
): Promise<QuoteRow> {
  let change: ServiceChange;
  if ('add' in step) {
    const services = step.add.map((l) => ({
      service_id: catalogueId(catalogue, l.name),
      day: l.day,
      level: 0,
      optional: l.optional ?? 0,
    }));
    change = await placeCatalogueServices(tx, user, row, services, (i) => `add.${i}`);
  } else {
    const [name, value] = 'margin' in step ? step.margin : step.move;
    const id = await serviceNamed(tx, user, row, name);
    const edit: ServiceEditBody = 'margin' in step ? { id, percentage_margin: value } : { id, day: String(value) };
    change = await editServices(tx, user, row, [edit]);
  }
  return (await applyChange(tx, user, row, change)).saved;
}
