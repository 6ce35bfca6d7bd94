import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { intArray, rowsOf, textArray } from '../../db/rows';

// Every statement on the written days of a quote (itinerary_days, alias d), each filtered by tenant
// first. A day row holds only its texts, places, meals and images: the services of a day are the
// services whose own range covers it (docs/domain/days.md). quote-core owns the rows because the
// quote's own writes (update, duplicate, restore, versions) touch them as well as the day calls.

export interface Meals {
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
}

export interface DayRow {
  id: number;
  itinerary_id: number;
  start_day: number;
  title: string;
  description: string;
  location_ids: number[];
  overnight_location_id: number | null;
  meals: Meals;
  images: string[];
  entity_uuid: string | null;
  /** The title / description is still its day's draft and follows its services (docs/domain/days.md#drafts). */
  title_drafted: boolean;
  description_drafted: boolean;
}

/** The writable fields of a day row. */
export type DayValues = Partial<Omit<DayRow, 'id' | 'itinerary_id'>>;

export const NO_MEALS: Meals = { breakfast: false, lunch: false, dinner: false };

/** A day row's columns (alias d): the pricing context reads them as JSON too. */
export const DAY_COLUMNS = sql`d.id, d.itinerary_id, d.start_day, d.title, d.description, d.location_ids, d.overnight_location_id, d.meals, d.images, d.entity_uuid,
  d.title_drafted, d.description_drafted`;

/** A day row as a version snapshot keeps it (and a restore or a copy reads it back). */
export const DAY_JSON = sql`jsonb_build_object('id', d.id, 'start_day', d.start_day, 'title', d.title, 'description', d.description,
  'location_ids', to_jsonb(d.location_ids), 'overnight_location_id', d.overnight_location_id, 'meals', d.meals,
  'images', to_jsonb(d.images), 'entity_uuid', d.entity_uuid, 'title_drafted', d.title_drafted,
  'description_drafted', d.description_drafted)`;

/** What is written about a day (all but its number). */
export const DAY_TEXT_FIELDS = [
  'title',
  'description',
  'location_ids',
  'overnight_location_id',
  'meals',
  'images',
  'entity_uuid',
] as const;
/** Whether each text is still the draft: stored with the texts, no history of its own. */
export const DRAFTED_FIELDS = ['title_drafted', 'description_drafted'] as const;
const FIELDS = ['start_day', ...DAY_TEXT_FIELDS, ...DRAFTED_FIELDS] as const;

function valueSql(field: (typeof FIELDS)[number], value: unknown): SQL {
  if (field === 'location_ids') return intArray(value as number[]);
  if (field === 'images') return textArray(value as string[]);
  if (field === 'meals') return sql`${JSON.stringify(value ?? NO_MEALS)}::jsonb`;
  return sql`${value ?? null}`;
}

export const daysRepository = {
  /** The quote's written days by day number. */
  async list(tx: TenantTx, tenantId: number, itineraryId: number): Promise<DayRow[]> {
    return rowsOf<DayRow>(
      await tx.execute(sql`SELECT ${DAY_COLUMNS} FROM itinerary_days d
        WHERE d.tenant_id = ${tenantId} AND d.itinerary_id = ${itineraryId} ORDER BY d.start_day`),
    );
  },

  /** What a day's draft tells of each service of the quote (quote-core/day-drafts.ts). */
  async tellableServices(tx: TenantTx, tenantId: number, itineraryId: number) {
    return rowsOf<{
      id: number;
      service_id: number;
      order: number;
      day: string;
      name: string;
      id_service_type: number;
      location_ids: number[];
      optional: number;
      status: number;
      visible: number;
      level: number;
    }>(
      await tx.execute(sql`SELECT s.id, s.service_id, s.position AS "order", s.day, s.name, s.service_type_id AS id_service_type,
          s.location_ids, s.kind AS optional, s.status, s.visible, s.level
        FROM itinerary_services s WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId}`),
    );
  },

  /** The quote a day belongs to, or undefined (another tenant's day is simply not found). */
  async quoteOf(tx: TenantTx, tenantId: number, id: number): Promise<number | undefined> {
    return rowsOf<{ itinerary_id: number }>(
      await tx.execute(sql`SELECT itinerary_id FROM itinerary_days WHERE tenant_id = ${tenantId} AND id = ${id}`),
    )[0]?.itinerary_id;
  },

  /** Inserts day rows; `id` is kept when given (restore). Answers the ids in order. */
  async insert(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    rows: (DayValues & { start_day: number; id?: number })[],
  ): Promise<number[]> {
    if (!rows.length) return [];
    const withIds = rows.some((r) => r.id !== undefined);
    const cols = [
      sql`tenant_id`,
      sql`itinerary_id`,
      ...(withIds ? [sql`id`] : []),
      ...FIELDS.map((f) => sql.identifier(f)),
    ];
    const values = rows.map(
      (r) =>
        sql`(${sql.join(
          [
            sql`${tenantId}`,
            sql`${itineraryId}`,
            ...(withIds ? [sql`${r.id}`] : []),
            ...FIELDS.map((f) => valueSql(f, r[f] ?? DEFAULTS[f])),
          ],
          sql`, `,
        )})`,
    );
    const overriding = withIds ? sql`OVERRIDING SYSTEM VALUE` : sql``;
    return rowsOf<{ id: number }>(
      await tx.execute(
        sql`INSERT INTO itinerary_days (${sql.join(cols, sql`, `)}) ${overriding} VALUES ${sql.join(values, sql`, `)} RETURNING id`,
      ),
    ).map((r) => r.id);
  },

  async update(tx: TenantTx, tenantId: number, id: number, values: DayValues): Promise<void> {
    const fields = FIELDS.filter((f) => f !== 'start_day' && values[f] !== undefined);
    if (!fields.length) return;
    const sets = fields.map((f) => sql`${sql.identifier(f)} = ${valueSql(f, values[f])}`);
    await tx.execute(
      sql`UPDATE itinerary_days SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
  },

  /**
   * New day numbers of rows, in two steps (each row first to its own negative id), so rows may
   * swap or shift over one another under the unique (quote, day number) index.
   */
  async renumber(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    moves: { id: number; start_day: number }[],
  ): Promise<void> {
    if (!moves.length) return;
    const ids = intArray(moves.map((m) => m.id));
    await tx.execute(sql`UPDATE itinerary_days SET start_day = -id
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND id = ANY(${ids})`);
    await tx.execute(sql`UPDATE itinerary_days d SET start_day = m.start_day, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) AS m(id int, start_day int)
      WHERE d.tenant_id = ${tenantId} AND d.itinerary_id = ${itineraryId} AND d.id = m.id`);
  },

  async remove(tx: TenantTx, tenantId: number, itineraryId: number, ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    await tx.execute(
      sql`DELETE FROM itinerary_days WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND id = ANY(${intArray(ids)})`,
    );
  },

  /** Copies the written days of one quote onto another, moved by `shift` days (those that would fall before day 1 are left out). */
  async copy(tx: TenantTx, tenantId: number, fromId: number, toId: number, shift = 0): Promise<void> {
    await tx.execute(sql`INSERT INTO itinerary_days (tenant_id, itinerary_id, start_day, title, description, location_ids,
        overnight_location_id, meals, images, entity_uuid, title_drafted, description_drafted)
      SELECT tenant_id, ${toId}, start_day + ${shift}, title, description, location_ids, overnight_location_id, meals, images,
        entity_uuid, title_drafted, description_drafted
      FROM itinerary_days WHERE tenant_id = ${tenantId} AND itinerary_id = ${fromId} AND start_day + ${shift} >= 1`);
  },

  /** Replaces every written day of the quote by a snapshot's (restore), with their ids. */
  async replaceAll(tx: TenantTx, tenantId: number, itineraryId: number, rows: DayRow[]): Promise<void> {
    await tx.execute(sql`DELETE FROM itinerary_days WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}`);
    await daysRepository.insert(
      tx,
      tenantId,
      itineraryId,
      rows.map(({ itinerary_id: _q, ...r }) => r),
    );
  },
};

const DEFAULTS: Record<(typeof FIELDS)[number], unknown> = {
  start_day: 1,
  title: '',
  description: '',
  location_ids: [],
  overnight_location_id: null,
  meals: NO_MEALS,
  images: [],
  entity_uuid: null,
  title_drafted: false,
  description_drafted: false,
};
