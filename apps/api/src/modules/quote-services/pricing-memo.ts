import {
  keptLines,
  priceQuote,
  type KeptLines,
  type QuotePricingInput,
  type QuotePricingResult,
  type QuoteServiceInput,
  type RateLine,
  type ServiceLineOutput,
} from '@itinera/domain';
import { rememberBounded } from '../../lib/bounded-map';
import { freezeShared } from '../../lib/deep-freeze';
import { keptFor, keptIfFrozen } from '../../lib/kept';
import type { ServiceFigures, ServiceRow } from './quote-services.repository';

// The last pricing run of each quote this process priced, answered again without the engine when
// its input is the same, and the parts of it the next run reuses when only some services moved
// (decisions 0047, 0049; why it is keyed by object and what it saves: decision 0103's appendix).

interface Parts {
  inputs: WeakMap<ServiceRow, QuoteServiceInput>;
  lines: KeptLines;
  figures: WeakMap<ServiceLineOutput, ServiceFigures>;
}

interface Run {
  tenantId: number;
  key: string;
  rows: readonly ServiceRow[];
  rateLines: readonly RateLine[];
  result: QuotePricingResult;
  figures: readonly ServiceFigures[];
  parts: Parts;
}

export interface PricedRun {
  result: QuotePricingResult;
  /** Every priced service's figures as stored (frozen), in the order of the rows. */
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

const newParts = (): Parts => ({ inputs: new WeakMap(), lines: keptLines(), figures: new WeakMap() });

export const pricingMemo = {
  /**
   * The engine's result for `quote` (the quote-level input, `services: []`) with `rows` priced
   * through `serviceInput`, and each row's figures (`figuresOf`, which reads nothing but its line,
   * its row and what `figuresKey` names): the kept run when nothing changed, else a run that prices
   * again only the rows it has not met under the same quote-level input and `figuresKey`.
   */
  price(
    tenantId: number,
    quoteId: number,
    quote: QuotePricingInput,
    rows: readonly ServiceRow[],
    serviceInput: (row: ServiceRow) => QuoteServiceInput,
    figuresKey: string,
    figuresOf: (line: ServiceLineOutput, row: ServiceRow) => ServiceFigures,
  ): PricedRun {
    const key = `${figuresKey}|${quoteKey(quote)}`;
    const last = runs.get(quoteId);
    const sameQuote = last?.tenantId === tenantId && sameLines(last.rateLines, quote.rate_lines) && last.key === key;
    if (sameQuote && sameRows(last.rows, rows)) return last;
    const parts = sameQuote ? last.parts : newParts();
    // A row not from the cache (not frozen) may be changed: its input is made afresh, never reused.
    const services = rows.map((row) => keptIfFrozen(parts.inputs, row, serviceInput));
    const result = freezeShared(priceQuote({ ...quote, services }, parts.lines));
    const figures = freezeShared(
      result.services.map((line, i) => keptFor(parts.figures, line, (l) => figuresOf(l, rows[i]!))),
    );
    // Only rows of the cache (frozen) can be recognised on the next call.
    if (rows.every((r) => Object.isFrozen(r)))
      rememberBounded(
        runs,
        quoteId,
        { tenantId, key, rows, rateLines: quote.rate_lines, result, figures, parts },
        MAX_QUOTES,
      );
    else runs.delete(quoteId);
    return { result, figures };
  },

  /** The run's rows are now `rows` (the moved ones as written): same inputs, new revisions. */
  rowsWritten(quoteId: number, result: QuotePricingResult, rows: readonly ServiceRow[]): void {
    const kept = runs.get(quoteId);
    if (kept?.result === result && rows.every((r) => Object.isFrozen(r))) kept.rows = rows;
  },
};
