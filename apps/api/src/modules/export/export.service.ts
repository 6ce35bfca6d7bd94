import {
  buildExportDocument,
  EXPORT_ADMINS_ONLY,
  exportErrorsByService,
  hasAccountOnOtherSystem,
  mayExport,
  namedMessage,
  seesSupplyAndMarkup,
  stripPriceFields,
  type PricingMessage,
} from '@itinera/domain';
import type { ExportRecord } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import { permissionUserOf, type SessionUser } from '../../identity/session-user';
import { quoteListCache } from '../quote-core/list-cache';
import { lockQuote, quoteDetail, type QuoteRef } from '../quote-core/quote-rows.service';
import { checkedQuote, isoDay } from './export-checks.service';
import { exportsRepository, type ExportRow } from './exports.repository';
import { targetsRepository, type TargetRow } from './targets.repository';

// Exporting a quote (decision 0035): POST /tenant/itinerary/{id}/export?source=… checks the quote
// against the target, freezes the export document and queues the `quote.export` job in the same transaction;
// the history lists every export of the quote with its tries, and a failed one can be tried again.

export const QUOTE_EXPORT_JOB = 'quote.export';
export interface QuoteExportJob {
  tenantId: number;
  exportId: number;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const message = (m: PricingMessage) => ({
  code: m.code,
  message: m.message,
  severity: m.severity,
  ...(m.service_id !== undefined ? { service_id: m.service_id } : {}),
  ...(m.link ? { link: m.link } : {}),
  ...(m.service_name ? { service_name: m.service_name } : {}),
  ...(m.service_day ? { service_day: m.service_day } : {}),
});

export function presentExport(row: ExportRow, quoteUuid: string): ExportRecord {
  const base = `/tenant/itinerary/${quoteUuid}/exports/${row.id}`;
  return {
    id: row.id,
    source: row.source,
    kind: row.kind,
    target_name: row.target_name ?? row.source,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    last_error: row.last_error,
    response_status: row.response_status,
    version: row.version,
    user: row.user_id !== null ? { id: row.user_id, name: row.user_name ?? '' } : null,
    created_at: iso(row.created_at)!,
    finished_at: iso(row.finished_at),
    retry_of: row.retry_of,
    files: row.kind === 'file' ? { json: `${base}/json`, xlsx: `${base}/xlsx` } : null,
  };
}

function assertMayExport(user: SessionUser) {
  // The original client offers the external export to administrators only (original-client.md §3).
  if (!mayExport(permissionUserOf(user))) throw new AppError('FORBIDDEN', EXPORT_ADMINS_ONLY);
}

/**
 * The export goes out under the exporting user's account on the external system (spec 01 §6; the
 * original client enables it on `user.external_code`, original-client.md §3.1): none, no export (decision 0056).
 */
async function assertHasAccount(tx: Parameters<typeof exportsRepository.externalCodeOf>[0], user: SessionUser) {
  const code = await exportsRepository.externalCodeOf(tx, user.tenantId, user.userId);
  if (!hasAccountOnOtherSystem({ external_code: code }))
    throw new AppError(
      'FORBIDDEN',
      'Exporting needs your account on the external system: an administrator sets it in Configuration › Users.',
    );
}

function unknownSource(given: string | undefined, known: TargetRow[]) {
  const names = known.map((t) => t.source);
  const list = names.length ? `Known sources: ${names.join(', ')}.` : 'No export target is configured yet.';
  const text = given ? `"${given}" is not an export source. ${list}` : `Say which export source to use. ${list}`;
  return new AppError('BAD_REQUEST', text, [{ path: 'querystring.source', message: text }], { known_sources: names });
}

/** The refusal of original-client.md §1.5: `message` is the alert's title, `errors.services` the errors per itinerary service. */
function checksRefused(errors: PricingMessage[]) {
  const title = 'This quote cannot be exported yet.';
  const { services, quote } = exportErrorsByService(errors);
  return new AppError(
    'UNPROCESSABLE',
    title,
    errors.map((e) => ({
      path: e.service_id !== undefined ? `services.${e.service_id}` : 'quote',
      message: namedMessage(e),
    })),
    { errors: { data: [title, ...quote].join(' '), services, quote }, checks: errors.map(message) },
  );
}

const newExport = (user: SessionUser, itineraryId: number, target: TargetRow, version: number) => ({
  itinerary_id: itineraryId,
  target_id: target.id,
  source: target.source,
  kind: target.kind,
  user_id: user.userId,
  version,
  max_attempts: target.max_attempts,
});
const BUSY = 'This quote is being exported already: wait for that export to finish.';

export function createExportService(database: Database, queue: JobQueue | undefined, retryDelay = 2) {
  async function enqueue(exportId: number, tenantId: number, maxAttempts: number, tx: Parameters<JobQueue['send']>[2]) {
    if (!queue) throw new AppError('UNAVAILABLE', 'Exports need the background queue, which is not running.');
    // More pg-boss tries than the export's own: the export counts its tries and gives up itself (the reason kept).
    await queue.send<QuoteExportJob>(
      QUOTE_EXPORT_JOB,
      { tenantId, exportId },
      { ...tx, retryLimit: maxAttempts + 2, retryDelay },
    );
  }

  return {
    async request(user: SessionUser, ref: QuoteRef, source: string | undefined) {
      assertMayExport(user);
      await queue?.prepare(QUOTE_EXPORT_JOB);
      const answer = await database.withTenant(user.tenantId, async (tx) => {
        await assertHasAccount(tx, user);
        const known = await targetsRepository.list(tx, user.tenantId);
        const target = known.find((t) => t.source === source?.trim().toLowerCase());
        if (!target) throw unknownSource(source, known);
        const row = await lockQuote(tx, user, ref);
        if (await exportsRepository.openFor(tx, user.tenantId, row.id)) throw new AppError('CONFLICT', BUSY);
        const { priced, checks } = await checkedQuote(tx, user, row, target.needs_documents);
        if (!checks.canExport) throw checksRefused(checks.errors);
        const detail = await quoteDetail(tx, user, row.id);
        const created = await exportsRepository.insert(tx, user.tenantId, newExport(user, row.id, target, row.version));
        const document = buildExportDocument({
          exportId: created.id,
          idempotencyKey: created.idempotency_key,
          source: target.source,
          exportedAt: new Date(),
          user: { id: user.userId, name: user.name },
          quote: {
            id: row.uuid,
            code: row.code,
            title: row.title,
            version: row.version,
            status_id: row.status_id,
            client: detail.client?.id != null ? { id: detail.client.id, name: detail.client.name ?? '' } : null,
            start_date: row.start_date,
            end_date: row.end_date,
            num_day: row.num_day,
            num_pax: row.num_pax,
            currency: detail.currency.currency_code || null,
            sold_level: row.sold_level,
          },
          services: priced.services,
          pricing: priced.result,
          passengers: priced.passengers.map((p) => ({
            id: p.id,
            first_name: p.first_name,
            last_name: p.last_name,
            type: p.type,
            lead: p.lead,
            passport_number: p.passport_number,
            passport_expiration: isoDay(p.passport_expiration),
          })),
        });
        await exportsRepository.setDocument(tx, user.tenantId, created.id, document);
        await enqueue(created.id, user.tenantId, target.max_attempts, { tx });
        const stored = (await exportsRepository.byId(tx, user.tenantId, created.id))!;
        return {
          message: `The quote is being exported to ${target.name}.`,
          exporting: [row.uuid],
          export: presentExport(stored, row.uuid),
          warnings: checks.warnings.map(message),
        };
      });
      quoteListCache.changed(user.tenantId);
      return answer;
    },

    /** GET /tenant/itinerary/{id}/exports: the history, the checks as they stand now, the targets to choose from. */
    history(user: SessionUser, ref: QuoteRef) {
      return database.withTenant(user.tenantId, async (tx) => {
        const row = await lockQuote(tx, user, ref);
        const targets = await targetsRepository.list(tx, user.tenantId);
        const { checks } = await checkedQuote(
          tx,
          user,
          row,
          targets.some((t) => t.needs_documents),
        );
        const rows = await exportsRepository.forQuote(tx, user.tenantId, row.id);
        const code = await exportsRepository.externalCodeOf(tx, user.tenantId, user.userId);
        return {
          data: rows.map((r) => presentExport(r, row.uuid)),
          checks: {
            warnings: checks.warnings.map(message),
            errors: checks.errors.map(message),
            can_export: checks.canExport,
          },
          targets: mayExport(permissionUserOf(user))
            ? targets.map((t) => ({ source: t.source, name: t.name, kind: t.kind }))
            : [],
          exporting: rows.some((r) => r.status === 'queued' || r.status === 'running'),
          user_external_code: code,
        };
      });
    },

    /** POST …/exports/{exportId}/retry: a failed export again, as a new row with the same document and key. */
    async retry(user: SessionUser, ref: QuoteRef, exportId: number) {
      assertMayExport(user);
      await queue?.prepare(QUOTE_EXPORT_JOB);
      const answer = await database.withTenant(user.tenantId, async (tx) => {
        await assertHasAccount(tx, user);
        const row = await lockQuote(tx, user, ref);
        const failed = await exportsRepository.byId(tx, user.tenantId, exportId, row.id);
        if (!failed) throw notFound('This export');
        if (failed.status !== 'failed')
          throw new AppError('CONFLICT', 'Only an export that failed can be tried again.');
        if (failed.target_id === null) throw new AppError('CONFLICT', 'The target of this export was deleted.');
        if (await exportsRepository.openFor(tx, user.tenantId, row.id)) throw new AppError('CONFLICT', BUSY);
        const target = (await targetsRepository.byId(tx, user.tenantId, failed.target_id))!;
        const created = await exportsRepository.insert(tx, user.tenantId, {
          ...newExport(user, row.id, target, failed.version),
          retry_of: failed.id,
          idempotency_key: failed.idempotency_key,
        });
        await exportsRepository.setDocument(
          tx,
          user.tenantId,
          created.id,
          await exportsRepository.document(tx, user.tenantId, failed.id),
        );
        await enqueue(created.id, user.tenantId, target.max_attempts, { tx });
        const stored = (await exportsRepository.byId(tx, user.tenantId, created.id))!;
        return {
          message: 'The export is being tried again.',
          exporting: [row.uuid],
          export: presentExport(stored, row.uuid),
          warnings: [],
        };
      });
      quoteListCache.changed(user.tenantId);
      return answer;
    },

    /** The frozen document of one export of a visible quote. */
    document(user: SessionUser, ref: QuoteRef, exportId: number) {
      return database.readTenant(user.tenantId, async (tx) => {
        const detail = await quoteDetail(tx, user, ref);
        const found = await exportsRepository.byId(tx, user.tenantId, exportId);
        const quoteRow = found ? await exportsRepository.document(tx, user.tenantId, exportId) : undefined;
        if (!found || !quoteRow || (quoteRow.quote as { id?: string } | undefined)?.id !== detail.uuid)
          throw notFound('This export');
        // The frozen document is the receiving system's; a client agency reads it without the
        // suppliers, Upsales and fees (decision 0054). The file export builds its workbook from this.
        const document = stripPriceFields(quoteRow, {
          canViewCost: true,
          canViewSale: true,
          canViewMarkup: seesSupplyAndMarkup(user),
        });
        return { row: found, document, code: detail.code };
      });
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
