import { sql, type SQL } from 'drizzle-orm';
import type { ReferenceListQuery } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { SessionUser } from '../../identity/session-user';
import { like, type ReferenceList } from './reference-lists.repository';

type Row = Record<string, unknown>;

function whereOf(list: ReferenceList, tenantId: number, conditions: SQL[]): SQL {
  const all = list.tenantColumn ? [sql`${list.tenantColumn} = ${tenantId}`, ...conditions] : conditions;
  return all.length ? sql`${list.from} WHERE ${sql.join(all, sql` AND `)}` : list.from;
}

export const referenceRepository = {
  async list(
    tx: TenantTx,
    list: ReferenceList,
    tenantId: number,
    user: SessionUser,
    q: ReferenceListQuery,
    limit: number,
  ) {
    const conditions = list.filters(q, user).filter((c): c is SQL => c !== undefined);
    const text = q.search ?? q.name;
    if (text)
      conditions.push(
        sql`(${sql.join(
          list.search.map((col) => sql`${col}::text ILIKE ${like(text)}`),
          sql` OR `,
        )})`,
      );
    const source = whereOf(list, tenantId, conditions);
    const [total] = rowsOf(await tx.execute(sql`SELECT count(*)::int AS n FROM ${source}`));
    const rows = rowsOf(
      await tx.execute(
        sql`SELECT ${list.columns} FROM ${source} ORDER BY ${list.orderBy} LIMIT ${limit} OFFSET ${(q.page - 1) * limit}`,
      ),
    );
    return { rows, total: Number(total?.n ?? 0) };
  },

  async get(
    tx: TenantTx,
    list: ReferenceList,
    tenantId: number,
    user: SessionUser,
    id: number,
  ): Promise<Row | undefined> {
    const conditions = [
      ...list.filters({ page: 1 }, user).filter((c): c is SQL => c !== undefined),
      sql`${list.idColumn} = ${id}`,
    ];
    return rowsOf(await tx.execute(sql`SELECT ${list.columns} FROM ${whereOf(list, tenantId, conditions)} LIMIT 1`))[0];
  },
};
