import { priceQuote, type QuotePricingInput, type QuotePricingResult, type RateLine } from '@itinera/domain';
import { rememberBounded } from '../../lib/bounded-map';
import { freezeShared } from '../../lib/deep-freeze';
import type { ServiceFigures, ServiceRow } from './quote-services.repository';

// The last pricing run of each quote this process priced, to answer the same run again without
// the engine (decision 0047). Half of an editor's calls re-price a quote nobody changed since (the
// original client's "[]" refresh; a write that moves no price): on the large quote the engine and
// the figures it yields were ~2 ms of the call. The engine is pure (packages/domain has no I/O and no
// clock), so equal inputs give an equal result:
// - the quote-level input (dates, party, rooms, margins, seller, commission, passengers, manual,
//   exchange rates) is compared as JSON: a few KB;
// - the services are compared by row object: rows come from the row cache, one frozen object per
//   (id, revision), and a write of any field takes a new revision (migration 0015);
// - the rate lines by set: the cache answers one frozen array per stamp (rate-line-cache.ts).
// The figures the result yields for those rows are kept with it (frozen, so their signatures are
// kept too: signatures.ts). A service whose figures the run moved is written and its stored row (new revision) replaces the
// priced one in the memo: its figures are outputs, its inputs did not move, so the next call hits.

interface Run {
  tenantId: number;
  key: string;
  rows: readonly ServiceRow[];
  rateLines: readonly RateLine[];
  result: QuotePricingResult;
  figures: readonly ServiceFigures[];
}

export interface PricedRun {
  result: QuotePricingResult;
  /** Every priced service's figures as stored (frozen). */
  figures: readonly ServiceFigures[];
}

/** A result holds every service line and level (~100 KB on the large quote): the quotes being edited at once. */
const MAX_QUOTES = 40;
const runs = new Map<number, Run>();

function quoteKey(input: QuotePricingInput): string {
  const { services: _services, rate_lines: _lines, ...rest } = input;
  return JSON.stringify(rest);
}

const sameLines = (a: readonly RateLine[], b: readonly RateLine[]) => a === b || (a.length === 0 && b.length === 0);

/** The same rows, element by element, as objects (rows of the cache are one object per revision). */
export const sameRows = (a: readonly ServiceRow[], b: readonly ServiceRow[]) =>
  a.length === b.length && a.every((row, i) => row === b[i]);

export const pricingMemo = {
  /**
   * The engine's result for `input`, priced from `rows`, and its figures (`figuresOf`, which may
   * read besides what `figuresKey` names): the kept ones when nothing they read changed.
   */
  price(
    tenantId: number,
    quoteId: number,
    input: QuotePricingInput,
    rows: readonly ServiceRow[],
    figuresKey: string,
    figuresOf: (result: QuotePricingResult) => ServiceFigures[],
  ): PricedRun {
    const key = `${figuresKey}|${quoteKey(input)}`;
    const kept = runs.get(quoteId);
    if (
      kept &&
      kept.tenantId === tenantId &&
      sameLines(kept.rateLines, input.rate_lines) &&
      kept.key === key &&
      sameRows(kept.rows, rows)
    )
      return kept;
    const result = freezeShared(priceQuote(input));
    const figures = freezeShared(figuresOf(result));
    // Only rows of the cache (frozen) can be recognised on the next call.
    if (rows.every((r) => Object.isFrozen(r)))
      rememberBounded(runs, quoteId, { tenantId, key, rows, rateLines: input.rate_lines, result, figures }, MAX_QUOTES);
    else runs.delete(quoteId);
    return { result, figures };
  },

  /** The run's rows are now `rows` (the moved ones as written): same inputs, new revisions. */
  rowsWritten(quoteId: number, result: QuotePricingResult, rows: readonly ServiceRow[]): void {
    const kept = runs.get(quoteId);
    if (kept?.result === result && rows.every((r) => Object.isFrozen(r))) kept.rows = rows;
  },
};
