import {
  compositionEdits,
  compositionProblems,
  perPersonShare,
  QUOTE_STATUS,
  type PublicProposal,
} from '@itinera/domain';
import type { CompositionBody } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { lockQuote } from '../quote-core/quote-rows.service';
import { quoteServicesRepository } from '../quote-services/quote-services.repository';
import { applyChange } from '../quote-services/quote-write';
import { composableOf } from './compose.service';
import type { PublicationRow } from './publishing.repository';

// The client accepts the trip they composed (decision 0083): checked against the offer as it is
// now, written as the quote's next version by the quote's owner (the accept moves the quote on their behalf,
// as the status change does), priced by the workspace's engine. The page's figures are never read.

const refused = (path: string, message: string) =>
  new AppError('UNPROCESSABLE', message, [{ path: `body.composition.${path}`, message }]);

export interface AcceptedComposition {
  composition: CompositionBody;
  /** The quote's version once composed: the version the accept sells. */
  version: number;
  total: number;
  perPerson: number;
  /** The quote had changed since the page was published: these figures are today's. */
  changedSincePublication: boolean;
}

/**
 * Writes `c`, accepted at `level` on `publication`, as the quote's next version, in the accept's transaction:
 * a chosen stay's service at level 0 without its alternatives, the extras taken included, the offered ones not
 * taken removed, every other service as it was. A composition that changes nothing writes no version.
 */
export async function acceptComposition(
  tx: TenantTx,
  tenantId: number,
  actor: SessionUser | null,
  publication: PublicationRow & { proposal: PublicProposal },
  level: number,
  c: CompositionBody,
): Promise<AcceptedComposition> {
  if (c.level !== level) throw refused('level', 'The composed trip is not of the level accepted.');
  const { input, offer } = await composableOf(tx, tenantId, publication);
  const [problem] = compositionProblems(input.services, offer, c);
  if (problem) throw refused(problem.path, problem.message);
  // The owner writes the version; a quote without one (or already sold) cannot take a composition.
  const row = actor ? await lockQuote(tx, actor, publication.itinerary_id).catch(() => null) : null;
  if (!actor || !row || row.status_id === QUOTE_STATUS.CONFIRMED)
    throw new AppError('CONFLICT', 'This trip can no longer be composed: please contact your travel advisor.');

  const edits = compositionEdits(input.services, offer, c);
  const before = new Map((await quoteServicesRepository.list(tx, tenantId, row.id)).map((s) => [s.id, s]));
  const entries: HistoryEntry[] = [{ action: 'composed', field: 'composition', from: null, to: c }];
  const changed = [...edits.toLevelZero, ...edits.included, ...edits.removed].length > 0;
  for (const id of edits.toLevelZero.map(Number)) {
    await quoteServicesRepository.update(tx, tenantId, id, { level: 0 });
    entries.push({
      entity: 'service',
      entityId: id,
      action: 'updated',
      field: 'level',
      from: before.get(id)?.level,
      to: 0,
    });
  }
  for (const id of edits.included.map(Number)) {
    await quoteServicesRepository.update(tx, tenantId, id, { optional: 0 });
    entries.push({ entity: 'service', entityId: id, action: 'updated', field: 'optional', from: 1, to: 0 });
  }
  const removed = edits.removed.map(Number);
  await quoteServicesRepository.remove(tx, tenantId, row.id, removed);
  for (const id of removed) {
    const s = before.get(id);
    entries.push({
      entity: 'service',
      entityId: id,
      action: 'deleted',
      field: 'service_id',
      from: s ? { service_id: s.service_id, code: s.code, name: s.name, day: s.day } : null,
    });
  }
  // Every service keeps the figures the workspace last stored for it: a stay moved to level 0 was priced at
  // its own level's rates, which a level-0 service would not find (decision 0083). The version and its history
  // line record the composition.
  const { saved, outcome } = await applyChange(tx, actor, row, {
    affected: [],
    entries: changed ? entries : [],
    keepFigures: true,
  });
  const seller = outcome.result.prices.find((p) => p.type === outcome.result.selected) ?? outcome.result.prices[0];
  const total = seller?.prices.find((l) => l.level === level)?.total ?? 0;
  return {
    composition: c,
    version: saved.version,
    total,
    perPerson: perPersonShare(total, outcome.passengers.length),
    changedSincePublication: row.version !== publication.version,
  };
}

/** The figures of an accepted composition as the server priced them, with the composition itself. */
export function composedFigures(
  c: AcceptedComposition,
  shown: PublicProposal['levels'][number] | undefined,
  proposal: PublicProposal,
) {
  return {
    level: c.composition.level,
    label: shown?.label ?? null,
    total: c.total,
    perPerson: c.perPerson,
    currency: proposal.currency,
    numPax: proposal.quote.numPax,
    composition: c.composition,
  };
}

/** The accept's answer about the composition: the version sold and its figures, beside the published total. */
export function composedAnswer(c: AcceptedComposition, shown: PublicProposal['levels'][number] | undefined) {
  return {
    version: c.version,
    total: c.total,
    per_person: c.perPerson,
    published_total: shown?.total ?? null,
    changed_since_publication: c.changedSincePublication,
  };
}
