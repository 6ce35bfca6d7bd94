import { randomBytes } from 'node:crypto';
import {
  canTransition,
  isRole,
  ITINERARY_TYPES,
  QUOTE_STATUS,
  ROLES,
  templateFor,
  type PublicProposal,
} from '@itinera/domain';
import type { PublishConfigBody } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { TenantRow } from '../../identity/tenants.repository';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { spoken } from '../../lib/spoken';
import type { PublicAddress } from '../../lib/public-address';
import { renderProposalPage } from '../proposal-render';
import { lockQuote, quoteDetail, type QuoteRef } from '../quote-core/quote-rows.service';
import { applyStatus } from '../quotes/quote-status.service';
import { builtInDefaults, configAnswer, configFromBody } from './config';
import type { ProposalPdfs } from './pdf.job';
import { assertPublishable, option5Facts, project, quoteMaterial } from './projection';
import { publishingRepository } from './publishing.repository';
import { changesDecorator } from './change-summary';
import { saleSendsRepository } from './sale-sends.repository';
import { acceptedVersionsRepository } from '../quote-core/accepted-versions.repository';
import { visibleQuote } from '../quote-core/quote-access';

// The staff side of publishing (decisions 0029, 0030 and 0031): the quote's configuration (I18, I19), its preview and
// publishing it (I17). Status rules: docs/decisions/0029-publish-and-accept-statuses.md.

export interface PublishingDeps {
  database: Database;
  pdfs: ProposalPdfs;
  address: PublicAddress;
}

/** 32 random bytes as base64url: 43 characters nobody can guess. */
export const newCode = () => randomBytes(32).toString('base64url');

export const proposalUrl = (address: PublicAddress, tenant: TenantRow, path: string, code: string) =>
  `${address.tenantOrigin(tenant.slug)}/${path}/${code}`;

/** The quote's configuration, else the tenant's defaults, else the built-in ones. */
async function storedConfig(tx: TenantTx, tenantId: number, quoteId: number) {
  const own = await publishingRepository.config(tx, tenantId, quoteId);
  return { own, stored: own ?? (await publishingRepository.defaults(tx, tenantId)) ?? builtInDefaults() };
}

/**
 * I18: `{code, config, images}`; `code` is the live link's, `config.id` set once published. `origin`
 * makes the slots' fallback pictures absolute addresses (the original client runs elsewhere).
 */
export async function configState(tx: TenantTx, tenantId: number, quoteId: number, origin = '') {
  const { own, stored } = await storedConfig(tx, tenantId, quoteId);
  const link = await publishingRepository.newestLink(tx, tenantId, quoteId);
  const published = !!link && !!(await publishingRepository.newestOfLink(tx, tenantId, link.id));
  return {
    code: link?.live ? link.code : '',
    ...(await configAnswer(tx, tenantId, stored, published && own ? own.id : null, origin)),
  };
}

/**
 * I18 as the original client reads it: the code from the first read, since its "Export Weblink"
 * opens <WEB_LINK_URL>/<template path>/<code> before publishing too (decision 0064). The link is the one
 * the first publish then uses; it answers 404 until a version is published behind it.
 */
export function getPublishConfig(database: Database, user: SessionUser, ref: QuoteRef, origin = '') {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const link = await publishingRepository.newestLink(tx, user.tenantId, row.id);
    if (!link?.live) await publishingRepository.addLink(tx, user.tenantId, row.id, newCode(), user.userId);
    return configState(tx, user.tenantId, row.id, origin);
  });
}

/** Option 5's facts need the quote's services and prices: read only when option 5 is asked for. */
async function checkedConfig(
  tx: TenantTx,
  user: SessionUser,
  quoteId: number | null,
  body: PublishConfigBody,
  tenant: TenantRow,
) {
  const wants5 = body.config.contents.some((c) => c.id_content === 5 && c.status !== -1);
  const material = wants5 && quoteId ? await quoteMaterial(tx, user, quoteId, tenant.name) : null;
  const previous = quoteId
    ? (await storedConfig(tx, user.tenantId, quoteId)).stored
    : await publishingRepository.defaults(tx, user.tenantId);
  return configFromBody(tx, user.tenantId, body, option5Facts(user, material), previous?.sale);
}

/** I19: stores the configuration and answers I18's shape. */
export function savePublishConfig(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: PublishConfigBody,
  tenant: TenantRow,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    const stored = await checkedConfig(tx, user, row.id, body, tenant);
    await publishingRepository.saveConfig(tx, user.tenantId, row.id, stored, user.userId);
    return configState(tx, user.tenantId, row.id);
  });
}

export function getPublishDefaults(database: Database, user: SessionUser) {
  return database.withTenant(user.tenantId, async (tx) => {
    const stored = (await publishingRepository.defaults(tx, user.tenantId)) ?? builtInDefaults();
    return configAnswer(tx, user.tenantId, stored, null);
  });
}

export function savePublishDefaults(database: Database, user: SessionUser, body: PublishConfigBody, tenant: TenantRow) {
  if (!isRole(user.roleId, ROLES.ADMIN))
    throw new AppError('FORBIDDEN', 'Only an administrator changes the publishing defaults.');
  return database.withTenant(user.tenantId, async (tx) => {
    const stored = await checkedConfig(tx, user, null, body, tenant);
    await publishingRepository.saveDefaults(tx, user.tenantId, stored, user.userId);
    return configAnswer(tx, user.tenantId, stored, null);
  });
}

/** The page as the client would see the current version with this (unsaved) configuration. */
export function previewProposal(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: PublishConfigBody,
  tenant: TenantRow,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const stored = await checkedConfig(tx, user, row.id, body, tenant);
    const material = await quoteMaterial(tx, user, row.id, tenant.name);
    const { proposal } = await project(tx, user.tenantId, material, stored, {
      code: 'preview',
      publishedAt: new Date().toISOString(),
    });
    return await renderProposalPage(proposal, {
      scriptUrl: null,
      eventsUrl: '',
      acceptUrl: '',
      pdfUrl: null,
      preview: true,
    });
  });
}

/** The status publishing moves a quote to (decision 0029), or null. */
export function publishedStatus(typeId: number, statusId: number): number | null {
  if (typeId === ITINERARY_TYPES.QUOTE)
    return statusId === QUOTE_STATUS.IN_PREPARATION || statusId === QUOTE_STATUS.UNDER_REVIEW
      ? QUOTE_STATUS.SENT
      : null;
  return statusId === QUOTE_STATUS.READY_TO_PUBLISH || statusId === QUOTE_STATUS.UNPUBLISHED
    ? QUOTE_STATUS.PUBLISHED
    : null;
}

/**
 * The publish itself, in the caller's transaction: the version projected with the quote's
 * configuration, stored as a new publication behind the live link (made when there is none).
 */
export async function freezePublication(
  tx: TenantTx,
  user: SessionUser,
  quoteId: number,
  tenant: TenantRow,
  publishedAt = new Date().toISOString(),
  /** Adds to what the client reads (the sale's changes, issue 48, docs/decisions/issues.md); the comparable copy stays as projected. */
  decorate: (proposal: PublicProposal) => PublicProposal = (p) => p,
) {
  const material = await quoteMaterial(tx, user, quoteId, tenant.name);
  const { stored } = await storedConfig(tx, user.tenantId, quoteId);
  assertPublishable(material, stored);
  const current = await publishingRepository.newestLink(tx, user.tenantId, quoteId);
  const link = current?.live
    ? current
    : await publishingRepository.addLink(tx, user.tenantId, quoteId, newCode(), user.userId);
  const projected = await project(tx, user.tenantId, material, stored, { code: link.code, publishedAt });
  const { comparable } = projected;
  const proposal = decorate(projected.proposal);
  await publishingRepository.saveConfig(tx, user.tenantId, quoteId, stored, user.userId);
  const publication = await publishingRepository.addPublication(
    tx,
    user.tenantId,
    { itineraryId: quoteId, linkId: link.id, version: material.row.version, publishedAt, userId: user.userId },
    proposal,
    comparable,
  );
  return { material, stored, link, publication };
}

/** I17: freezes the current version as a new publication behind the quote's live link. */
export async function publishQuote(deps: PublishingDeps, user: SessionUser, ref: QuoteRef, tenant: TenantRow) {
  await deps.pdfs.prepare();
  const result = await deps.database.withTenant(user.tenantId, async (tx) => {
    const locked = await lockQuote(tx, user, ref);
    // While a sold trip's changes await the client, a publish again keeps the page opening on them (decision 0075).
    const awaiting = await saleSendsRepository.awaiting(tx, user.tenantId, locked.id);
    const accepted = awaiting ? await acceptedVersionsRepository.newest(tx, user.tenantId, locked.id) : undefined;
    const decorate = accepted ? await changesDecorator(tx, user.tenantId, locked, accepted) : undefined;
    const { material, stored, link, publication } = await freezePublication(
      tx,
      user,
      locked.id,
      tenant,
      undefined,
      decorate,
    );
    const job = { tenantId: user.tenantId, publicationId: publication.id };
    await deps.pdfs.enqueue(tx, job);
    const target = publishedStatus(locked.itinerary_type_id, material.row.status_id);
    if (target && canTransition(material.row.status_id, target, locked.itinerary_type_id, [user.roleId]))
      await applyStatus(tx, user, await lockQuote(tx, user, locked.id), target);
    const template = templateFor(locked.itinerary_type_id, stored.template_id);
    return {
      job,
      ...spoken('versionPublished', { version: publication.version }),
      code: link.code,
      url: proposalUrl(deps.address, tenant, template.path, link.code),
      itinerary: await quoteDetail(tx, user, locked.id),
    };
  });
  await deps.pdfs.afterCommit(result.job);
  const { job: _job, ...answer } = result;
  return answer;
}
