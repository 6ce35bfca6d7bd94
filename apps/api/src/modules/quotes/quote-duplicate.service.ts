import { proposedQuoteCode, shiftedDates } from '@itinera/domain';
import type { QuoteDuplicateBody } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { CONTENT_FIELDS } from '../quote-core/quote-versions';
import { type QuoteValues } from '../quote-core/quotes.repository';
import { insertNewQuote } from './quotes.service';
import { mayShare } from './quote-templates';
import type { QuoteServicesPort } from '../quote-core/services-port';
import { copyDays } from '../quote-core/quote-days';
import { visibleQuote } from '../quote-core/quote-access';

// POST /tenant/itinerary/duplicate (docs/domain/quotes.md#duplicate). The copy is a new quote of its own:
// new code, version 1, In Preparation, owned by the caller, prices unlocked, no assignee.

export async function duplicateQuote(
  database: Database,
  user: SessionUser,
  body: QuoteDuplicateBody,
  services: QuoteServicesPort,
) {
  const ref = body.id ?? body.uuid!;
  let source = { id: 0, code: '' };
  const values: QuoteValues & { owner_user_id: number } = {
    owner_user_id: user.userId,
    status_id: 1,
    prices_locked: 0,
  };
  return insertNewQuote(
    database,
    user,
    values,
    (code) => [{ action: 'duplicated', field: 'code', from: source.code, to: code }],
    async (tx) => {
      // Only what the caller can see can be copied; anything else is simply not found.
      const row = await visibleQuote(tx, user, ref);
      source = { id: row.id, code: row.code };
      const content: QuoteValues = {};
      for (const field of CONTENT_FIELDS) Object.assign(content, { [field]: row[field] });
      const dates = shiftedDates(row, body.start_date);
      // Only staff share or publish (decision 0012): anyone else's copy starts private.
      const shared = mayShare(user) ? row.itinerary_public : 0;
      return { ...content, ...dates, itinerary_public: shared, title: body.title ?? row.title };
    },
    // Services keep their day numbers, so their dates move with the start date, and with a
    // requested start date the first service lands on it (docs/domain/spec-sections.md#spec-01-section-4); the copy keeps its
    // source's figures, passengers and pricing settings (decision 0013). Its written days follow the services.
    async (tx, id) => {
      const shift = await services.copy(tx, user, source.id, id, {
        keepFigures: true,
        alignFirstTo: body.start_date ?? undefined,
      });
      await copyDays(tx, user.tenantId, source.id, id, shift);
    },
    // The original client sends a code with the copy (I9): kept when well-formed and free (the
    // source's own code is taken, so the copy then gets a new one).
    proposedQuoteCode(body.code),
  );
}
