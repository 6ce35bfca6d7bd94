import { publishedLanguage, templateFor } from '@itinera/domain';
import type { Database } from '../../db/client';
import { tenantsRepository, type TenantRow } from '../../identity/tenants.repository';
import { AppError } from '../../lib/app-error';
import { spoken } from '../../lib/spoken';
import type { PublicAddress } from '../../lib/public-address';
import type { Mailer } from '../../mail/mailer';
import { quotesRepository } from '../quote-core/quotes.repository';
import { ANYONE } from '../quote-core/visible.repository';
import { builtInDefaults } from './config';
import { mailProposalLink } from './notify';
import { proposalUrl } from './publish.service';
import { publishingRepository } from './publishing.repository';

// POST /tenant/itinerary/publish/notification/{uuid}: the original client sends it without a
// token (original-client.md §1.2, §13), so it can do one harmless thing only: mail the live link of a
// published quote to that quote's own client contact (never an address from the request),
// rate-limited by the route per quote. The quote is named by its uuid or its proposal's code,
// never by its integer id, and "unknown" and "not published" are one answer (decision 0053).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A proposal code's shape (proposalCodeParamSchema): anything shorter is no code. */
const CODE = /^[\w-]{8,200}$/;

/** The one answer for a quote unknown, not published, or named by anything but its uuid or code. */
export const notPublished = () => new AppError('NOT_FOUND', 'No published proposal was found at this address.');

/** The id of the quote a notification names, or null: by uuid (in any letter case) or live proposal code. */
export function notificationQuote(database: Database, tenantId: number, ref: string): Promise<number | null> {
  return database.readTenant(tenantId, async (tx) => {
    if (UUID.test(ref)) return (await quotesRepository.detail(tx, tenantId, ANYONE, ref.toLowerCase()))?.id ?? null;
    if (!CODE.test(ref)) return null;
    // A revoked or expired address names nothing any more, even when the quote has a new one.
    const link = await publishingRepository.linkByCode(tx, tenantId, ref);
    return link?.live ? link.itinerary_id : null;
  });
}

export async function sendProposalNotification(
  database: Database,
  mailer: Mailer,
  address: PublicAddress,
  tenant: TenantRow,
  quoteId: number,
) {
  const mail = await database.withTenant(tenant.id, async (tx) => {
    const row = await quotesRepository.detail(tx, tenant.id, ANYONE, quoteId);
    if (!row) throw notPublished();
    const link = await publishingRepository.newestLink(tx, tenant.id, row.id);
    if (!link?.live || !(await publishingRepository.newestOfLink(tx, tenant.id, link.id))) throw notPublished();
    const contact = row.client_id ? await publishingRepository.clientContact(tx, tenant.id, row.client_id) : undefined;
    if (!contact?.email) {
      const message = "This quote's client has no contact e-mail address: add a user to the client first.";
      throw new AppError('UNPROCESSABLE', message, [{ path: 'client', message }]);
    }
    const stored = (await publishingRepository.config(tx, tenant.id, row.id)) ?? builtInDefaults();
    const path = templateFor(row.itinerary_type_id, stored.template_id).path;
    return {
      to: contact,
      quote: {
        title: row.title,
        owner: row.user_name ?? row.owner_name,
        // The language the page speaks: the quote's, else the tenant's default (issue 45, docs/decisions/issues.md).
        language: publishedLanguage(row.language_code, await tenantsRepository.defaultLanguage(tx, tenant.id)),
      },
      url: proposalUrl(address, tenant, path, link.code),
    };
  });
  await mailProposalLink(mailer, tenant, mail.to, mail.quote, mail.url);
  return spoken('proposalLinkSent');
}
