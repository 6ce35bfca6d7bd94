import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ExchangeRateListQuery } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { clientContracts, currencies, exchangeRates, salesManuals } from '../../db/catalogue-schema';
import { rowsOf } from '../../db/rows';

export interface SalesManualValues {
  name: string;
  currencyId: number;
  validFrom: string;
  validTo: string;
  marginHotel: string;
  marginService: string;
}

export interface ExchangeRateValues {
  fromCurrencyId: number;
  toCurrencyId: number;
  rate: string;
  validFrom: string;
}

const activeManual = (tenantId: number, id: number) =>
  and(eq(salesManuals.tenantId, tenantId), eq(salesManuals.id, id), eq(salesManuals.archived, false));

export const salesManualsRepository = {
  async create(tx: TenantTx, tenantId: number, values: SalesManualValues): Promise<number> {
    const [row] = await tx
      .insert(salesManuals)
      .values({ tenantId, ...values })
      .returning({ id: salesManuals.id });
    return row!.id;
  },

  async update(tx: TenantTx, tenantId: number, id: number, values: SalesManualValues): Promise<boolean> {
    return (
      (await tx.update(salesManuals).set(values).where(activeManual(tenantId, id)).returning({ id: salesManuals.id }))
        .length > 0
    );
  },

  async archive(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    return (
      (
        await tx
          .update(salesManuals)
          .set({ archived: true })
          .where(activeManual(tenantId, id))
          .returning({ id: salesManuals.id })
      ).length > 0
    );
  },

  /** The names of the active contracts that sell with this manual. */
  async contractsUsing(tx: TenantTx, tenantId: number, id: number): Promise<string[]> {
    const rows = await tx
      .select({ name: clientContracts.name })
      .from(clientContracts)
      .where(
        and(
          eq(clientContracts.tenantId, tenantId),
          eq(clientContracts.salesManualId, id),
          eq(clientContracts.archived, false),
        ),
      )
      .orderBy(clientContracts.name);
    return rows.map((r) => r.name);
  },

  async currencyExists(tx: TenantTx, id: number): Promise<boolean> {
    return (await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, id)).limit(1)).length > 0;
  },
};

const RATE_COLUMNS = sql`x.id, f.code AS from_currency, t.code AS to_currency, x.from_currency_id, x.to_currency_id, x.rate::text AS rate, x.valid_from::text AS valid_from`;
const RATE_FROM = sql`exchange_rates x JOIN currencies f ON f.id = x.from_currency_id JOIN currencies t ON t.id = x.to_currency_id`;

export const exchangeRatesRepository = {
  async list(tx: TenantTx, tenantId: number, q: ExchangeRateListQuery) {
    const conditions: SQL[] = [sql`x.tenant_id = ${tenantId}`];
    if (q.from) conditions.push(sql`x.from_currency_id = ${q.from}`);
    if (q.to) conditions.push(sql`x.to_currency_id = ${q.to}`);
    const where = sql.join(conditions, sql` AND `);
    const [total] = rowsOf(await tx.execute(sql`SELECT count(*)::int AS n FROM ${RATE_FROM} WHERE ${where}`));
    const rows = rowsOf(
      await tx.execute(
        sql`SELECT ${RATE_COLUMNS} FROM ${RATE_FROM} WHERE ${where} ORDER BY f.code, t.code, x.valid_from DESC, x.id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
      ),
    );
    return { rows, total: Number(total?.n ?? 0) };
  },

  async get(tx: TenantTx, tenantId: number, id: number) {
    return rowsOf(
      await tx.execute(sql`SELECT ${RATE_COLUMNS} FROM ${RATE_FROM} WHERE x.tenant_id = ${tenantId} AND x.id = ${id}`),
    )[0];
  },

  async findSame(tx: TenantTx, tenantId: number, values: ExchangeRateValues): Promise<boolean> {
    const rows = await tx
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(
        and(
          eq(exchangeRates.tenantId, tenantId),
          eq(exchangeRates.fromCurrencyId, values.fromCurrencyId),
          eq(exchangeRates.toCurrencyId, values.toCurrencyId),
          eq(exchangeRates.validFrom, values.validFrom),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async create(tx: TenantTx, tenantId: number, values: ExchangeRateValues): Promise<number> {
    const [row] = await tx
      .insert(exchangeRates)
      .values({ tenantId, ...values })
      .returning({ id: exchangeRates.id });
    return row!.id;
  },

  async remove(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    return (
      (
        await tx
          .delete(exchangeRates)
          .where(and(eq(exchangeRates.tenantId, tenantId), eq(exchangeRates.id, id)))
          .returning({ id: exchangeRates.id })
      ).length > 0
    );
  },
};
