import {
  baseLevels,
  offeredChoices,
  priceComposition,
  stayKeyOf,
  type CompositionChange,
  type CompositionOffer,
  type PublicProposal,
  type QuoteServiceInput,
} from '@itinera/domain';
import type { CompositionBody, CompositionChoicesResponse, CompositionPriceResponse } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { quotesRepository } from '../quote-core/quotes.repository';
import { ANYONE } from '../quote-core/visible.repository';
import { storedPricingInput } from '../quote-services/stored-input';
import { builtInDefaults } from './config';
import { livePublication } from './public.service';
import { composeEventsRepository } from './compose-events.repository';
import type { EventInput, PublicationRow } from './publishing.repository';
import { publishingRepository } from './publishing.repository';

// The public calls of a composed trip (decision 0079): what the page may offer, and the client's
// composition priced by the workspace's engine on the quote as it is now, checked against that offer.

/** The 'compose' events one link keeps an hour at most: a page left clicking cannot fill the table. */
export const MAX_COMPOSE_EVENTS_PER_HOUR = 100;

const GONE = () => new AppError('NOT_FOUND', 'This proposal was not found. Its address may have expired.');
const refused = (path: string, message: string) =>
  new AppError('UNPROCESSABLE', message, [{ path: `body.${path}`, message }]);

/** The service a change names: the chosen stay's, or the extra. */
function changeName(c: CompositionChange, services: readonly QuoteServiceInput[]): string {
  const s =
    c.kind === 'stay'
      ? services.find((x) => x.level === c.to && stayKeyOf(x) === c.stay)
      : services.find((x) => String(x.id) === String(c.serviceId));
  return s?.name ?? '';
}

/** The live publication of `code`, its quote's pricing input as it is now, and the offer of its configuration. */
async function composable(tx: TenantTx, tenantId: number, code: string) {
  const found = await livePublication(tx, tenantId, code);
  if (!found) throw GONE();
  return composableOf(tx, tenantId, found.publication);
}

/** The quote of `publication` as it is now: its row, pricing input and the offer of its configuration. */
export async function composableOf(
  tx: TenantTx,
  tenantId: number,
  publication: PublicationRow & { proposal: PublicProposal },
) {
  const row = await quotesRepository.detail(tx, tenantId, ANYONE, publication.itinerary_id);
  if (!row) throw GONE();
  const stored =
    (await publishingRepository.config(tx, tenantId, row.id)) ??
    (await publishingRepository.defaults(tx, tenantId)) ??
    builtInDefaults();
  const offer: CompositionOffer = {
    choosableStays: stored.sale?.choosable_stays ?? [],
    extras: stored.sale?.optional_extras ?? false,
  };
  const { input } = await storedPricingInput(tx, tenantId, row);
  return { publication, row, offer, input };
}

/** What the page may offer: the levels it shows, the choosable stays' alternatives, the extras. */
export function composableChoices(
  database: Database,
  tenantId: number,
  code: string,
): Promise<CompositionChoicesResponse> {
  return database.readTenant(tenantId, async (tx) => {
    const { publication, offer, input } = await composable(tx, tenantId, code);
    const choices = offeredChoices(input.services, offer);
    return {
      levels: publication.proposal.levels.map((l) => l.level).filter((l) => baseLevels(input.services).includes(l)),
      stays: choices.stays,
      extras: choices.extras.map((e) => ({ service_id: Number(e.id), name: e.name, level: e.level })),
    };
  });
}

/** The engagement events of a priced composition: one per choice away from the base level (decisions 0079, 0083 and 0084). */
export const triedEvents = (changes: readonly CompositionChange[], level: number): EventInput[] =>
  changes.map((c) =>
    c.kind === 'stay'
      ? { kind: 'compose', section: `stay ${c.stay}`, level: c.to }
      : { kind: 'compose', section: `extra ${c.serviceId}`, level },
  );

/** Records the alternatives tried, as many as the link's hour still takes (the rest is dropped, unsaid). */
async function recordTried(database: Database, tenantId: number, publication: PublicationRow, events: EventInput[]) {
  if (!events.length) return;
  await database.withTenant(tenantId, async (tx) => {
    await composeEventsRepository.lockLink(tx, tenantId, publication.link_id);
    const room =
      MAX_COMPOSE_EVENTS_PER_HOUR - (await composeEventsRepository.lastHour(tx, tenantId, publication.link_id));
    if (room > 0) await publishingRepository.addEvents(tx, tenantId, publication, events.slice(0, room));
  });
}

export async function priceComposedTrip(
  database: Database,
  tenantId: number,
  code: string,
  body: CompositionBody,
): Promise<CompositionPriceResponse> {
  const { answer, publication, tried } = await database.readTenant(tenantId, async (tx) => {
    const { publication, row, offer, input } = await composable(tx, tenantId, code);
    const shown = publication.proposal.levels;
    // A page that shows no price gets none from this call either.
    if (!shown.some((l) => l.total !== null)) throw refused('level', 'This proposal does not show prices.');
    const published = shown.find((l) => l.level === body.level);
    if (!published) throw refused('level', 'This level is not offered in this proposal.');
    const out = priceComposition(input, offer, body);
    if (!out.ok) throw refused(out.problems[0]!.path, out.problems[0]!.message);
    const p = out.price;
    const answer: CompositionPriceResponse = {
      level: p.level,
      currency: publication.proposal.currency,
      num_pax: input.passengers.length,
      total: p.total,
      per_person: p.perPerson,
      rooms: p.roomTypePrices,
      children: p.childPrices.map((c) => ({ age: c.age, per_person: c.per_person })),
      base_total: p.baseTotal,
      changes: p.changes.map((c) => ({
        kind: c.kind,
        stay: c.kind === 'stay' ? c.stay : null,
        service_id: c.kind === 'extra' ? Number(c.serviceId) : null,
        from_level: c.kind === 'stay' ? c.from : null,
        to_level: c.kind === 'stay' ? c.to : null,
        name: changeName(c, input.services),
        difference: c.difference,
        difference_per_person: c.perPerson,
      })),
      published_total: published.total,
      changed_since_publication: row.version !== publication.version,
    };
    return { answer, publication, tried: triedEvents(p.changes, p.level) };
  });
  // Written apart from the read: the price is answered from the read transaction, the record is a small write.
  await recordTried(database, tenantId, publication, tried);
  return answer;
}
