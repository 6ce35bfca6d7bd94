import { addDays } from '@itinera/domain';
import type { Day } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import {
  DAY_TEXT_FIELDS,
  DRAFTED_FIELDS,
  daysRepository,
  type DayRow,
  type DayValues,
} from '../quote-core/days.repository';
import { dayDrafter, settleDrafts } from '../quote-core/day-drafts';
import { assertPricesUnlocked } from '../quote-core/price-lock';
import { programmeDays } from '../quote-core/programme-days';
import { same, type HistoryEntry } from '../quote-core/quote-versions';
import { writeVersion, type QuoteRef } from '../quote-core/quote-rows.service';
import type { QuoteRow, QuoteValues } from '../quote-core/quotes.repository';
import { quoteServicesRepository, type ServiceRow } from '../quote-services/quote-services.repository';
import { applyChange, lockForWrite } from '../quote-services/quote-write';
import { Programme, type WorkingDay } from './programme';

// Every day call that writes is ONE transaction, like the services' writes (quote-write.ts): lock
// the quote (404, 409 on a stale version, 422 when its status or the user may not edit it), reshape
// its programme in memory, store what differs, re-price when services moved (refused while prices
// are locked), write the next version with one history entry per change, answer the days.

export interface DaysWriteOptions {
  /** The version the change is based on: a stale one is refused with 409. */
  version?: number;
}

/** The days of a quote as every day call answers them. */
export async function quoteDays(tx: TenantTx, tenantId: number, quote: QuoteRow): Promise<Day[]> {
  return programmeDays(tx, tenantId, quote, await quoteServicesRepository.list(tx, tenantId, quote.id));
}

export async function writeDays(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  change: (p: Programme, tx: TenantTx, row: QuoteRow) => void | Promise<void>,
  options: DaysWriteOptions = {},
): Promise<{ saved: QuoteRow; days: Day[] }> {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockForWrite(tx, user, ref, { version: options.version });
    const services = await quoteServicesRepository.list(tx, user.tenantId, row.id);
    const p = new Programme(row.num_day, services, await daysRepository.list(tx, user.tenantId, row.id));
    await change(p, tx, row);
    const saved = await store(tx, user, row, p);
    return { saved, days: await quoteDays(tx, user.tenantId, saved) };
  });
}

/** Positions for the new order: the positions the services held, handed out again in that order. */
function positionsOf(services: readonly ServiceRow[], order: readonly number[]): Map<number, number> {
  const sorted = [...services].sort((a, b) => a.order - b.order || a.id - b.id);
  const held = sorted.map((s) => s.order);
  const distinct = held.every((n, i) => i === 0 || n > held[i - 1]!);
  return new Map(order.map((id, i) => [id, distinct ? held[i]! : i]));
}

/** Stores the programme's differences from what was read; answers the quote (a new version when anything changed). */
async function store(tx: TenantTx, user: SessionUser, row: QuoteRow, p: Programme): Promise<QuoteRow> {
  const tenantId = user.tenantId;
  const entries: HistoryEntry[] = [];
  const positions = positionsOf(p.services, p.order);
  const deleted = p.services.filter((s) => p.deleted.has(s.id));
  const kept = p.services.filter((s) => !p.deleted.has(s.id));
  const moved = kept.filter((s) => p.ranges.get(s.id) !== s.day);
  const placed = kept.filter((s) => p.ranges.get(s.id) !== s.day || positions.get(s.id) !== s.order);
  // Moving or deleting a service moves prices; reordering them or editing texts does not.
  if (moved.length || deleted.length) assertPricesUnlocked(row);
  for (const s of deleted)
    entries.push({
      entity: 'service',
      entityId: s.id,
      action: 'deleted',
      field: 'service_id',
      from: { service_id: s.service_id, code: s.code, name: s.name, day: s.day },
    });
  for (const s of placed) {
    const day = p.ranges.get(s.id)!;
    if (day !== s.day)
      entries.push({ entity: 'service', entityId: s.id, action: 'moved', field: 'day', from: s.day, to: day });
    else
      entries.push({
        entity: 'service',
        entityId: s.id,
        action: 'updated',
        field: 'order',
        from: s.order,
        to: positions.get(s.id),
      });
  }
  await quoteServicesRepository.remove(
    tx,
    tenantId,
    row.id,
    deleted.map((s) => s.id),
  );
  await quoteServicesRepository.place(
    tx,
    tenantId,
    row.id,
    placed.map((s) => ({ id: s.id, day: p.ranges.get(s.id)!, order: positions.get(s.id)! })),
  );
  await settleDayDrafts(tx, tenantId, row, p);
  entries.push(...(await storeDays(tx, tenantId, row.id, p)));

  const values: QuoteValues = {};
  if (p.numDay !== row.num_day) {
    values.num_day = p.numDay;
    entries.push({ action: 'updated', field: 'num_day', from: row.num_day, to: p.numDay });
    if (row.start_date) {
      values.end_date = addDays(row.start_date, p.numDay - 1);
      entries.push({ action: 'updated', field: 'end_date', from: row.end_date, to: values.end_date });
    }
  }
  if (!entries.length) return row;
  if (moved.length || deleted.length)
    return (await applyChange(tx, user, row, { affected: [], entries, values })).saved;
  return writeVersion(tx, user, row, values, entries);
}

/**
 * The drafts as the programme now stands (docs/domain/days.md#drafts): a title or description this call wrote is
 * marked drafted when it equals its day's draft (D6's fill, a D7 draft saved unchanged), any other is not; texts still
 * marked are told again, so they follow the services moved, the days reshaped, the meals changed.
 */
async function settleDayDrafts(tx: TenantTx, tenantId: number, row: QuoteRow, p: Programme): Promise<void> {
  const before = new Map(p.rows.map((r) => [r.id, r]));
  const given = (d: WorkingDay, text: 'title' | 'description') => {
    const was = d.id === null ? undefined : before.get(d.id);
    return was ? was[text] !== d[text] : d[text] !== '';
  };
  const concerned = (d: WorkingDay) =>
    d.title_drafted || d.description_drafted || given(d, 'title') || given(d, 'description');
  if (!p.days.some(concerned)) return;
  const rank = new Map(p.order.map((id, i) => [id, i]));
  const services = p.services
    .filter((s) => !p.deleted.has(s.id))
    .map((s) => ({ ...s, day: p.ranges.get(s.id)!, order: rank.get(s.id)! }));
  settleDrafts(p.days, await dayDrafter(tx, tenantId, row, services, p.days, p.length()), given);
}

/** Written days removed, renumbered, edited and added, with their history entries. */
async function storeDays(tx: TenantTx, tenantId: number, quoteId: number, p: Programme): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  const before = new Map<number, DayRow>(p.rows.map((r) => [r.id, r]));
  await daysRepository.remove(
    tx,
    tenantId,
    quoteId,
    p.removedRows.map((r) => r.id),
  );
  for (const r of p.removedRows)
    entries.push({ entity: 'day', entityId: r.id, action: 'deleted', field: 'start_day', from: r.start_day });
  const stored = p.days.filter((d): d is WorkingDay & { id: number } => d.id !== null);
  const renumbered = stored.filter((d) => d.start_day !== before.get(d.id)!.start_day);
  await daysRepository.renumber(
    tx,
    tenantId,
    quoteId,
    renumbered.map((d) => ({ id: d.id, start_day: d.start_day })),
  );
  for (const d of renumbered)
    entries.push({
      entity: 'day',
      entityId: d.id,
      action: 'moved',
      field: 'start_day',
      from: before.get(d.id)!.start_day,
      to: d.start_day,
    });
  for (const d of stored) {
    const was = before.get(d.id)!;
    const changed = DAY_TEXT_FIELDS.filter((f) => !same(was[f], d[f]));
    const flags = DRAFTED_FIELDS.filter((f) => was[f] !== d[f]);
    if (!changed.length && !flags.length) continue;
    await daysRepository.update(
      tx,
      tenantId,
      d.id,
      Object.fromEntries([...changed, ...flags].map((f) => [f, d[f]])) as DayValues,
    );
    for (const f of changed)
      entries.push({ entity: 'day', entityId: d.id, action: 'updated', field: f, from: was[f], to: d[f] });
  }
  const added = p.days.filter((d) => d.id === null).sort((a, b) => a.start_day - b.start_day);
  const ids = await daysRepository.insert(
    tx,
    tenantId,
    quoteId,
    added.map(({ id: _id, ...d }) => d),
  );
  added.forEach((d, i) =>
    entries.push({
      entity: 'day',
      entityId: ids[i]!,
      action: 'created',
      field: 'start_day',
      to: { start_day: d.start_day, title: d.title },
    }),
  );
  return entries;
}
