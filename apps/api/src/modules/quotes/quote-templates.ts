import {
  addDays,
  isTemplateType,
  proposedQuoteCode,
  quoteTitleFromTemplate,
  SHARING_ROLE_IDS,
  TEMPLATE_BASICS,
} from '@itinera/domain';
import type { QuoteCreateBody } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { checkReferences } from './quote-references';
import { templateSource } from '../quote-core/visible.repository';
import { quotesRepository, type QuoteValues } from '../quote-core/quotes.repository';
import { insertNewQuote, numDays, scopedClient } from './quotes.service';
import type { QuoteServicesPort } from '../quote-core/services-port';
import { copyDays } from '../quote-core/quote-days';

// Templates (types 2–4) and quotes started from them (decision 0012). A new quote from a template
// keeps the quote code format and names its template in history, rather than an ITY code.

/** Whether the user may share a quote or publish a template (itinerary_public): staff only. */
export const mayShare = (user: SessionUser) => SHARING_ROLE_IDS.includes(user.roleId);

/** Publishing a template to the whole company, or sharing a quote with its client (itinerary_public), is the staff's call. */
export function assertCanSetPublic(user: SessionUser, body: { itinerary_public?: number }, current = 0): void {
  if (body.itinerary_public === undefined || body.itinerary_public === current || mayShare(user)) return;
  throw new AppError('FORBIDDEN', 'Only administrators and operators can make a quote public or private.');
}

/**
 * POST /tenant/itinerary with from_template: a type-1 quote with the template's basic information
 * (locations, tags, days, description, room distribution); what the body gives wins.
 */
export async function createFromTemplate(
  database: Database,
  user: SessionUser,
  body: QuoteCreateBody,
  services: QuoteServicesPort,
) {
  const { from_template: templateId, code: proposed, ...fields } = body;
  const clientId = scopedClient(user, fields.client_id) ?? null;
  const values: QuoteValues & { owner_user_id: number } = {
    ...fields,
    client_id: clientId,
    itinerary_type_id: 1,
    itinerary_public: 0,
    status_id: 1,
    owner_user_id: user.userId,
  };
  let template = { id: 0, code: '', itinerary_type_id: 0 };
  return insertNewQuote(
    database,
    user,
    values,
    (code) => [
      { action: 'created', field: 'code', to: code },
      { action: 'created from template', field: 'template', to: template },
    ],
    async (tx) => {
      const row = await quotesRepository.detail(tx, user.tenantId, templateSource(user), templateId!);
      if (!row) throw notFound('This template');
      if (!isTemplateType(row.itinerary_type_id)) {
        throw new AppError(
          'UNPROCESSABLE',
          'A quote can only be started from a template (an example itinerary, a module or an experience).',
          [{ path: 'body.from_template', message: `quote ${row.code} is not a template` }],
        );
      }
      template = { id: row.id, code: row.code, itinerary_type_id: row.itinerary_type_id };
      const copied: QuoteValues = {};
      for (const field of TEMPLATE_BASICS)
        if ((fields as QuoteValues)[field] === undefined) Object.assign(copied, { [field]: row[field] });
      // Rooms laid out for the template's party do not fit another: the usual doubles and a single instead.
      if (fields.num_pax !== undefined && fields.num_pax !== row.num_pax && fields.room_preferable_dist === undefined)
        copied.room_preferable_dist = [];
      copied.title = fields.title ?? quoteTitleFromTemplate(row.title);
      const start = fields.start_date ?? null;
      if (start && fields.end_date) copied.num_day = numDays(start, fields.end_date);
      else if (start) copied.end_date = addDays(start, Math.max(1, row.num_day) - 1);
      const full = { ...values, ...copied };
      await checkReferences(tx, user.tenantId, full);
      return copied;
    },
    // The template's services and written days on the same day numbers, priced for the new quote's dates and party.
    async (tx, id) => {
      await services.copy(tx, user, template.id, id, { keepFigures: false });
      await copyDays(tx, user.tenantId, template.id, id, 0);
    },
    proposedQuoteCode(proposed),
  );
}
