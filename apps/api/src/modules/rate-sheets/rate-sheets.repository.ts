import { sql, type SQL } from 'drizzle-orm';
import { RATE_SHEET_MAX_ROWS, type RateSheetExportQuery } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { RateLineValues } from '../catalogue/service-writes.repository';
import type { RateSheetLine } from './rate-sheet.xlsx';

/** A rate line as the import writes it (ids resolved): the columns a service editor writes, plus its service. */
export type RateLineRecord = Omit<RateLineValues, 'id'> & { id: number | null; serviceId: number };

const like = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
// Long id lists travel as one array parameter rather than thousands of placeholders.
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const textSet = (values: readonly string[]) =>
  sql`(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Thousands of lines travel as one JSON parameter, unpacked by the server: far faster than a
 * placeholder per value, and the statement stays the same size whatever the sheet.
 */
const recordset = (
  lines: readonly RateLineRecord[],
) => sql`jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS v(id int, "serviceId" int, "salesManualId" int,
  "seasonFrom" date, "seasonTo" date, "minPax" smallint, "maxPax" smallint, "roomTypeId" int, level smallint, basis text, "unitCost" numeric,
  "currencyId" int, capacity smallint, "supplierId" int, "ageBands" jsonb)`;

const LINE_COLUMNS = sql`rl.id, rl.service_id AS "serviceId", rl.sales_manual_id AS "salesManualId", rl.season_from::text AS "seasonFrom",
  rl.season_to::text AS "seasonTo", rl.min_pax AS "minPax", rl.max_pax AS "maxPax", rl.room_type_id AS "roomTypeId", rl.level, rl.basis,
  rl.unit_cost::text AS "unitCost", rl.currency_id AS "currencyId", rl.capacity, rl.supplier_id AS "supplierId",
  rl.age_bands AS "ageBands"`;

export const rateSheetsRepository = {
  async findManual(tx: TenantTx, tenantId: number, id: number) {
    return rowsOf<{ id: number; name: string }>(
      await tx.execute(sql`SELECT id, name FROM sales_manuals WHERE tenant_id = ${tenantId} AND id = ${id}`),
    )[0];
  },

  /** The lines of an export in sheet order; one more than the cap so the caller can refuse. */
  async exportLines(tx: TenantTx, tenantId: number, q: RateSheetExportQuery): Promise<RateSheetLine[]> {
    const where: SQL[] = [sql`rl.tenant_id = ${tenantId}`, sql`NOT s.archived`];
    if (q.sales_manual) where.push(sql`rl.sales_manual_id = ${q.sales_manual}`);
    else where.push(sql`NOT sm.archived`);
    if (q.service?.length) where.push(sql`rl.service_id = ANY(${intArray(q.service)})`);
    if (q.id_type_service?.length) where.push(sql`s.service_type_id = ANY(${intArray(q.id_type_service)})`);
    if (q.search) where.push(sql`s.search_text LIKE ${like(q.search)}`);
    return rowsOf<RateSheetLine>(
      await tx.execute(sql`
        SELECT rl.id AS rate_id, s.code AS service_code, coalesce(s.name->>'en', '') AS service_name, st.name AS service_type,
          sm.name AS sales_manual, rl.season_from::text AS season_from, rl.season_to::text AS season_to, rl.min_pax AS min_pax,
          rl.max_pax AS max_pax, rt.acronym AS room_type, rl.level, rl.basis, rl.unit_cost::text AS unit_cost, c.code AS currency,
          rl.capacity, sup.code AS supplier_code, rl.age_bands
        FROM rate_lines rl
          JOIN services s ON s.id = rl.service_id
          JOIN service_types st ON st.id = s.service_type_id
          JOIN sales_manuals sm ON sm.id = rl.sales_manual_id
          JOIN currencies c ON c.id = rl.currency_id
          LEFT JOIN room_types rt ON rt.id = rl.room_type_id
          LEFT JOIN suppliers sup ON sup.id = rl.supplier_id
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY s.code, sm.name, rl.season_from, rl.season_to, rl.room_type_id NULLS FIRST, rl.min_pax, rl.max_pax, rl.level, rl.id
        LIMIT ${RATE_SHEET_MAX_ROWS + 1}`),
    );
  },

  async servicesByCode(tx: TenantTx, tenantId: number, codes: readonly string[]) {
    if (!codes.length) return [];
    return rowsOf<{ id: number; code: string; serviceTypeId: number }>(
      await tx.execute(
        sql`SELECT id, code, service_type_id AS "serviceTypeId" FROM services WHERE tenant_id = ${tenantId} AND upper(code) IN ${textSet(codes)}`,
      ),
    );
  },

  /** Takes the services whose lines the import replaces, so a concurrent edit waits for it. */
  async lockServices(tx: TenantTx, tenantId: number, ids: readonly number[]) {
    if (!ids.length) return;
    await tx.execute(
      sql`SELECT id FROM services WHERE tenant_id = ${tenantId} AND id = ANY(${intArray(ids)}) ORDER BY id FOR NO KEY UPDATE`,
    );
  },

  async manuals(tx: TenantTx, tenantId: number) {
    return rowsOf<{ id: number; name: string; currencyId: number; archived: boolean }>(
      await tx.execute(
        sql`SELECT id, name, currency_id AS "currencyId", archived FROM sales_manuals WHERE tenant_id = ${tenantId}`,
      ),
    );
  },

  async currenciesByCode(tx: TenantTx, codes: readonly string[]) {
    if (!codes.length) return [];
    return rowsOf<{ id: number; code: string }>(
      await tx.execute(sql`SELECT id, code FROM currencies WHERE code IN ${textSet(codes)}`),
    );
  },

  async suppliersByCode(tx: TenantTx, tenantId: number, codes: readonly string[]) {
    if (!codes.length) return [];
    return rowsOf<{ id: number; code: string }>(
      await tx.execute(
        sql`SELECT id, code FROM suppliers WHERE tenant_id = ${tenantId} AND upper(code) IN ${textSet(codes)}`,
      ),
    );
  },

  async linesByIds(tx: TenantTx, tenantId: number, ids: readonly number[]) {
    if (!ids.length) return [];
    return rowsOf<{ id: number; serviceId: number; salesManualId: number }>(
      await tx.execute(
        sql`SELECT id, service_id AS "serviceId", sales_manual_id AS "salesManualId" FROM rate_lines WHERE tenant_id = ${tenantId} AND id = ANY(${intArray(ids)})`,
      ),
    );
  },

  /** Every current line of the given (service, sales manual) pairs. */
  async linesOfPairs(tx: TenantTx, tenantId: number, pairs: readonly [number, number][]): Promise<RateLineRecord[]> {
    if (!pairs.length) return [];
    return rowsOf<RateLineRecord>(
      await tx.execute(sql`SELECT ${LINE_COLUMNS} FROM rate_lines rl WHERE rl.tenant_id = ${tenantId}
        AND (rl.service_id, rl.sales_manual_id) IN (SELECT * FROM unnest(${intArray(pairs.map((p) => p[0]))}, ${intArray(pairs.map((p) => p[1]))}))`),
    );
  },

  async insertLines(tx: TenantTx, tenantId: number, lines: readonly RateLineRecord[]) {
    for (const chunk of chunks(lines, 5000)) {
      await tx.execute(sql`
        INSERT INTO rate_lines (tenant_id, service_id, sales_manual_id, season_from, season_to, min_pax, max_pax, room_type_id, level, basis, unit_cost, currency_id, capacity, supplier_id, age_bands)
        SELECT ${tenantId}, "serviceId", "salesManualId", "seasonFrom", "seasonTo", "minPax", "maxPax", "roomTypeId", level, basis, "unitCost", "currencyId", capacity, "supplierId", coalesce("ageBands", '[]'::jsonb)
        FROM ${recordset(chunk)}`);
    }
  },

  async updateLines(tx: TenantTx, tenantId: number, lines: readonly RateLineRecord[]) {
    for (const chunk of chunks(lines, 5000)) {
      // The service and manual stay in the WHERE: an update can never move a line to another pair.
      await tx.execute(sql`
        UPDATE rate_lines rl SET season_from = v."seasonFrom", season_to = v."seasonTo", min_pax = v."minPax", max_pax = v."maxPax",
          room_type_id = v."roomTypeId", level = v.level, basis = v.basis, unit_cost = v."unitCost", currency_id = v."currencyId",
          capacity = v.capacity, supplier_id = v."supplierId", age_bands = coalesce(v."ageBands", '[]'::jsonb)
        FROM ${recordset(chunk)}
        WHERE rl.tenant_id = ${tenantId} AND rl.id = v.id AND rl.service_id = v."serviceId" AND rl.sales_manual_id = v."salesManualId"`);
    }
  },

  async deleteLines(tx: TenantTx, tenantId: number, ids: readonly number[]) {
    if (!ids.length) return;
    await tx.execute(sql`DELETE FROM rate_lines WHERE tenant_id = ${tenantId} AND id = ANY(${intArray(ids)})`);
  },
};
