import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ACCEPTED_VERSION, type QuoteRow } from './quotes.repository';

// The sale as it was made (decision 0074). Entering Confirmed pins the version sold, its
// level, passengers and total in accepted_versions; nothing writes the row again, so a later edit
// of the quote (a re-opened sale, a dropped service) is compared with what the client said yes to.

/** What the client typed and saw when accepting on the proposal page. */
export interface ClientAcceptance {
  name: string;
  at: string;
  /** The address the accept came from (the proxy's client address when trusted). */
  address: string | null;
  /** The figures of the level accepted, exactly as the published page showed them. */
  figures: Record<string, unknown> | null;
  publicationId: number;
  publishedVersion: number;
}

export interface AcceptedVersion {
  version: number;
  level: number | null;
  num_pax: number;
  passengers: Record<string, unknown>[];
  total: number | null;
  currency_id: number | null;
  source: 'proposal' | 'book_tab';
  accepted_at: string;
  acceptance: {
    name: string;
    at: string;
    address: string | null;
    figures: Record<string, unknown> | null;
    published_version: number;
  } | null;
}

export const acceptedVersionsRepository = {
  /**
   * Pins the quote at `row.version` as sold at `level` for `total`, in the caller's transaction (the status
   * change that confirms it). `acceptance` is the client's record when the accept came from the proposal page;
   * without it the sale was confirmed by `userId` (the Book tab).
   */
  async pin(
    tx: TenantTx,
    tenantId: number,
    row: QuoteRow,
    sale: { level: number | null; total: number | null; acceptance: ClientAcceptance | null; userId: number },
  ): Promise<void> {
    const { level, total, acceptance } = sale;
    const record = acceptance
      ? {
          name: acceptance.name,
          at: acceptance.at,
          address: acceptance.address,
          figures: acceptance.figures,
          published_version: acceptance.publishedVersion,
        }
      : null;
    // The passengers are read from the version's own snapshot (what was sold, not what is typed later), and only
    // who travels: names, type and age; passports and health notes stay on the passengers list.
    await tx.execute(sql`INSERT INTO accepted_versions (tenant_id, itinerary_id, version, level, num_pax, passengers,
      total, currency_id, source, publication_id, acceptance, accepted_by)
    SELECT ${tenantId}, ${row.id}, ${row.version}, ${level}, ${row.num_pax},
      coalesce((SELECT jsonb_agg(jsonb_build_object('id', p -> 'id', 'first_name', p -> 'first_name',
          'last_name', p -> 'last_name', 'type', p -> 'type', 'age', p -> 'age') ORDER BY n)
        FROM itinerary_versions v, jsonb_array_elements(v.snapshot -> 'passengers') WITH ORDINALITY AS x(p, n)
        WHERE v.tenant_id = ${tenantId} AND v.itinerary_id = ${row.id} AND v.version = ${row.version}), '[]'::jsonb),
      ${total}, ${row.currency_id}, ${acceptance ? 'proposal' : 'book_tab'}, ${acceptance?.publicationId ?? null},
      ${record ? JSON.stringify(record) : null}::jsonb, ${acceptance ? null : sale.userId}`);
  },

  /** The newest pinned sale of a quote, or undefined before the first one. */
  async newest(tx: TenantTx, tenantId: number, itineraryId: number): Promise<AcceptedVersion | undefined> {
    const [row] = rowsOf<{ accepted: AcceptedVersion | null }>(
      await tx.execute(
        sql`SELECT ${ACCEPTED_VERSION} AS accepted FROM itineraries i WHERE i.tenant_id = ${tenantId} AND i.id = ${itineraryId}`,
      ),
    );
    return row?.accepted ?? undefined;
  },
};
