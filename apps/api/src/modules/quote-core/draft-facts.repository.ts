import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { intArray, rowsOf } from '../../db/rows';

/** What a quote's drafts are told in (decision 0097): its language, the workspace's default, its services' catalogue names. */
export interface DraftFacts {
  /** The quote's `languages` code ('es', 'pt'), the key of the catalogue's texts. */
  language_code: string | null;
  /** tenants.settings.default_language: the words when the quote's language has no catalogue. */
  tenant_language: string | null;
  /** Catalogue service id → its name per language code. */
  names: Record<string, Record<string, string>>;
}

export const draftFactsRepository = {
  /** One statement, read only when a draft is made (no drafted day, no statement). */
  async facts(tx: TenantTx, tenantId: number, languageId: number, serviceIds: readonly number[]): Promise<DraftFacts> {
    const [row] = rowsOf<DraftFacts>(
      await tx.execute(sql`SELECT (SELECT code FROM languages WHERE id = ${languageId}) AS language_code,
          (SELECT settings->>'default_language' FROM tenants WHERE id = ${tenantId}) AS tenant_language,
          (SELECT coalesce(json_object_agg(s.id, s.name), '{}'::json) FROM services s
            WHERE s.tenant_id = ${tenantId} AND s.id = ANY(${intArray([...new Set(serviceIds)])})) AS names`),
    );
    return {
      language_code: row?.language_code ?? null,
      tenant_language: row?.tenant_language ?? null,
      names: row?.names ?? {},
    };
  },
};
