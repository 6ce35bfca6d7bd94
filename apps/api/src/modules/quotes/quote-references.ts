import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError, type ErrorDetail } from '../../lib/app-error';
import type { QuoteValues } from '../quote-core/quotes.repository';

// Every id a quote body names must exist, and tenant-owned ones must be this tenant's: one 422
// listing every problem, so the form can mark each field at once.

const list = (ids: number[]) =>
  sql.join(
    ids.map((n) => sql`${n}`),
    sql`, `,
  );

async function missing(tx: TenantTx, table: 'locations' | 'room_types', ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT id FROM ${sql.identifier(table)} WHERE id IN (${list(ids)})`),
  );
  const have = new Set(found.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !have.has(id));
}

async function exists(tx: TenantTx, query: ReturnType<typeof sql>): Promise<boolean> {
  return rowsOf(await tx.execute(query)).length > 0;
}

/** Checks the references among `v` (only the keys present) and throws 422 naming each bad one. */
export async function checkReferences(tx: TenantTx, tenantId: number, v: QuoteValues): Promise<void> {
  const problems: (ErrorDetail & { sentence: string })[] = [];
  const add = (path: string, message: string, sentence: string) =>
    problems.push({ path: `body.${path}`, message, sentence });

  if (
    v.client_id != null &&
    !(await exists(
      tx,
      sql`SELECT 1 FROM clients WHERE tenant_id = ${tenantId} AND id = ${v.client_id} AND NOT archived`,
    ))
  ) {
    add('client_id', 'does not exist', 'This client does not exist.');
  }
  if (v.contract_id != null) {
    const [contract] = rowsOf<{ client_id: number }>(
      await tx.execute(
        sql`SELECT client_id FROM client_contracts WHERE tenant_id = ${tenantId} AND id = ${v.contract_id} AND NOT archived`,
      ),
    );
    if (!contract) add('contract_id', 'does not exist', 'This contract does not exist.');
    else if (v.client_id != null && contract.client_id !== v.client_id)
      add('contract_id', 'belongs to another client', 'This contract belongs to another client.');
  }
  if (v.language_id != null && !(await exists(tx, sql`SELECT 1 FROM languages WHERE id = ${v.language_id}`))) {
    add('language_id', 'does not exist', 'This language does not exist.');
  }
  if (v.currency_id != null && !(await exists(tx, sql`SELECT 1 FROM currencies WHERE id = ${v.currency_id}`))) {
    add('currency_id', 'does not exist', 'This currency does not exist.');
  }
  const locations = await missing(tx, 'locations', v.location_ids ?? []);
  if (locations.length)
    add('location_ids', `unknown location ${locations.join(', ')}`, `There is no location ${locations.join(', ')}.`);
  const tagIds = [...new Set(v.tag_ids ?? [])];
  if (tagIds.length) {
    const found = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM tags WHERE tenant_id = ${tenantId} AND id IN (${list(tagIds)})`),
    );
    const bad = tagIds.filter((id) => !found.some((r) => r.id === id));
    if (bad.length) add('tag_ids', `unknown tag ${bad.join(', ')}`, `There is no tag ${bad.join(', ')}.`);
  }
  const roomTypes = await missing(
    tx,
    'room_types',
    ((v.room_preferable_dist ?? []) as { id_room_type: number }[]).map((r) => r.id_room_type),
  );
  if (roomTypes.length)
    add(
      'room_preferable_dist',
      `unknown room type ${roomTypes.join(', ')}`,
      `There is no room type ${roomTypes.join(', ')}.`,
    );

  if (problems.length) {
    throw new AppError(
      'UNPROCESSABLE',
      problems.map((p) => p.sentence).join(' '),
      problems.map(({ path, message }) => ({ path, message })),
    );
  }
}

/** An active user of this tenant (a quote can only be assigned to one). */
export async function activeUser(
  tx: TenantTx,
  tenantId: number,
  userId: number,
): Promise<{ id: number; name: string; clientId: number | null } | undefined> {
  return rowsOf<{ id: number; name: string; clientId: number | null }>(
    await tx.execute(
      sql`SELECT id, name, client_id AS "clientId" FROM users WHERE tenant_id = ${tenantId} AND id = ${userId} AND active`,
    ),
  )[0];
}

/** Names of these places by id (a service's places, told in the generated description). */
export async function placeNames(tx: TenantTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`SELECT id, name FROM locations WHERE id IN (${list(ids)})`),
  );
  return new Map(rows.map((l) => [l.id, l.name]));
}

/** The location and tag objects the detail shape names, in the quote's own order. */
export async function locationsAndTags(tx: TenantTx, tenantId: number, locationIds: number[], tagIds: number[]) {
  const locations = locationIds.length
    ? rowsOf<{ id: number; location_name: string; location_code: string }>(
        await tx.execute(
          sql`SELECT id, name AS location_name, code AS location_code FROM locations WHERE id IN (${list(locationIds)})`,
        ),
      )
    : [];
  const tags = tagIds.length
    ? rowsOf<{ id: number; name: string }>(
        await tx.execute(sql`SELECT id, name FROM tags WHERE tenant_id = ${tenantId} AND id IN (${list(tagIds)})`),
      )
    : [];
  const inOrder = <T extends { id: number }>(rows: T[], ids: number[]) =>
    ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);
  return { locations: inOrder(locations, locationIds), tags: inOrder(tags, tagIds) };
}
