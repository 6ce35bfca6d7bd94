import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { CHANGES_AWAITING, type ChangesAwaiting } from '../quote-core/quotes.repository';

// The sends of a sold trip's changes and the client's questions (issue 48, docs/decisions/issues.md, migration 0049,
// decision 0075). Every statement filters by tenant first.

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const saleSendsRepository = {
  /** Supersedes the quote's live links: their pages say a newer proposal replaced them. */
  async supersedeLinks(tx: TenantTx, tenantId: number, itineraryId: number) {
    await tx.execute(sql`UPDATE publish_links SET superseded_at = now()
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND superseded_at IS NULL AND revoked_at IS NULL`);
  },
  /** Records a send; an earlier one still unanswered is answered 'superseded'. */
  async add(
    tx: TenantTx,
    tenantId: number,
    v: {
      itineraryId: number;
      acceptedVersion: number;
      version: number;
      publicationId: number;
      linkId: number;
      userId: number;
    },
  ) {
    await tx.execute(sql`UPDATE sale_change_sends SET answered_at = now(), answer = 'superseded'
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${v.itineraryId} AND answered_at IS NULL`);
    await tx.execute(sql`INSERT INTO sale_change_sends (tenant_id, itinerary_id, accepted_version, version, publication_id, link_id, sent_by)
      VALUES (${tenantId}, ${v.itineraryId}, ${v.acceptedVersion}, ${v.version}, ${v.publicationId}, ${v.linkId}, ${v.userId})`);
  },
  /** The client accepted on a link: the send made on it is answered. */
  async answerAccepted(tx: TenantTx, tenantId: number, linkId: number) {
    await tx.execute(sql`UPDATE sale_change_sends SET answered_at = now(), answer = 'accepted'
      WHERE tenant_id = ${tenantId} AND link_id = ${linkId} AND answered_at IS NULL`);
  },
  async awaiting(tx: TenantTx, tenantId: number, itineraryId: number): Promise<ChangesAwaiting | null> {
    return (
      rowsOf<{ a: ChangesAwaiting | null }>(
        await tx.execute(
          sql`SELECT ${CHANGES_AWAITING} AS a FROM itineraries i WHERE i.tenant_id = ${tenantId} AND i.id = ${itineraryId}`,
        ),
      )[0]?.a ?? null
    );
  },
  async addQuestion(
    tx: TenantTx,
    tenantId: number,
    v: { itineraryId: number; linkId: number; publicationId: number; name: string; message: string },
  ): Promise<{ id: number; at: string }> {
    return rowsOf<{ id: number; at: string }>(
      await tx.execute(sql`INSERT INTO publication_questions (tenant_id, itinerary_id, link_id, publication_id, name, message)
        VALUES (${tenantId}, ${v.itineraryId}, ${v.linkId}, ${v.publicationId}, ${v.name}, ${v.message})
        RETURNING id, ${iso('at')} AS at`),
    )[0]!;
  },
  async questionCount(tx: TenantTx, tenantId: number, linkId: number): Promise<number> {
    return rowsOf<{ n: number }>(
      await tx.execute(
        sql`SELECT count(*)::int AS n FROM publication_questions WHERE tenant_id = ${tenantId} AND link_id = ${linkId}`,
      ),
    )[0]!.n;
  },
};
