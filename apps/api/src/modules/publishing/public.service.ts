import { canTransition, isSoldLevel, ITINERARY_TYPES, type PublicProposal, QUOTE_STATUS } from '@itinera/domain';
import type { CompositionBody, ProposalAcceptResponse, ProposalEvent } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { TenantRow } from '../../identity/tenants.repository';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { cleanProposal, renderAcceptancePdf } from '../proposal-render';
import { lockQuote } from '../quote-core/quote-rows.service';
import { quotesRepository } from '../quote-core/quotes.repository';
import { ANYONE } from '../quote-core/visible.repository';
import type { ClientAcceptance } from '../quote-core/accepted-versions.repository';
import { applyStatus } from '../quotes/quote-status.service';
import { outboxRepository } from '../../mail/outbox.repository';
import { acceptComposition, composedAnswer, composedFigures } from './compose-accept.service';
import { mailOwnerAccepted, mailOwnerOpened, mailOwnerQuestion, openedSubject } from './notify';
import { publishingRepository, type PublicationRow } from './publishing.repository';
import { saleSendsRepository } from './sale-sends.repository';
import { actingUser } from '../../identity/acting-user.repository';

// The client's side (no sign-in): the code names the proposal within the Host's tenant, and only
// while its link is live (not revoked, not expired); otherwise it is simply not found (404).

const GONE = () => new AppError('NOT_FOUND', 'This proposal was not found. Its address may have expired.');
/** Events one publication keeps at most: a page left open cannot fill the table. */
const MAX_EVENTS_PER_PUBLICATION = 5_000;
/** Events one visitor (an address) adds to one publication at most, in 30 days: a fifth of the cap (decision 0053). */
export const MAX_EVENTS_PER_VISITOR = 1_000;
const VISITOR_WINDOW_SECONDS = 30 * 24 * 3600;

/** How many of `n` events a visitor may still add to the publication `publicationId`. */
export type EventAllowance = (publicationId: number, n: number) => Promise<number>;

/** Spends `n` of the visitor's budget on the shared counter; answers how many of the `n` fit. */
export async function visitorAllowance(
  n: number,
  spend: (points: number, windowSeconds: number) => Promise<number>,
): Promise<number> {
  const used = await spend(n, VISITOR_WINDOW_SECONDS);
  return Math.max(0, Math.min(n, MAX_EVENTS_PER_VISITOR - (used - n)));
}

/** A link replaced when the sale's changes were sent (issue 48, docs/decisions/issues.md): 410, with a sentence the page shows. */
export const SUPERSEDED_MESSAGE =
  'This proposal was replaced by a newer version: your trip changed after you accepted it. Open the newer address you were sent, or ask your travel advisor for it.';
const SUPERSEDED = () => new AppError('GONE', SUPERSEDED_MESSAGE);

export async function livePublication(tx: TenantTx, tenantId: number, code: string) {
  const link = await publishingRepository.linkByCode(tx, tenantId, code);
  // A superseded link that was revoked or expired since is simply gone.
  if (link?.superseded && !link.revoked_at && !(link.expires_at && Date.parse(link.expires_at) <= Date.now()))
    throw SUPERSEDED();
  if (!link?.live) return null;
  const publication = await publishingRepository.newestOfLink(tx, tenantId, link.id);
  return publication ? { link, publication } : null;
}

/** The newest publication of a live link, with its accept; null when unknown, revoked or expired. */
export function loadPublishedProposal(
  database: Database,
  tenantId: number,
  code: string,
): Promise<PublicProposal | null> {
  return database.readTenant(tenantId, async (tx) => {
    const found = await livePublication(tx, tenantId, code);
    if (!found) return null;
    const accepted = await publishingRepository.acceptOfLink(tx, tenantId, found.link.id);
    // A publication made before decision 0053 may hold uncleaned HTML: it is served cleaned.
    return { ...cleanProposal(found.publication.proposal), accepted: accepted ?? null };
  });
}

/**
 * What the page of a superseded link shows (decision 0082): the brand and contact of the
 * quote's newer proposal, and its path when its link is live (the address the client was sent);
 * the replaced proposal's brand when none is. Null when the link is not a superseded one.
 */
export function loadSupersededPage(database: Database, tenantId: number, code: string) {
  return database.readTenant(tenantId, async (tx) => {
    const link = await publishingRepository.linkByCode(tx, tenantId, code);
    if (!link?.superseded) return null;
    const newer = await publishingRepository.newestLink(tx, tenantId, link.itinerary_id);
    const live = newer?.live && newer.id !== link.id ? newer : null;
    const shown = live ? await publishingRepository.newestOfLink(tx, tenantId, live.id) : undefined;
    const own = shown ?? (await publishingRepository.newestOfLink(tx, tenantId, link.id));
    if (!own) return null;
    const { sender, images, colors, language, template } = own.proposal;
    return {
      from: { sender, images, colors, language },
      newerPath: live && shown ? `/${template.path}/${live.code}` : null,
    };
  });
}

/** Who hears about the client's actions: the person responsible for the quote. */
async function ownerOf(tx: TenantTx, tenantId: number, quoteId: number) {
  const row = await quotesRepository.detail(tx, tenantId, ANYONE, quoteId);
  return row ? { email: row.user_email ?? row.owner_email, userId: row.user_id ?? row.owner_user_id, row } : null;
}

/**
 * Records what the page reports, as much as the visitor's allowance takes (the rest is dropped, as
 * past the publication's cap: the page is not told); the first open of a publication mails the owner.
 */
export async function recordEvents(
  database: Database,
  mailer: Mailer,
  tenant: TenantRow,
  code: string,
  reported: readonly ProposalEvent[],
  allowance: EventAllowance,
): Promise<void> {
  // Counted outside the write: the counter has its own connection, which one PGlite cannot lend.
  const publicationId = await database.readTenant(
    tenant.id,
    async (tx) => (await livePublication(tx, tenant.id, code))?.publication.id,
  );
  if (publicationId === undefined) throw GONE();
  const events = reported.slice(0, await allowance(publicationId, reported.length));
  if (!events.length) return;
  const firstOpen = await database.withTenant(tenant.id, async (tx) => {
    const found = await livePublication(tx, tenant.id, code);
    if (!found) throw GONE();
    const { publication } = found;
    if ((await publishingRepository.eventCount(tx, tenant.id, publication.id)) >= MAX_EVENTS_PER_PUBLICATION)
      return null;
    const opensBefore = events.some((e) => e.kind === 'open')
      ? await publishingRepository.eventCount(tx, tenant.id, publication.id, 'open')
      : -1;
    await publishingRepository.addEvents(tx, tenant.id, publication, events);
    if (opensBefore !== 0) return null;
    // A page that reports its open after the accept (a phone's late beacon): the owner was told of the accept,
    // which says more; an "opened" mail now would arrive after it (decision 0060).
    if (await publishingRepository.acceptOfLink(tx, tenant.id, publication.link_id)) return null;
    const owner = await ownerOf(tx, tenant.id, publication.itinerary_id);
    return owner?.email ? { to: owner.email, proposal: publication.proposal } : null;
  });
  if (firstOpen) await mailOwnerOpened(mailer, tenant, firstOpen.to, firstOpen.proposal);
}

/** Moves a Sent quote to Confirmed (decision 0029); any other status only records the accept. */
async function confirmAccepted(
  tx: TenantTx,
  tenantId: number,
  p: PublicationRow,
  userId: number | null,
  level: number,
  acceptance: ClientAcceptance,
) {
  // The accept moves the quote on its owner's behalf.
  const actor = userId ? await actingUser(tx, tenantId, userId) : undefined;
  if (!actor) return false;
  const row = await lockQuote(tx, actor, p.itinerary_id).catch(() => null);
  if (!row || row.itinerary_type_id !== ITINERARY_TYPES.QUOTE || row.status_id !== QUOTE_STATUS.SENT) return false;
  if (!canTransition(row.status_id, QUOTE_STATUS.CONFIRMED, row.itinerary_type_id, [actor.roleId])) return false;
  // The level the client accepted is the level sold: the Book tab books it (decision 0033).
  await applyStatus(tx, actor, row, QUOTE_STATUS.CONFIRMED, level, { acceptance });
  return true;
}

/** The acceptance's PDF (decision 0068): 404 until the client accepted, or when the link is not live. */
export async function publicAcceptancePdf(database: Database, tenantId: number, code: string) {
  const proposal = await loadPublishedProposal(database, tenantId, code);
  if (!proposal) throw GONE();
  const pdf = proposal && (await renderAcceptancePdf(proposal));
  if (!pdf) throw new AppError('NOT_FOUND', 'This proposal has not been accepted yet.');
  const title = proposal.quote.title.trim() || 'proposal';
  return { pdf: Buffer.from(pdf), filename: `${title} – acceptance.pdf` };
}

/**
 * The client accepts a level: once per link (a second time is 409); the owner is told by mail,
 * with the acceptance's PDF at `origin` when given (the tenant's public address).
 */
export async function acceptProposal(
  database: Database,
  mailer: Mailer,
  tenant: TenantRow,
  code: string,
  input: { level: number; message?: string; name?: string; composition?: CompositionBody },
  origin?: string,
  address: string | null = null,
): Promise<ProposalAcceptResponse> {
  const done = await database.withTenant(tenant.id, async (tx) => {
    const found = await livePublication(tx, tenant.id, code);
    if (!found) throw GONE();
    const { publication } = found;
    const offered = publication.proposal.levels.map((l) => l.level as number);
    if (offered.length && !offered.includes(input.level)) {
      const message = 'This level is not offered in this proposal.';
      throw new AppError('UNPROCESSABLE', message, [{ path: 'body.level', message }]);
    }
    const accept = { level: input.level, message: input.message ?? '', name: input.name ?? '' };
    const saved = await publishingRepository.accept(tx, tenant.id, publication, accept);
    if (!saved) throw new AppError('CONFLICT', 'This proposal has already been accepted.');
    // The changes sent on this link are answered: the quote no longer shows them awaiting the client (issue 48, docs/decisions/issues.md).
    await saleSendsRepository.answerAccepted(tx, tenant.id, publication.link_id);
    await publishingRepository.addEvents(tx, tenant.id, publication, [{ kind: 'accept', level: input.level }]);
    const owner = await ownerOf(tx, tenant.id, publication.itinerary_id);
    // A composed trip becomes the quote's next version, the one the accept sells (decision 0083).
    const composed = input.composition
      ? await acceptComposition(
          tx,
          tenant.id,
          (owner?.userId && (await actingUser(tx, tenant.id, owner.userId))) || null,
          publication,
          input.level,
          input.composition,
        )
      : null;
    // The "opened" mail of this visit, still waiting for its delivery, would arrive after the "accepted" one: the
    // accept's mail tells the owner more, so the waiting one is dropped (decision 0060).
    if (owner?.email)
      await outboxRepository.dropQueued(
        tx,
        tenant.id,
        owner.email,
        openedSubject(publication.proposal),
        'The client accepted before this mail was sent.',
      );
    // The client's record as the sale pins it: what they typed, when, from where, and the figures they read.
    const shown = publication.proposal.levels.find((l) => l.level === input.level);
    const acceptance: ClientAcceptance = {
      name: accept.name,
      at: saved.at,
      address,
      figures: composed
        ? composedFigures(composed, shown, publication.proposal)
        : shown
          ? {
              level: shown.level,
              label: shown.label,
              total: shown.total,
              perPerson: shown.perPerson,
              rooms: shown.rooms,
              children: shown.children,
              currency: publication.proposal.currency,
              numPax: publication.proposal.quote.numPax,
            }
          : null,
      publicationId: publication.id,
      publishedVersion: publication.version,
    };
    const confirmed = await confirmAccepted(tx, tenant.id, publication, owner?.userId ?? null, input.level, acceptance);
    return { saved, owner, proposal: publication.proposal, accept, confirmed, composed, shown };
  });
  // The accept body allows levels 1 to 3 only (proposalAcceptBodySchema): the guard names that for the types.
  if (done.owner?.email && isSoldLevel(done.accept.level))
    await mailOwnerAccepted(mailer, tenant, done.owner.email, done.proposal, {
      ...done.accept,
      level: done.accept.level,
      confirmed: done.confirmed,
      acceptancePdfUrl: origin ? `${origin}/tenant/public/proposals/${encodeURIComponent(code)}/acceptance.pdf` : null,
    });
  const accepted = { level: done.saved.level, at: done.saved.at };
  return done.composed ? { accepted, composition: composedAnswer(done.composed, done.shown) } : { accepted };
}

/** The newest publication's PDF; 404 until it is made (or when the link is not live). */
export function publicPdf(database: Database, tenantId: number, code: string) {
  return database.readTenant(tenantId, async (tx) => {
    const found = await livePublication(tx, tenantId, code);
    if (!found) throw GONE();
    const pdf = await publishingRepository.pdf(tx, tenantId, found.publication.id);
    if (!pdf) throw new AppError('NOT_FOUND', 'The PDF of this proposal is not ready yet. Try again in a moment.');
    return {
      pdf,
      // The title with its own characters: the route names the file (dispositionOf), keeping "Perú" whole.
      filename: `${found.publication.proposal.quote.title.trim() || 'proposal'}.pdf`,
    };
  });
}

/** Questions one link takes at most: a page left open cannot fill the table (the route is rate-limited too). */
export const MAX_QUESTIONS_PER_LINK = 20;

/**
 * The client asks a question instead of accepting (issue 48, docs/decisions/issues.md): kept with the publication, and the owner is
 * mailed through the outbox as the accept is. The changes still await the client: only an accept answers them.
 */
export async function askQuestion(
  database: Database,
  mailer: Mailer,
  tenant: TenantRow,
  code: string,
  input: { message: string; name?: string },
) {
  const done = await database.withTenant(tenant.id, async (tx) => {
    const found = await livePublication(tx, tenant.id, code);
    if (!found) throw GONE();
    const { publication } = found;
    if ((await saleSendsRepository.questionCount(tx, tenant.id, publication.link_id)) >= MAX_QUESTIONS_PER_LINK)
      throw new AppError('CONFLICT', 'This proposal has received many questions already: please contact us directly.');
    const question = { name: input.name ?? '', message: input.message };
    const saved = await saleSendsRepository.addQuestion(tx, tenant.id, {
      itineraryId: publication.itinerary_id,
      linkId: publication.link_id,
      publicationId: publication.id,
      ...question,
    });
    const owner = await ownerOf(tx, tenant.id, publication.itinerary_id);
    return { saved, owner, proposal: publication.proposal, question };
  });
  if (done.owner?.email) await mailOwnerQuestion(mailer, tenant, done.owner.email, done.proposal, done.question);
  return { question: { at: done.saved.at } };
}
