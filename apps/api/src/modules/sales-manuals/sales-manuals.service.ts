import type { ExchangeRateBody, ExchangeRateListQuery, SalesManualBody } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, notFound, type ErrorDetail } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { listOf, rowOf } from '../reference/reference-rows';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { requireCatalogueAdmin } from '../../plugins/auth';
import { exchangeRatesRepository, salesManualsRepository, type SalesManualValues } from './sales-manuals.repository';

const SALES_MANUALS = listOf('/tenant/sales_manuals');

async function manualRow(tx: TenantTx, user: SessionUser, id: number) {
  const row = await rowOf(tx, SALES_MANUALS, user, id);
  if (!row) throw notFound('This sales manual');
  return row;
}

export function getSalesManual(database: Database, user: SessionUser, id: number) {
  return database.withTenant(user.tenantId, (tx) => manualRow(tx, user, id));
}

async function manualValues(tx: TenantTx, body: SalesManualBody): Promise<SalesManualValues> {
  const problems: (ErrorDetail & { sentence: string })[] = [];
  // ISO dates compare as text.
  if (body.valid_from > body.valid_to)
    problems.push({
      path: 'body.valid_to',
      message: 'is before valid_from',
      sentence: 'The sales manual ends before it starts.',
    });
  if (!(await salesManualsRepository.currencyExists(tx, body.currency_id))) {
    problems.push({ path: 'body.currency_id', message: 'does not exist', sentence: 'This currency does not exist.' });
  }
  if (problems.length)
    throw new AppError(
      'UNPROCESSABLE',
      problems.map((p) => p.sentence).join(' '),
      problems.map(({ path, message }) => ({ path, message })),
    );
  return {
    name: body.name,
    currencyId: body.currency_id,
    validFrom: body.valid_from,
    validTo: body.valid_to,
    marginHotel: String(body.margin_hotel),
    marginService: String(body.margin_service),
  };
}

export function createSalesManual(database: Database, user: SessionUser, body: SalesManualBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const id = await salesManualsRepository.create(tx, user.tenantId, await manualValues(tx, body));
    return manualRow(tx, user, id);
  });
}

export function updateSalesManual(database: Database, user: SessionUser, id: number, body: SalesManualBody) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    await manualRow(tx, user, id);
    await salesManualsRepository.update(tx, user.tenantId, id, await manualValues(tx, body));
    return manualRow(tx, user, id);
  });
}

/** A manual that an active contract sells with stays: archiving it would leave that contract without prices. */
export function archiveSalesManual(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await manualRow(tx, user, id);
    const contracts = await salesManualsRepository.contractsUsing(tx, user.tenantId, id);
    if (contracts.length) {
      const named = contracts
        .slice(0, 5)
        .map((n) => `“${n}”`)
        .join(', ');
      const more = contracts.length > 5 ? ` and ${contracts.length - 5} more` : '';
      throw new AppError(
        'CONFLICT',
        `This sales manual is still used by the contract${contracts.length > 1 ? 's' : ''} ${named}${more}. Move or archive ${contracts.length > 1 ? 'them' : 'it'} first.`,
      );
    }
    await salesManualsRepository.archive(tx, user.tenantId, id);
    return { ...row, archived: true };
  });
}

export function listExchangeRates(database: Database, user: SessionUser, query: ExchangeRateListQuery) {
  return database.withTenant(user.tenantId, (tx) => exchangeRatesRepository.list(tx, user.tenantId, query));
}

export function createExchangeRate(database: Database, user: SessionUser, body: ExchangeRateBody) {
  requireCatalogueAdmin(user);
  if (body.from_currency_id === body.to_currency_id) {
    throw new AppError('UNPROCESSABLE', 'An exchange rate converts between two different currencies.', [
      { path: 'body.to_currency_id', message: 'is the same as from_currency_id' },
    ]);
  }
  const values = {
    fromCurrencyId: body.from_currency_id,
    toCurrencyId: body.to_currency_id,
    rate: String(body.rate),
    validFrom: body.valid_from,
  };
  return database.withTenant(user.tenantId, async (tx) => {
    const details: ErrorDetail[] = [];
    for (const [path, currencyId] of [
      ['body.from_currency_id', values.fromCurrencyId],
      ['body.to_currency_id', values.toCurrencyId],
    ] as const) {
      if (!(await salesManualsRepository.currencyExists(tx, currencyId)))
        details.push({ path, message: 'does not exist' });
    }
    if (details.length) throw new AppError('UNPROCESSABLE', 'This currency does not exist.', details);
    const duplicate =
      'There is already a rate for these two currencies from this date. Delete it first to enter a new one.';
    if (await exchangeRatesRepository.findSame(tx, user.tenantId, values)) throw new AppError('CONFLICT', duplicate);
    const id = await conflictOnDuplicate(() => exchangeRatesRepository.create(tx, user.tenantId, values), duplicate);
    return (await exchangeRatesRepository.get(tx, user.tenantId, id))!;
  });
}

export function deleteExchangeRate(database: Database, user: SessionUser, id: number) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await exchangeRatesRepository.get(tx, user.tenantId, id);
    if (!row || !(await exchangeRatesRepository.remove(tx, user.tenantId, id))) throw notFound('This exchange rate');
    return row;
  });
}
