import { diffProposals, templateFor } from '@itinera/domain';
import type { PublishState } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { TenantRow } from '../../identity/tenants.repository';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import type { PublicAddress } from '../../lib/public-address';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import type { QuoteDetailRow } from '../quote-core/quotes.repository';
import { builtInDefaults } from './config';
import { project, quoteMaterial } from './projection';
import { proposalUrl } from './publish.service';
import { visibleQuote } from '../quote-core/quote-access';
import { publishingRepository } from './publishing.repository';

// What the workspace shows of a published quote: the link, the publications and their PDFs, what
// the client did (the engagement timeline, "last saw vN", the accept), and the difference between
// the published version and the current one. Revoking and expiring the link.

const NOT_PUBLISHED = () => new AppError('NOT_FOUND', 'This quote has not been published.');

async function stateOf(
  tx: TenantTx,
  tenantId: number,
  row: QuoteDetailRow,
  tenant: TenantRow,
  address: PublicAddress,
): Promise<PublishState> {
  const link = await publishingRepository.newestLink(tx, tenantId, row.id);
  const publications = await publishingRepository.publications(tx, tenantId, row.id);
  const events = await publishingRepository.events(tx, tenantId, row.id);
  const accepted = await publishingRepository.acceptOfQuote(tx, tenantId, row.id);
  const stored = (await publishingRepository.config(tx, tenantId, row.id)) ?? builtInDefaults();
  const path = templateFor(row.itinerary_type_id, stored.template_id).path;
  const seen = events.find((e) => e.kind === 'open') ?? events[0];
  return {
    // I18 reserves the link at its first read (decision 0064): it is shown once something is published.
    link:
      link && publications.length
        ? {
            code: link.code,
            url: proposalUrl(address, tenant, path, link.code),
            createdAt: link.created_at,
            expiresAt: link.expires_at,
            revokedAt: link.revoked_at,
          }
        : null,
    publications: publications.map((p) => ({
      id: p.id,
      version: p.version,
      publishedAt: p.published_at,
      publishedBy: p.published_by,
      pdf: {
        status: (p.pdf_status ?? 'pending') as 'pending' | 'ready' | 'failed',
        url: p.pdf_status === 'ready' ? `/tenant/itinerary/publish/${row.uuid}/pdf?publication=${p.id}` : null,
      },
    })),
    lastSeen: seen ? { version: seen.version, at: seen.at } : null,
    events: events.map((e) => ({
      kind: e.kind,
      at: e.at,
      version: e.version,
      ...(e.section !== null ? { section: e.section } : {}),
      ...(e.seconds !== null ? { seconds: e.seconds } : {}),
      ...(e.level !== null ? { level: e.level } : {}),
    })),
    accepted: accepted ?? null,
    currentVersion: row.version,
  };
}

export function publishState(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  tenant: TenantRow,
  address: PublicAddress,
) {
  return database.withTenant(user.tenantId, async (tx) =>
    stateOf(tx, user.tenantId, await visibleQuote(tx, user, ref), tenant, address),
  );
}

/** A change to the quote's link (revoke, expiry), answered with the state; 404 when there is no live link. */
function changeLink(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  where: { tenant: TenantRow; address: PublicAddress },
  change: (tx: TenantTx, linkId: number) => Promise<void>,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const link = await publishingRepository.newestLink(tx, user.tenantId, row.id);
    if (!link || link.revoked_at) throw NOT_PUBLISHED();
    await change(tx, link.id);
    return stateOf(tx, user.tenantId, row, where.tenant, where.address);
  });
}

/** Revokes the live link: its address answers 404 from now on; publishing again makes a new one. */
export const revokeLink = (
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  tenant: TenantRow,
  address: PublicAddress,
) =>
  changeLink(database, user, ref, { tenant, address }, (tx, id) =>
    publishingRepository.revokeLink(tx, user.tenantId, id),
  );

/** Sets (or clears, with null) when the link stops answering. */
export const setLinkExpiry = (
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  expiresAt: string | null,
  tenant: TenantRow,
  address: PublicAddress,
) =>
  changeLink(database, user, ref, { tenant, address }, (tx, id) =>
    publishingRepository.setExpiry(tx, user.tenantId, id, expiresAt),
  );

/** The published version (the newest, or the one named) against the quote as it is now. */
export function publishDiff(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  publicationId: number | undefined,
  tenant: TenantRow,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const published = await publishingRepository.publication(tx, user.tenantId, row.id, publicationId ?? null);
    if (!published) throw NOT_PUBLISHED();
    const stored = (await publishingRepository.config(tx, user.tenantId, row.id)) ?? builtInDefaults();
    const material = await quoteMaterial(tx, user, row.id, tenant.name);
    const { comparable } = await project(tx, user.tenantId, material, stored, {
      code: '',
      publishedAt: published.published_at,
    });
    return {
      published: { version: published.version, publishedAt: published.published_at },
      current: { version: material.row.version },
      ...diffProposals(published.comparable, comparable),
    };
  });
}

/** The stored PDF of a publication (the newest by default); 404 until the job has made it. */
export function staffPdf(database: Database, user: SessionUser, ref: QuoteRef, publicationId: number | undefined) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const published = await publishingRepository.publication(tx, user.tenantId, row.id, publicationId ?? null);
    if (!published) throw NOT_PUBLISHED();
    const pdf = await publishingRepository.pdf(tx, user.tenantId, published.id);
    if (!pdf) throw new AppError('NOT_FOUND', 'The PDF of this publication is not ready yet.');
    return { pdf, filename: `${row.code}-v${published.version}.pdf` };
  });
}
