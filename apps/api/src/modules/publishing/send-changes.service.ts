import { canTransition, QUOTE_STATUS, sendChangesRefusal, templateFor, type PublicProposal } from '@itinera/domain';
import type { TenantRow } from '../../identity/tenants.repository';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { spoken } from '../../lib/spoken';
import type { Mailer } from '../../mail/mailer';
import { acceptedVersionsRepository } from '../quote-core/accepted-versions.repository';
import { changesDecorator } from './change-summary';
import { lockQuote, quoteDetail, type QuoteRef } from '../quote-core/quote-rows.service';
import { applyStatus } from '../quotes/quote-status.service';
import { quoteRooming } from '../quote-services/services-port';
import { sendTripRefusal } from '../quotes/sale-changes.service';
import { mailChangesToClient } from './notify';
import { freezePublication, proposalUrl, type PublishingDeps } from './publish.service';
import { publishingRepository } from './publishing.repository';
import { saleSendsRepository } from './sale-sends.repository';

// "Send the changes to the client" (decision 0075): a sold trip changed after the client's
// yes goes out as a new publication on a new link, opening on what changed since the version
// accepted; the earlier links are superseded (their pages say so), the quote is Sent again and shows
// "changes awaiting the client" until the client accepts on the new link.

/** POST /tenant/itinerary/publish/{id}/changes: publishes the changed sale for the client and records that it waits for them. */
export async function sendSaleChanges(
  deps: PublishingDeps & { mailer: Mailer },
  user: SessionUser,
  ref: QuoteRef,
  tenant: TenantRow,
) {
  await deps.pdfs.prepare();
  const result = await deps.database.withTenant(user.tenantId, async (tx) => {
    const locked = await lockQuote(tx, user, ref);
    const accepted = (await acceptedVersionsRepository.newest(tx, user.tenantId, locked.id)) ?? null;
    const refusal = sendChangesRefusal({
      roleIds: [user.roleId],
      statusId: locked.status_id,
      version: locked.version,
      acceptedVersion: accepted?.version ?? null,
    });
    if (refusal || !accepted) throw new AppError(refusal?.code ?? 'CONFLICT', refusal?.message ?? '');
    // The hotels' amendments follow the client's yes: nobody may be left out of the rooms (decision 0082).
    const unroomed = await sendTripRefusal(tx, user.tenantId, locked, { rooming: quoteRooming });
    if (unroomed) throw new AppError(unroomed.code, unroomed.message);
    const changesOf = await changesDecorator(tx, user.tenantId, locked, accepted);
    // The mail speaks the page's language: the one the projection chose (the quote's, else the tenant's).
    let language = 'en';
    const decorate = (p: PublicProposal) => {
      language = p.language;
      return changesOf(p);
    };
    // The links the client holds now show a sentence pointing to the newer proposal; the send gets its own link.
    await saleSendsRepository.supersedeLinks(tx, user.tenantId, locked.id);
    const { stored, link, publication } = await freezePublication(tx, user, locked.id, tenant, undefined, decorate);
    await saleSendsRepository.add(tx, user.tenantId, {
      itineraryId: locked.id,
      acceptedVersion: accepted.version,
      version: publication.version,
      publicationId: publication.id,
      linkId: link.id,
      userId: user.userId,
    });
    const job = { tenantId: user.tenantId, publicationId: publication.id };
    await deps.pdfs.enqueue(tx, job);
    // Sent again: the client's accept on the new link confirms it and pins the new version (decision 0074).
    if (
      locked.status_id !== QUOTE_STATUS.SENT &&
      canTransition(locked.status_id, QUOTE_STATUS.SENT, locked.itinerary_type_id, [user.roleId])
    )
      await applyStatus(tx, user, await lockQuote(tx, user, locked.id), QUOTE_STATUS.SENT);
    const url = proposalUrl(
      deps.address,
      tenant,
      templateFor(locked.itinerary_type_id, stored.template_id).path,
      link.code,
    );
    const contact = locked.client_id
      ? await publishingRepository.clientContact(tx, user.tenantId, locked.client_id)
      : undefined;
    return {
      job,
      url,
      code: link.code,
      contact: contact?.email ? contact : null,
      title: locked.title,
      owner: user.name,
      language,
      acceptedAt: accepted.acceptance?.at ?? accepted.accepted_at,
      version: publication.version,
      itinerary: await quoteDetail(tx, user, locked.id),
    };
  });
  await deps.pdfs.afterCommit(result.job);
  if (result.contact)
    await mailChangesToClient(
      deps.mailer,
      tenant,
      result.contact,
      { title: result.title, owner: result.owner, language: result.language, acceptedAt: result.acceptedAt },
      result.url,
    );
  return {
    ...(result.contact
      ? spoken('changesSentTo', { version: result.version, name: result.contact.name })
      : spoken('changesPublished', { version: result.version })),
    code: result.code,
    url: result.url,
    itinerary: result.itinerary,
  };
}
