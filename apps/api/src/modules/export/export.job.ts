import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { OutboundGuard } from '../../lib/outbound-address';
import type { SecretBox } from '../../lib/secret-box';
import { quoteListCache } from '../quote-core/list-cache';
import type { QuoteExportJob } from './export.service';
import { exportsRepository } from './exports.repository';
import { targetsRepository } from './targets.repository';
import { deliver, IDEMPOTENCY_HEADER } from './webhook';

// The `quote.export` job (decision 0035): one run is one try. The try is counted before the request leaves, so a
// process killed mid-request still counts it; the retry that follows sends the same bytes under the same
// idempotency key, so the receiver keeps one effect. A try that may succeed later (5xx, timeout) throws, and
// pg-boss runs the job again after its back-off; after max_attempts the export fails with the reason kept.

export interface ExportRunner {
  run(job: QuoteExportJob): Promise<void>;
}

export function createExportRunner(
  database: Database,
  box: SecretBox,
  config: Pick<Config, 'EXPORT_TIMEOUT_MS'>,
  guard: OutboundGuard,
): ExportRunner {
  const end = async (
    tenantId: number,
    id: number,
    status: 'delivered' | 'failed' | 'queued',
    outcome: { error?: string | null; responseStatus?: number | null },
  ) => {
    await database.withTenant(tenantId, (tx) => exportsRepository.endTry(tx, tenantId, id, status, outcome));
    quoteListCache.changed(tenantId);
  };

  return {
    async run({ tenantId, exportId }) {
      const claimed = await database.withTenant(tenantId, async (tx) => {
        const row = await exportsRepository.beginTry(tx, tenantId, exportId);
        if (!row) return undefined;
        const target = row.target_id === null ? undefined : await targetsRepository.byId(tx, tenantId, row.target_id);
        const document = row.kind === 'webhook' ? await exportsRepository.document(tx, tenantId, exportId) : undefined;
        return { row, target, document };
      });
      // Delivered or given up already: a job run again after a crash has nothing left to do.
      if (!claimed) return;
      const { row, target, document } = claimed;
      // The file is the stored document itself (JSON, and the workbook drawn from it on download).
      if (row.kind === 'file') return end(tenantId, exportId, 'delivered', {});
      if (!target?.url || !target.secret_enc)
        return end(tenantId, exportId, 'failed', { error: 'The export target was deleted or has no address.' });
      const outcome = await deliver(
        target.url,
        box.open(target.secret_enc),
        JSON.stringify(document),
        {
          [IDEMPOTENCY_HEADER]: row.idempotency_key,
          'x-itinera-export-id': String(row.id),
          'x-itinera-attempt': String(row.attempts),
        },
        config.EXPORT_TIMEOUT_MS,
        guard,
      );
      if (outcome.ok) return end(tenantId, exportId, 'delivered', { responseStatus: outcome.status });
      if (!outcome.retry || row.attempts >= row.max_attempts) {
        const tries = row.attempts === 1 ? '1 try' : `${row.attempts} tries`;
        return end(tenantId, exportId, 'failed', {
          error: outcome.retry ? `Given up after ${tries}: ${outcome.reason}` : outcome.reason,
          responseStatus: outcome.status,
        });
      }
      await end(tenantId, exportId, 'queued', { error: outcome.reason, responseStatus: outcome.status });
      throw new Error(`export ${exportId}: ${outcome.reason}`);
    },
  };
}
