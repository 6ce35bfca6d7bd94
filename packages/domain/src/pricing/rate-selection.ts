// Rate selection (docs/domain/pricing.md#step-2-rate-selection): the line of the quote's sales manual whose season contains
// the date, whose pax range contains the pax and whose room type and level match. Nothing else is
// ever used instead: no neighbouring pax range, no neighbouring season, no zero price.
import type { RateLine } from './pricing.schemas';

export interface RateQuery {
  /** 'YYYY-MM-DD' */
  date: string;
  pax: number;
  level: number;
  /** Room type for per-room lines; undefined asks for any line (the basis is not known yet). */
  idRoomType?: number | null;
}

/** The spec's wording for a missing rate; the date in API format. */
export function noRateMessage(pax: number, date: string): string {
  return `No rate for ${pax} pax on ${date}`;
}

function levelRank(line: RateLine, level: number): number {
  if (line.level === level && level !== 0) return 2;
  if (line.level === undefined || line.level === null || line.level === 0) return 1;
  return 0;
}

/**
 * The matching line, or undefined. A line of the service's own level beats an all-levels line; among
 * equals the most specific season (latest start) and then the narrowest pax range win, and the
 * catalogue order breaks the last tie, so the choice never depends on chance.
 */
export function selectRateLine(lines: readonly RateLine[], q: RateQuery): RateLine | undefined {
  let best: RateLine | undefined;
  let bestRank = 0;
  for (const line of lines) {
    if (line.from > q.date || line.to < q.date) continue;
    if (line.min_pax > q.pax || line.max_pax < q.pax) continue;
    if (q.idRoomType !== undefined && (line.id_room_type ?? null) !== (q.idRoomType ?? null)) continue;
    const rank = levelRank(line, q.level);
    if (rank === 0) continue;
    if (
      !best ||
      rank > bestRank ||
      (rank === bestRank &&
        (line.from > best.from ||
          (line.from === best.from && line.max_pax - line.min_pax < best.max_pax - best.min_pax)))
    ) {
      best = line;
      bestRank = rank;
    }
  }
  return best;
}

/** Rate lines grouped by catalogue service, keeping only the quote's sales manual. */
export function indexRateLines(lines: readonly RateLine[], salesManualId: number): Map<number, RateLine[]> {
  const index = new Map<number, RateLine[]>();
  for (const line of lines) {
    if (line.sales_manual_id !== salesManualId) continue;
    let list = index.get(line.service_id);
    if (!list) {
      list = [];
      index.set(line.service_id, list);
    }
    list.push(line);
  }
  return index;
}
