import { exportChecks, type ExportCheckResult } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { repriceQuote } from '../quote-services/reprice';

// The checks of one quote against one target, on freshly computed prices (the quote is locked by the caller):
// the prices an export sends are the prices the checks saw.

export type RepricedQuote = Awaited<ReturnType<typeof repriceQuote>>;

export const isoDay = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : null;

export async function checkedQuote(
  tx: TenantTx,
  user: SessionUser,
  row: QuoteRow,
  needsDocuments: boolean,
): Promise<{ priced: RepricedQuote; checks: ExportCheckResult }> {
  const priced = await repriceQuote(tx, user, row, { asRead: true });
  // Listed by day, then position within the day: the neighbours of the insertion check.
  const ordered = priced.services;
  const checks = exportChecks(
    row.uuid,
    ordered.map((s) => ({
      id: s.id,
      visible: s.visible,
      optional: s.optional,
      status: s.status,
      service_supplier: s.service_supplier,
      name: s.name,
      day: s.day,
      // The insertion check compares places; a place's id names it as well as its code does.
      location: s.location_ids.map((id) => ({ location_name: String(id), location_code: String(id) })),
    })),
    priced.result,
    {
      needsDocuments,
      passengers: priced.passengers.map((p) => ({
        id: p.id,
        passport_number: p.passport_number,
        passport_expiration: isoDay(p.passport_expiration),
      })),
    },
  );
  return { priced, checks };
}
