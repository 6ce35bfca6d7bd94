import { sql } from 'drizzle-orm';
import type { MatrixEntryAnswer } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The one stored matrix of a quote (itinerary_matrices, migration 0037): every statement about it.

export interface MatrixRow {
  version: number;
  rate_stamp: string;
  input_stamp: string;
  sizes: number[];
  child_age: number | null;
  start_date: string | null;
  status: 'running' | 'ready' | 'failed';
  done: number;
  entries: MatrixEntryAnswer[];
  error: string | null;
  /** Names this generation: a job works on its own only, a newer POST replaces it. */
  generation: string;
}

export interface MatrixValues {
  version: number;
  rateStamp: string;
  inputStamp: string;
  sizes: number[];
  childAge: number | null;
  startDate: string | null;
  status: MatrixRow['status'];
  entries: MatrixEntryAnswer[];
  userId: number;
}

const COLUMNS = sql`version, rate_stamp, input_stamp, sizes, child_age, start_date, status, done, entries, error,
  created_at::text AS generation`;

export const matrixRepository = {
  async get(tx: TenantTx, tenantId: number, itineraryId: number): Promise<MatrixRow | undefined> {
    return rowsOf<MatrixRow>(
      await tx.execute(
        sql`SELECT ${COLUMNS} FROM itinerary_matrices WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}`,
      ),
    )[0];
  },

  /** Replaces the quote's matrix; answers the new generation. */
  async save(tx: TenantTx, tenantId: number, itineraryId: number, v: MatrixValues): Promise<string> {
    const entries = JSON.stringify(v.entries);
    const [row] = rowsOf<{ generation: string }>(
      await tx.execute(sql`INSERT INTO itinerary_matrices AS m (tenant_id, itinerary_id, version, rate_stamp, input_stamp,
          sizes, child_age, start_date, status, done, entries, error, user_id, created_at, finished_at)
        VALUES (${tenantId}, ${itineraryId}, ${v.version}, ${v.rateStamp}, ${v.inputStamp}, ${JSON.stringify(v.sizes)}::jsonb,
          ${v.childAge}, ${v.startDate}, ${v.status}, ${v.entries.length}, ${entries}::jsonb, NULL, ${v.userId}, clock_timestamp(),
          CASE WHEN ${v.status} = 'running' THEN NULL ELSE clock_timestamp() END)
        ON CONFLICT (tenant_id, itinerary_id) DO UPDATE SET version = excluded.version, rate_stamp = excluded.rate_stamp,
          input_stamp = excluded.input_stamp, sizes = excluded.sizes, child_age = excluded.child_age,
          start_date = excluded.start_date, status = excluded.status, done = excluded.done, entries = excluded.entries,
          error = NULL, user_id = excluded.user_id, created_at = excluded.created_at, finished_at = excluded.finished_at
        RETURNING created_at::text AS generation`),
    );
    return row!.generation;
  },

  /** Appends the entries a job computed, if the matrix is still that generation; false when it is not. */
  async append(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
    generation: string,
    entries: MatrixEntryAnswer[],
    finished: boolean,
  ): Promise<boolean> {
    const rows = rowsOf(
      await tx.execute(sql`UPDATE itinerary_matrices SET entries = entries || ${JSON.stringify(entries)}::jsonb,
          done = done + ${entries.length}, status = CASE WHEN ${finished} THEN 'ready' ELSE status END,
          finished_at = CASE WHEN ${finished} THEN clock_timestamp() ELSE NULL END
        WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND created_at = ${generation}::timestamptz
          AND status = 'running' RETURNING 1`),
    );
    return rows.length > 0;
  },

  async fail(tx: TenantTx, tenantId: number, itineraryId: number, generation: string, error: string): Promise<void> {
    await tx.execute(sql`UPDATE itinerary_matrices SET status = 'failed', error = ${error}, finished_at = clock_timestamp()
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND created_at = ${generation}::timestamptz`);
  },
};
