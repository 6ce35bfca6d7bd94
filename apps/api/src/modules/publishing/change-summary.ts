import { clientChangeSummary, type PublicProposal } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { AcceptedVersion } from '../quote-core/accepted-versions.repository';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { compareSale } from '../quotes/sale-changes.service';

// What the client reads of a sold trip's changes (decision 0075): the proposal of a send
// opens on them. Built here for the send and for a publish made while the changes await the client,
// so a "Publish again" on the new link keeps the summary.

type Snapshot = Record<string, unknown>;
const tripDates = (s: Snapshot) => ({
  startDate: typeof s.start_date === 'string' ? s.start_date : null,
  endDate: typeof s.end_date === 'string' ? s.end_date : null,
  numDays: typeof s.num_day === 'number' ? s.num_day : 0,
});
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The level's price the client read when accepting: the page's own figures, else the pinned total. */
function acceptedFigures(accepted: AcceptedVersion) {
  const shown = accepted.acceptance?.figures;
  if (shown) return { total: num(shown.total), perPerson: num(shown.perPerson) };
  if (accepted.total === null) return null;
  return { total: accepted.total, perPerson: accepted.num_pax > 0 ? accepted.total / accepted.num_pax : null };
}

/** Adds the summary of what changed since `accepted` to a projected proposal of the quote `row`. */
export async function changesDecorator(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
  accepted: AcceptedVersion,
): Promise<(p: PublicProposal) => PublicProposal> {
  const { changes, before, after } = await compareSale(tx, tenantId, row, accepted);
  return (p) => {
    const now = p.levels.find((l) => l.level === accepted.level) ?? (p.levels.length === 1 ? p.levels[0] : undefined);
    // Prices hidden on the page (option 10 off) stay hidden in the summary too.
    const shown = now && now.total !== null ? { total: now.total, perPerson: now.perPerson } : null;
    return {
      ...p,
      changes: clientChangeSummary({
        changes,
        level: accepted.level,
        dates: { before: tripDates(before), after: tripDates(after) },
        figures: { before: shown ? acceptedFigures(accepted) : null, after: shown },
        numPax: { before: accepted.num_pax, after: row.num_pax },
        // The page's own language (the quote's, else the tenant's): the lines read in it (decision 0082).
        language: p.language,
        // The client knows their yes by its day, not by our version number.
        acceptedAt: accepted.acceptance?.at ?? accepted.accepted_at,
      }),
    };
  };
}
