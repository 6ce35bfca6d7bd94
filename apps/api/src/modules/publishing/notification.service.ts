import { templateFor } from '@itinera/domain';
import type { Database } from '../../db/client';
import type { TenantRow } from '../../identity/tenants.repository';
import { AppError, notFound } from '../../lib/app-error';
import type { PublicAddress } from '../../lib/public-address';
import type { Mailer } from '../../mail/mailer';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { quotesRepository } from '../quote-core/quotes.repository';
import { ANYONE } from '../quote-core/visible.repository';
import { builtInDefaults } from './config';
import { mailProposalLink } from './notify';
import { proposalUrl } from './publish.service';
import { publishingRepository } from './publishing.repository';

// POST /tenant/itinerary/publish/notification/{uuid}: the original client sends it without a
// token (contract §1.2, §13), so it can do one harmless thing only: mail the live link of a
// published quote to that quote's own client contact (never an address from the request),
// rate-limited by the route.

export async function sendProposalNotification(
  database: Database,
  mailer: Mailer,
  address: PublicAddress,
  tenant: TenantRow,
  ref: QuoteRef,
) {
  const mail = await database.withTenant(tenant.id, async (tx) => {
    const row = await quotesRepository.detail(tx, tenant.id, ANYONE, ref);
    if (!row) throw notFound('This quote');
    const link = await publishingRepository.newestLink(tx, tenant.id, row.id);
    if (!link?.live || !(await publishingRepository.newestOfLink(tx, tenant.id, link.id)))
      throw new AppError('NOT_FOUND', 'This quote has not been published.');
    const contact = row.client_id ? await publishingRepository.clientContact(tx, tenant.id, row.client_id) : undefined;
    if (!contact?.email) {
      const message = "This quote's client has no contact e-mail address: add a user to the client first.";
      throw new AppError('UNPROCESSABLE', message, [{ path: 'client', message }]);
    }
    const stored = (await publishingRepository.config(tx, tenant.id, row.id)) ?? builtInDefaults();
    const path = templateFor(row.itinerary_type_id, stored.template_id).path;
    return {
      to: contact,
      quote: { title: row.title, owner: row.user_name ?? row.owner_name },
      url: proposalUrl(address, tenant, path, link.code),
    };
  });
  await mailProposalLink(mailer, tenant, mail.to, mail.quote, mail.url);
  return { message: "The proposal's address was sent to the client's contact." };
}
