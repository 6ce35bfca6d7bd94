import { AppError, type ErrorDetail } from '../../lib/app-error';
import type { TenantTx } from '../../db/client';
import type { QuoteValues } from '../quote-core/quotes.repository';
import { quoteReferencesRepository as refs } from './quote-references.repository';

// Every id a quote body names must exist, and tenant-owned ones must be this tenant's: one 422
// listing every problem, so the form can mark each field at once.

async function missing(tx: TenantTx, table: 'locations' | 'room_types', ids: number[]): Promise<number[]> {
  const have = await refs.existingIds(tx, table, ids);
  return [...new Set(ids)].filter((id) => !have.has(id));
}

/** What the quote holds already: a client or contract archived since it was sold stays valid on it. */
export interface KeptReferences {
  client_id?: number | null;
  contract_id?: number | null;
}

/**
 * Checks the references among `v` (only the keys present) and throws 422 naming each bad one. A
 * client or contract the quote already holds passes even when archived since (decision 0055): the
 * staff keep editing what they sold; only a new choice must be a live one.
 */
export async function checkReferences(
  tx: TenantTx,
  tenantId: number,
  v: QuoteValues,
  kept: KeptReferences = {},
): Promise<void> {
  const problems: (ErrorDetail & { sentence: string })[] = [];
  const add = (path: string, message: string, sentence: string) =>
    problems.push({ path: `body.${path}`, message, sentence });

  const clientKept = v.client_id != null && v.client_id === kept.client_id;
  if (v.client_id != null && !clientKept && !(await refs.clientExists(tx, tenantId, v.client_id))) {
    add('client_id', 'does not exist', 'This client does not exist.');
  }
  if (v.contract_id != null) {
    const contract = await refs.contract(tx, tenantId, v.contract_id, v.contract_id === kept.contract_id);
    if (!contract) add('contract_id', 'does not exist', 'This contract does not exist.');
    else if (v.client_id != null && contract.client_id !== v.client_id)
      add('contract_id', 'belongs to another client', 'This contract belongs to another client.');
  }
  if (v.language_id != null && !(await refs.languageExists(tx, v.language_id))) {
    add('language_id', 'does not exist', 'This language does not exist.');
  }
  if (v.currency_id != null && !(await refs.currencyExists(tx, v.currency_id))) {
    add('currency_id', 'does not exist', 'This currency does not exist.');
  }
  const locations = await missing(tx, 'locations', v.location_ids ?? []);
  if (locations.length)
    add('location_ids', `unknown location ${locations.join(', ')}`, `There is no location ${locations.join(', ')}.`);
  const tagIds = [...new Set(v.tag_ids ?? [])];
  if (tagIds.length) {
    const found = await refs.tagIds(tx, tenantId, tagIds);
    const bad = tagIds.filter((id) => !found.includes(id));
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
