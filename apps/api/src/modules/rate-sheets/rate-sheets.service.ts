import { formatAgeBands, toApiDate } from '@itinera/domain';
import { RATE_SHEET_MAX_ROWS, type RateSheetExportQuery } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { cataloguePriceVisibility, requireCatalogueAdmin } from '../../plugins/auth';
import { checkRows, parseRow } from './rate-sheet-import';
import { buildRateSheet, readRateSheet } from './rate-sheet.xlsx';
import { rateSheetsRepository as repo, type RateLineRecord } from './rate-sheets.repository';
import { fileSlug } from '../../lib/xlsx';
import { rateChangeLog } from '../rate-changes/rate-change-log.repository';

const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to do this.');
const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

export async function exportRateSheet(database: Database, user: SessionUser, query: RateSheetExportQuery) {
  if (!cataloguePriceVisibility(user).canViewCost) throw forbidden();
  const { manual, lines } = await database.withTenant(user.tenantId, async (tx) => {
    const manual = query.sales_manual ? await repo.findManual(tx, user.tenantId, query.sales_manual) : undefined;
    if (query.sales_manual && !manual) throw notFound('This sales manual');
    return { manual, lines: await repo.exportLines(tx, user.tenantId, query) };
  });
  if (lines.length > RATE_SHEET_MAX_ROWS) {
    throw new AppError(
      'UNPROCESSABLE',
      `This export has more than ${RATE_SHEET_MAX_ROWS.toLocaleString('en')} rate lines, more than a sheet can import back. Narrow it by service or service type.`,
    );
  }
  const date = toApiDate(Date.now());
  return {
    filename: `rates-${fileSlug(manual?.name ?? 'all-manuals')}-${date}.xlsx`,
    buffer: await buildRateSheet(lines),
  };
}

/** Catalogue writes are the tenant admin's alone. */
export const assertMayImport = requireCatalogueAdmin;

const sameLine = (a: RateLineRecord, b: RateLineRecord) =>
  a.seasonFrom === b.seasonFrom &&
  a.seasonTo === b.seasonTo &&
  a.minPax === b.minPax &&
  a.maxPax === b.maxPax &&
  a.roomTypeId === b.roomTypeId &&
  a.level === b.level &&
  a.basis === b.basis &&
  Number(a.unitCost).toFixed(4) === Number(b.unitCost).toFixed(4) &&
  a.currencyId === b.currencyId &&
  a.capacity === b.capacity &&
  a.supplierId === b.supplierId &&
  formatAgeBands(a.ageBands) === formatAgeBands(b.ageBands);

/**
 * The sheet's rows become the complete rate lines of every (service, sales manual) pair they name.
 * All of it is checked before anything is written, in the one transaction that writes it.
 */
export async function importRateSheet(database: Database, user: SessionUser, buffer: Buffer) {
  assertMayImport(user);
  const parsed = (await readRateSheet(buffer)).map(parseRow);
  if (!parsed.length)
    throw new AppError('UNPROCESSABLE', 'The sheet has no rate lines under its header row; nothing was imported.');
  const t = user.tenantId;
  return database.withTenant(t, async (tx) => {
    const services = await repo.servicesByCode(tx, t, unique(parsed.map((p) => p.serviceCode)));
    await repo.lockServices(
      tx,
      t,
      services.map((s) => s.id),
    );
    const { lines, problems } = checkRows(parsed, {
      services,
      manuals: await repo.manuals(tx, t),
      currencies: await repo.currenciesByCode(tx, unique(parsed.map((p) => p.currency))),
      suppliers: await repo.suppliersByCode(tx, t, unique(parsed.map((p) => p.supplierCode))),
      lines: await repo.linesByIds(tx, t, unique(parsed.map((p) => p.rateId))),
    });
    if (problems.size) {
      const n = problems.size;
      throw new AppError(
        'UNPROCESSABLE',
        `The sheet has ${n} bad row${n === 1 ? '' : 's'}; nothing was imported.`,
        [...problems].map(([row, messages]) => ({ path: `row ${row}`, message: messages.join(' ') })),
      );
    }
    const pairs = [
      ...new Map(
        lines.map((l) => [`${l.serviceId}|${l.salesManualId}`, [l.serviceId, l.salesManualId] as [number, number]]),
      ).values(),
    ];
    const current = new Map((await repo.linesOfPairs(tx, t, pairs)).map((l) => [l.id!, l]));
    const kept = new Set(lines.map((l) => l.id));
    const removed = [...current.keys()].filter((id) => !kept.has(id));
    const changed = lines.filter((l) => l.id !== null && !sameLine(current.get(l.id)!, l));
    const created = lines.filter((l) => l.id === null);
    const serviceIds = [...new Set([...pairs.map(([serviceId]) => serviceId)])];
    const before = await rateChangeLog.snapshot(tx, t, serviceIds);
    await repo.deleteLines(tx, t, removed);
    await repo.updateLines(tx, t, changed);
    await repo.insertLines(tx, t, created);
    // Each service whose lines moved is a rate change the impact screen lists (docs/domain/rate-changes.md).
    const rateChanges = await rateChangeLog.record(tx, t, user.userId, serviceIds, before, 'import');
    return {
      rows: lines.length,
      services: new Set(lines.map((l) => l.serviceId)).size,
      created: created.length,
      updated: changed.length,
      deleted: removed.length,
      rate_changes: rateChanges.length,
    };
  });
}
