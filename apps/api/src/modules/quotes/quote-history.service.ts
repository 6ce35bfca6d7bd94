import type { Database } from '../../db/client';
import { assertPricesUnlocked } from '../quote-core/price-lock';
import { refusal } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { statusOf } from '../quote-core/quote-presenter';
import { changedFields, contentOf } from '../quote-core/quote-versions';
import type { QuotePublishingPort } from '../quote-core/publishing-port';
import { versionsRepository } from '../quote-core/versions.repository';
import { assertEditable, quotePriceVisibility } from '../quote-core/quote-visibility';
import { lockQuote, quoteDetail, quoteDetailOf, writeVersion, type QuoteRef } from '../quote-core/quote-rows.service';
import {
  historyValuesHidden,
  maySeePassengerDetails,
  passengerFromSnapshot,
  presentPassenger,
  stripPriceFields,
} from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { QuoteServicesPort } from '../quote-core/services-port';
import { quotesRepository, type QuoteRow } from '../quote-core/quotes.repository';
import { mayShare } from './quote-templates';
import { snapshotDays } from '../quote-core/days-presenter';
import { restoreDays } from '../quote-core/quote-days';
import { visibleQuote } from '../quote-core/quote-access';

// History entries, stored versions and restore (docs/domain/quotes.md#versions).

/** Page sizes of docs/domain/spec-sections.md#spec-01-section-9: 20 entries for the quote itself, 30 for its services. */
export const HISTORY_PAGE = { itinerary: 20, service: 30, all: 50 } as const;

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** The visible quote (404 otherwise) and what its prices show to this user: the user's permissions AND the quote's. */
async function visibleQuoteOf(tx: TenantTx, user: SessionUser, ref: QuoteRef) {
  const row = await visibleQuote(tx, user, ref);
  return {
    id: row.id,
    uuid: row.uuid,
    version: row.version,
    visibility: quotePriceVisibility(user, row.permissions),
    showPassengerDetails: maySeePassengerDetails(user, row),
  };
}

export async function quoteHistory(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  entity: 'itinerary' | 'service' | 'all',
  page: number,
  limit: number,
  entityId?: number,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const quote = await visibleQuoteOf(tx, user, ref);
    const { rows, total } = await versionsRepository.history(
      tx,
      user.tenantId,
      quote.id,
      entity,
      page,
      limit,
      entityId,
    );
    const data = rows.map((h) => ({
      id: h.id,
      version: h.version,
      entity: h.entity,
      entity_id: h.entity_id,
      action: h.action,
      field: h.field,
      // A change of a margin or a price is shown without its figures to those who may not see them.
      ...(historyValuesHidden(h.field, quote.visibility)
        ? { from: null, to: null }
        : stripPriceFields({ from: h.from, to: h.to }, quote.visibility)),
      user: h.user_id != null ? { id: h.user_id, name: h.user_name ?? '' } : null,
      created_at: iso(h.created_at),
      // What the original client's service history rows read (original-client.md §5.7).
      edition: { user: { name: h.user_name ?? '' }, date: iso(h.created_at) },
      updated_date: iso(h.created_at),
    }));
    return { data, total };
  });
}

/**
 * I3: a stored version as the original client reads it (original-client.md §5.4), a bare object: the detail's
 * `data` fields as that version had them, plus its services (service_itinerary, as S1), prices (as
 * I20), days (as the day calls), passengers (as P1), and the publishing parts (config, cover).
 */
export async function quoteVersion(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  version: number,
  ports: VersionPorts,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const quote = await visibleQuoteOf(tx, user, ref);
    const answer = await versionAnswer(tx, user, quote, version, ports);
    if (!answer) throw refusal('NOT_FOUND', 'notFoundVersion', { version });
    return answer;
  });
}

type VersionPorts = { services: QuoteServicesPort; publishing: QuotePublishingPort };

/**
 * I13 as the original client's versions screen asks it (no `entity`): a page of version rows
 * (original-client.md §5.7), newest first, each the I3 answer of that version, whose `version` it opens.
 */
export async function quoteVersionRows(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  page: number,
  limit: number,
  ports: VersionPorts,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const quote = await visibleQuoteOf(tx, user, ref);
    const versions = await versionsRepository.versions(tx, user.tenantId, quote.id, page, limit);
    const data = [];
    for (const version of versions.rows) {
      const answer = await versionAnswer(tx, user, quote, version, ports);
      if (answer) data.push(answer);
    }
    return { data, total: versions.total };
  });
}

/** A stored version as I3 answers it, or undefined when the quote has no such version. */
async function versionAnswer(
  tx: TenantTx,
  user: SessionUser,
  quote: Awaited<ReturnType<typeof visibleQuoteOf>>,
  version: number,
  ports: VersionPorts,
) {
  const snapshot = await versionsRepository.snapshot(tx, user.tenantId, quote.id, version);
  const stored = await quotesRepository.versionDetail(tx, user.tenantId, quote.id, version);
  if (!snapshot || !stored) return undefined;
  // A status change writes no version: it is recorded under the version it happened in, whose snapshot still
  // holds the status it was written with. The version's own status is the one it ended with.
  const ended = await versionsRepository.statusAtEnd(tx, user.tenantId, quote.id, version);
  const row = ended === undefined ? stored : { ...stored, status_id: ended };
  const days = await snapshotDays(tx, snapshot);
  // Passengers as P1 shows them, personal data only to those who may see it (decision 0028).
  const ctx = {
    startDate: row.start_date,
    today: new Date().toISOString().slice(0, 10),
    showDetails: quote.showPassengerDetails,
  };
  const passengers = (Array.isArray(snapshot.passengers) ? (snapshot.passengers as Record<string, unknown>[]) : []).map(
    (s) => presentPassenger({ ...passengerFromSnapshot(s), id: Number(s.id) }, ctx),
  );
  const edition = row.edition ? { user: { name: row.edition.name }, date: iso(row.edition.date) } : undefined;
  const parts = await ports.services.presentVersion(tx, row, snapshot, quote.visibility, edition);
  // Versions keep no publish configuration of their own: each answers the quote's (decision 0042).
  const published = await ports.publishing.configuration(tx, user.tenantId, quote.id);
  const data = await quoteDetailOf(tx, user, row);
  return stripPriceFields(
    {
      ...data,
      // A past version may be restored; the current one is the quote itself.
      restorable: version !== quote.version,
      ...parts,
      days,
      passengers,
      config: published.config,
      cover: published.images,
    },
    quote.visibility,
  );
}

/** Restore writes a NEW version whose content equals snapshot N; no version is ever removed. */
export async function restoreVersion(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  version: number,
  services: QuoteServicesPort,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    const snapshot = await versionsRepository.snapshot(tx, user.tenantId, row.id, version);
    if (!snapshot) throw refusal('NOT_FOUND', 'notFoundVersion', { version });
    if (version === row.version) throw refusal('UNPROCESSABLE', 'alreadyCurrentVersion', { version });
    assertEditable(user, row.status_id, statusOf(row.status_id).name);
    // A restore brings back old services, figures, party and rooms: the whole quote the client was sent would change.
    assertPricesUnlocked(row);
    // A restore brings back the content; sharing stays as it is unless staff restore it (decision 0012).
    const content = mayShare(user)
      ? contentOf(snapshot)
      : { ...contentOf(snapshot), itinerary_public: row.itinerary_public };
    const entries = [
      { action: 'restored', field: 'version', from: row.version, to: version },
      ...changedFields(row, content).map((c) => ({ action: 'restored', ...c })),
    ];
    // Services, passengers, pricing settings and written days come back too, priced as the restored quote.
    const price = await services.restore(tx, user, { ...row, ...content } as QuoteRow, snapshot);
    await restoreDays(tx, user.tenantId, row.id, snapshot);
    const saved = await writeVersion(tx, user, row, price === undefined ? content : { ...content, price }, entries);
    return { itinerary: await quoteDetail(tx, user, saved.id), version: saved.version, restored_from: version };
  });
}
