import { passengerRows, SheetProblem, sheetProblem, sheetRowItem, type PassengerSheetRow } from '@itinera/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fileSlug } from '../../lib/xlsx';
import type { SessionUser } from '../../identity/session-user';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { buildPassengerList, buildRoomingList, readPassengerUpload } from './passenger-sheets';
import { passengersAnswer, writePassengers } from './passengers.service';
import { pricedQuote } from './quote-reads';

// Import and export of passenger sheets (decision 0028). An import is a save like P2 — checked whole,
// written in one transaction with the re-price — so a sheet with one bad row imports nothing.

/** POST …/passengers/{id}/import: the sheet's rows replace the list (or are added to it). */
export async function importPassengers(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  file: { buffer: Buffer; filename: string },
  query: { mode: 'replace' | 'append'; version?: number },
) {
  const table = await readPassengerUpload(file.buffer, file.filename);
  let rows: PassengerSheetRow[];
  try {
    rows = passengerRows(table);
  } catch (error) {
    if (error instanceof SheetProblem) throw new AppError('UNPROCESSABLE', error.message);
    throw error;
  }
  const items = rows.map(sheetRowItem);
  const answer = await database.withTenant(user.tenantId, (tx) =>
    writePassengers(tx, user, ref, items, {
      mode: query.mode === 'append' ? 'upsert' : 'replace',
      rowsTakePlaces: query.mode !== 'append',
      version: query.version,
      action: 'imported',
      refuse: ({ errors }) => {
        const details = [...errors].flatMap(([i, fields]) =>
          Object.entries(fields).map(([field, message]) => ({
            path: `row ${rows[i]!.row}`,
            message: sheetProblem(rows[i]!.row, field, message!),
          })),
        );
        const n = errors.size;
        return new AppError(
          'UNPROCESSABLE',
          `The sheet has ${n} bad row${n === 1 ? '' : 's'}; nothing was imported. ${details[0]!.message}`,
          details,
        );
      },
    }),
  );
  return {
    ...answer,
    message: `${rows.length} passenger${rows.length === 1 ? '' : 's'} imported.`,
    imported: rows.length,
  };
}

/** GET …/passengers/{id}/export?list=passengers|rooming: the list as .xlsx, personal data as P1 shows it. */
export async function exportPassengers(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  list: 'passengers' | 'rooming',
) {
  const { row, answer } = await database.withTenant(user.tenantId, async (tx) => {
    const { row, passengers } = await pricedQuote(tx, user, ref);
    return { row, answer: passengersAnswer(user, row, passengers) };
  });
  const quote = { code: row.code, title: row.title, start_date: row.start_date, end_date: row.end_date };
  const buffer =
    list === 'rooming'
      ? await buildRoomingList(quote, answer.data, answer.rooming)
      : await buildPassengerList(quote, answer.data);
  const name = list === 'rooming' ? 'rooming-list' : 'passengers';
  return { filename: `${name}-${fileSlug(row.code)}.xlsx`, buffer };
}
