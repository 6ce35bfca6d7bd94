import { sql } from 'drizzle-orm';
import type { PublicProposal } from '@itinera/domain';
import type { AppDb, TenantTx } from '../../db/client';
import { idList, rowsOf } from '../../db/rows';

// Every statement of publishing (migration 0027), each filtered by tenant first. Times are read as
// ISO text so both drivers answer the same.

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
// A link superseded by a send of the sale's changes (issue 48, docs/decisions/issues.md) is no longer live: its page says why.
const LIVE = sql.raw(
  '(l.revoked_at IS NULL AND l.superseded_at IS NULL AND (l.expires_at IS NULL OR l.expires_at > now()))',
);

/** A stored configuration: display options, colours by type, image ids by slot, template. */
export interface StoredConfig {
  template_id: number;
  options: number[];
  colors: Record<string, string>;
  images: Record<string, number[]>;
  /** Decision 0068's sale settings; absent in rows read before the column, `{}` when none set. */
  sale?: SaleSettings;
}
export interface SaleSettings {
  recommended_level?: number | null;
  next_steps?: string | null;
  /** Decision 0084: the stays whose level the client may choose, and whether optional extras are offered. */
  choosable_stays?: string[];
  optional_extras?: boolean;
}
export interface ConfigRow extends StoredConfig {
  id: number;
}
export interface ImageRow {
  id: number;
  slot: string;
  name: string;
  small: string;
  large: string;
}
export interface LinkRow {
  id: number;
  itinerary_id: number;
  code: string;
  created_at: string;
  revoked_at: string | null;
  expires_at: string | null;
  live: boolean;
  /** A newer link replaced it when the sale's changes were sent (issue 48, docs/decisions/issues.md). */
  superseded: boolean;
}
export interface PublicationRow {
  id: number;
  itinerary_id: number;
  link_id: number;
  version: number;
  published_at: string;
}
export interface EventInput {
  kind: string;
  section?: string;
  seconds?: number;
  level?: number;
}

const LINK_COLUMNS = sql`l.id, l.itinerary_id, l.code, ${iso('l.created_at')} AS created_at, ${iso('l.revoked_at')} AS revoked_at,
  ${iso('l.expires_at')} AS expires_at, ${LIVE} AS live, l.superseded_at IS NOT NULL AS superseded`;
const PUBLICATION_COLUMNS = sql`p.id, p.itinerary_id, p.link_id, p.version, ${iso('p.published_at')} AS published_at`;
const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const smallints = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::smallint[]`;

export const publishingRepository = {
  async config(tx: TenantTx, tenantId: number, itineraryId: number): Promise<ConfigRow | undefined> {
    return rowsOf<ConfigRow>(
      await tx.execute(sql`SELECT id, template_id, options::int[] AS options, colors, images, sale FROM publish_configs
        WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}`),
    )[0];
  },
  async saveConfig(tx: TenantTx, tenantId: number, itineraryId: number, c: StoredConfig, userId: number) {
    await tx.execute(sql`INSERT INTO publish_configs (tenant_id, itinerary_id, template_id, options, colors, images, sale, updated_by)
      VALUES (${tenantId}, ${itineraryId}, ${c.template_id}, ${smallints(c.options)}, ${json(c.colors)}, ${json(c.images)}, ${json(c.sale ?? {})}, ${userId})
      ON CONFLICT (tenant_id, itinerary_id) DO UPDATE SET template_id = excluded.template_id, options = excluded.options,
        colors = excluded.colors, images = excluded.images, sale = excluded.sale, updated_by = excluded.updated_by, updated_at = now()`);
  },
  async defaults(tx: TenantTx, tenantId: number): Promise<StoredConfig | undefined> {
    return rowsOf<StoredConfig>(
      await tx.execute(sql`SELECT template_id, options::int[] AS options, colors, images, sale FROM publish_defaults
        WHERE tenant_id = ${tenantId}`),
    )[0];
  },
  async saveDefaults(tx: TenantTx, tenantId: number, c: StoredConfig, userId: number) {
    await tx.execute(sql`INSERT INTO publish_defaults (tenant_id, template_id, options, colors, images, sale, updated_by)
      VALUES (${tenantId}, ${c.template_id}, ${smallints(c.options)}, ${json(c.colors)}, ${json(c.images)}, ${json(c.sale ?? {})}, ${userId})
      ON CONFLICT (tenant_id) DO UPDATE SET template_id = excluded.template_id, options = excluded.options,
        colors = excluded.colors, images = excluded.images, sale = excluded.sale, updated_by = excluded.updated_by, updated_at = now()`);
  },

  async images(tx: TenantTx, tenantId: number, ids: readonly number[]): Promise<ImageRow[]> {
    if (!ids.length) return [];
    return rowsOf<ImageRow>(
      await tx.execute(sql`SELECT id, slot, name, small, large FROM publish_images
        WHERE tenant_id = ${tenantId} AND id IN (${idList(ids)})`),
    );
  },
  async addImage(
    tx: TenantTx,
    tenantId: number,
    v: { itineraryId: number | null; slot: string; name: string; small: string; large: string; userId: number },
  ): Promise<ImageRow> {
    return rowsOf<ImageRow>(
      await tx.execute(sql`INSERT INTO publish_images (tenant_id, itinerary_id, slot, name, small, large, created_by)
        VALUES (${tenantId}, ${v.itineraryId}, ${v.slot}, ${v.name}, ${v.small}, ${v.large}, ${v.userId})
        RETURNING id, slot, name, small, large`),
    )[0]!;
  },

  /** The quote's newest link, live or not. */
  async newestLink(tx: TenantTx, tenantId: number, itineraryId: number): Promise<LinkRow | undefined> {
    return rowsOf<LinkRow>(
      await tx.execute(sql`SELECT ${LINK_COLUMNS} FROM publish_links l
        WHERE l.tenant_id = ${tenantId} AND l.itinerary_id = ${itineraryId} ORDER BY l.id DESC LIMIT 1`),
    )[0];
  },
  async linkByCode(tx: TenantTx, tenantId: number, code: string): Promise<LinkRow | undefined> {
    return rowsOf<LinkRow>(
      await tx.execute(
        sql`SELECT ${LINK_COLUMNS} FROM publish_links l WHERE l.tenant_id = ${tenantId} AND l.code = ${code}`,
      ),
    )[0];
  },
  async addLink(tx: TenantTx, tenantId: number, itineraryId: number, code: string, userId: number): Promise<LinkRow> {
    await tx.execute(sql`INSERT INTO publish_links (tenant_id, itinerary_id, code, created_by)
      VALUES (${tenantId}, ${itineraryId}, ${code}, ${userId})`);
    return (await this.linkByCode(tx, tenantId, code))!;
  },
  async revokeLink(tx: TenantTx, tenantId: number, linkId: number) {
    await tx.execute(sql`UPDATE publish_links SET revoked_at = coalesce(revoked_at, now())
      WHERE tenant_id = ${tenantId} AND id = ${linkId}`);
  },
  async setExpiry(tx: TenantTx, tenantId: number, linkId: number, expiresAt: string | null) {
    await tx.execute(sql`UPDATE publish_links SET expires_at = ${expiresAt}::timestamptz
      WHERE tenant_id = ${tenantId} AND id = ${linkId}`);
  },

  async addPublication(
    tx: TenantTx,
    tenantId: number,
    v: { itineraryId: number; linkId: number; version: number; publishedAt: string; userId: number | null },
    proposal: PublicProposal,
    comparable: PublicProposal,
  ): Promise<PublicationRow> {
    return rowsOf<PublicationRow>(
      await tx.execute(sql`INSERT INTO publications AS p (tenant_id, itinerary_id, link_id, version, proposal, comparable, published_at, published_by)
        VALUES (${tenantId}, ${v.itineraryId}, ${v.linkId}, ${v.version}, ${json(proposal)}, ${json(comparable)},
          ${v.publishedAt}::timestamptz, ${v.userId})
        RETURNING ${PUBLICATION_COLUMNS}`),
    )[0]!;
  },
  /** The newest publication a link shows, with its proposal. */
  async newestOfLink(tx: TenantTx, tenantId: number, linkId: number) {
    return rowsOf<PublicationRow & { proposal: PublicProposal }>(
      await tx.execute(sql`SELECT ${PUBLICATION_COLUMNS}, p.proposal FROM publications p
        WHERE p.tenant_id = ${tenantId} AND p.link_id = ${linkId} ORDER BY p.id DESC LIMIT 1`),
    )[0];
  },
  async publication(tx: TenantTx, tenantId: number, itineraryId: number, id: number | null) {
    return rowsOf<PublicationRow & { proposal: PublicProposal; comparable: PublicProposal }>(
      await tx.execute(sql`SELECT ${PUBLICATION_COLUMNS}, p.proposal, p.comparable FROM publications p
        WHERE p.tenant_id = ${tenantId} AND p.itinerary_id = ${itineraryId} ${id ? sql`AND p.id = ${id}` : sql``}
        ORDER BY p.id DESC LIMIT 1`),
    )[0];
  },
  async proposalOf(tx: TenantTx, tenantId: number, id: number): Promise<PublicProposal | undefined> {
    return rowsOf<{ proposal: PublicProposal }>(
      await tx.execute(sql`SELECT proposal FROM publications WHERE tenant_id = ${tenantId} AND id = ${id}`),
    )[0]?.proposal;
  },
  async publications(tx: TenantTx, tenantId: number, itineraryId: number) {
    return rowsOf<PublicationRow & { published_by: string | null; pdf_status: string | null }>(
      await tx.execute(sql`SELECT ${PUBLICATION_COLUMNS}, u.name AS published_by, f.status AS pdf_status
        FROM publications p
        LEFT JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.published_by
        LEFT JOIN publication_pdfs f ON f.tenant_id = p.tenant_id AND f.publication_id = p.id
        WHERE p.tenant_id = ${tenantId} AND p.itinerary_id = ${itineraryId} ORDER BY p.id DESC LIMIT 100`),
    );
  },

  /** Counts the publication's stored events (of one kind when given). */
  async eventCount(tx: TenantTx, tenantId: number, publicationId: number, kind?: string): Promise<number> {
    return rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM publication_events
        WHERE tenant_id = ${tenantId} AND publication_id = ${publicationId} ${kind ? sql`AND kind = ${kind}` : sql``}`),
    )[0]!.n;
  },
  async addEvents(tx: TenantTx, tenantId: number, p: PublicationRow, events: readonly EventInput[], at?: string) {
    if (!events.length) return;
    const rows = events.map(
      (e) =>
        sql`(${tenantId}, ${p.itinerary_id}, ${p.id}, ${e.kind}, ${e.section ?? null}, ${e.seconds ?? null}, ${e.level ?? null}, coalesce(${at ?? null}::timestamptz, now()))`,
    );
    await tx.execute(sql`INSERT INTO publication_events (tenant_id, itinerary_id, publication_id, kind, section, seconds, level, at)
      VALUES ${sql.join(rows, sql`, `)}`);
  },
  async events(tx: TenantTx, tenantId: number, itineraryId: number) {
    return rowsOf<{
      kind: string;
      at: string;
      version: number;
      section: string | null;
      seconds: number | null;
      level: number | null;
    }>(
      await tx.execute(sql`SELECT e.kind, ${iso('e.at')} AS at, p.version, e.section, e.seconds, e.level
        FROM publication_events e JOIN publications p ON p.tenant_id = e.tenant_id AND p.id = e.publication_id
        WHERE e.tenant_id = ${tenantId} AND e.itinerary_id = ${itineraryId} ORDER BY e.at DESC, e.id DESC LIMIT 200`),
    );
  },

  /** Records the accept unless the link was accepted already: the new row, or undefined. */
  async accept(
    tx: TenantTx,
    tenantId: number,
    p: PublicationRow,
    v: { level: number; message: string; name: string },
  ): Promise<{ level: number; at: string } | undefined> {
    return rowsOf<{ level: number; at: string }>(
      await tx.execute(sql`INSERT INTO publication_accepts (tenant_id, itinerary_id, link_id, publication_id, level, message, name)
        VALUES (${tenantId}, ${p.itinerary_id}, ${p.link_id}, ${p.id}, ${v.level}, ${v.message}, ${v.name})
        ON CONFLICT (tenant_id, link_id) DO NOTHING RETURNING level, ${iso('at')} AS at`),
    )[0];
  },
  async acceptOfLink(tx: TenantTx, tenantId: number, linkId: number) {
    return rowsOf<{ level: 1 | 2 | 3; at: string }>(
      await tx.execute(sql`SELECT level, ${iso('at')} AS at FROM publication_accepts
        WHERE tenant_id = ${tenantId} AND link_id = ${linkId}`),
    )[0];
  },
  async acceptOfQuote(tx: TenantTx, tenantId: number, itineraryId: number) {
    return rowsOf<{ level: number; at: string; message: string; name: string; version: number }>(
      await tx.execute(sql`SELECT a.level, ${iso('a.at')} AS at, a.message, a.name, p.version
        FROM publication_accepts a JOIN publications p ON p.tenant_id = a.tenant_id AND p.id = a.publication_id
        WHERE a.tenant_id = ${tenantId} AND a.itinerary_id = ${itineraryId} ORDER BY a.id DESC LIMIT 1`),
    )[0];
  },

  /**
   * Publications whose PDF is neither made nor failed for good (none, or pending). FOR KEY SHARE holds
   * them until the caller's transaction ends: a quote deleted meanwhile (a delete job resumed at the
   * same start, CI run 95) waits instead of taking a publication away before its PDF row is inserted.
   */
  async withoutPdf(tx: TenantTx, tenantId: number): Promise<number[]> {
    return rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT p.id FROM publications p
        LEFT JOIN publication_pdfs f ON f.tenant_id = p.tenant_id AND f.publication_id = p.id
        WHERE p.tenant_id = ${tenantId} AND (f.status IS NULL OR f.status = 'pending') ORDER BY p.id LIMIT 500
        FOR KEY SHARE OF p`),
    ).map((r) => r.id);
  },
  /** The tenants (not tenant-owned; read outside a tenant scope like the Host lookup). */
  async tenantIds(db: AppDb): Promise<number[]> {
    return rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM tenants ORDER BY id`)).map((r) => r.id);
  },
  async pdfPending(tx: TenantTx, tenantId: number, publicationId: number) {
    await tx.execute(sql`INSERT INTO publication_pdfs (tenant_id, publication_id, status) VALUES (${tenantId}, ${publicationId}, 'pending')
      ON CONFLICT (tenant_id, publication_id) DO NOTHING`);
  },
  async pdfDone(tx: TenantTx, tenantId: number, publicationId: number, pdf: Uint8Array | null, error: string | null) {
    await tx.execute(sql`UPDATE publication_pdfs SET status = ${pdf ? 'ready' : 'failed'}, pdf = ${pdf ? Buffer.from(pdf) : null},
      error = ${error}, updated_at = now() WHERE tenant_id = ${tenantId} AND publication_id = ${publicationId}`);
  },
  async pdf(tx: TenantTx, tenantId: number, publicationId: number) {
    const row = rowsOf<{ status: string; pdf: Uint8Array | null }>(
      await tx.execute(
        sql`SELECT status, pdf FROM publication_pdfs WHERE tenant_id = ${tenantId} AND publication_id = ${publicationId}`,
      ),
    )[0];
    return row?.status === 'ready' && row.pdf ? Buffer.from(row.pdf) : null;
  },

  /** The client's contact: its first active client admin, else its first active user. */
  async clientContact(tx: TenantTx, tenantId: number, clientId: number) {
    return rowsOf<{ name: string; email: string }>(
      await tx.execute(sql`SELECT name, email FROM users WHERE tenant_id = ${tenantId} AND client_id = ${clientId} AND active
        ORDER BY (role_id = 2) DESC, id LIMIT 1`),
    )[0];
  },
};
