import { movedOnlyInDates, runVerdict, type RunVerdict } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { saveDates } from './figure-writes.repository';
import { passengersRepository } from './passengers.repository';
import { pricingMemo } from './pricing-memo';
import { quoteServicesRepository, type ServiceFigures, type ServiceRow } from './quote-services.repository';
import type { LoadedRun } from './reprice-load';
import type { PricedRun } from './reprice-price';
import { figureSignature, pricesSignature } from './signatures';

// The re-price's third step (decision 0103): only the services whose figures moved are written
// (usually none on a plain re-price), those that moved only in their dates (a move by days) with
// their dates alone, then the quote's result unless the caller stores it with its version.

export interface StoredRun {
  /** Every service as now stored: the cached row itself when its figures did not move. */
  services: ServiceRow[];
  /** The services whose stored figures the run changed. */
  moved: number[];
  verdict: RunVerdict;
  /** The run wrote the pricing result itself. */
  resultSaved: boolean;
  /** The `priced_at` the run's own write stored its result with (undefined: it wrote none). */
  pricedAt: string | undefined;
}

export async function storeRun(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
  run: LoadedRun,
  priced: PricedRun,
  options: { unchangedUnsaved?: boolean; resultUnsaved?: boolean },
): Promise<StoredRun> {
  const moved = movedFigures(run.services, priced.figures);
  const written = await writeFigures(tx, tenantId, row.id, run, moved);
  const byId = new Map(written.map((s) => [s.id, s]));
  const services = run.services.map((s) => byId.get(s.id) ?? s);
  // Locked figures are inputs too: a run that rewrote them prices again from the rows as written.
  if (written.length && !run.keepFigures) pricingMemo.rowsWritten(row.id, priced.result, services);
  const settings = run.context.settings;
  const verdict = runVerdict(settings, priced.saved, {
    servicesMoved: moved.length,
    // Fingerprinted only when no service moved: either makes the run a change.
    pricesMoved: moved.length === 0 && pricesSignature(settings?.prices) !== pricesSignature(priced.result.prices),
    unchangedUnwritten: options.unchangedUnsaved === true,
  });
  const resultSaved = verdict.write && !options.resultUnsaved;
  const pricedAt = resultSaved ? await passengersRepository.saveResult(tx, tenantId, row.id, priced.saved) : undefined;
  return { services, moved: moved.map((f) => f.id), verdict, resultSaved, pricedAt };
}

function movedFigures(services: readonly ServiceRow[], figures: readonly ServiceFigures[]): ServiceFigures[] {
  const before = new Map(services.map((s) => [s.id, figureSignature(s)]));
  return figures.filter((f) => before.get(f.id) !== figureSignature(f));
}

/**
 * Dates-only rows first, then the rest; each one statement for all its rows. A placed row (a move,
 * decision 0116) is written once: with its dates when only they moved, else its day alone after
 * its figures (or alone when its figures did not move).
 */
async function writeFigures(
  tx: TenantTx,
  tenantId: number,
  quoteId: number,
  run: LoadedRun,
  moved: ServiceFigures[],
): Promise<ServiceRow[]> {
  const revs = new Map(run.context.heads.map((h) => [h.id, h.rev]));
  const rowsById = new Map(run.services.map((s) => [s.id, { rev: revs.get(s.id), row: s }]));
  // Only a cached row (frozen) is known to be the stored one: its new row is it with new dates
  // (a placed row, with its new day too: the row it was placed from is the cached one).
  const datesOnly = (f: ServiceFigures) => {
    const stored = rowsById.get(f.id)?.row;
    return !!stored && Object.isFrozen(run.placed.get(f.id) ?? stored) && movedOnlyInDates(f, stored);
  };
  const dated = moved.filter(datesOnly);
  const datedOnly = new Set(dated);
  const full = dated.length ? moved.filter((f) => !datedOnly.has(f)) : moved;
  const written = [
    ...(await saveDates(tx, tenantId, quoteId, dated, rowsById, run.placed)),
    ...(await quoteServicesRepository.saveFigures(tx, tenantId, quoteId, full, (id) => revs.get(id))),
  ];
  if (!run.placed.size) return written;
  const done = new Map(written.map((s) => [s.id, s]));
  const rest = [...run.placed.keys()].filter((id) => done.get(id)?.day !== rowsById.get(id)!.row.day);
  if (!rest.length) return written;
  const places = rest.map((id) => ({ id, day: rowsById.get(id)!.row.day }));
  const bases = rest.map((id) => done.get(id) ?? run.placed.get(id)!);
  const placed = await quoteServicesRepository.place(tx, tenantId, quoteId, places, bases);
  const placedIds = new Set(placed.map((s) => s.id));
  return [...written.filter((s) => !placedIds.has(s.id)), ...placed];
}
