import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { notFound } from '../../lib/app-error';
import { fileSlug } from '../../lib/xlsx';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { getMatrix } from './matrix.service';
import { buildMatrixWorkbook } from './matrix-workbook';
import { visibleQuote } from '../quote-core/quote-access';

/** The stored matrix as the user may see it, as a workbook (404 when the quote has none yet). */
export async function downloadMatrix(database: Database, user: SessionUser, ref: QuoteRef) {
  const [stored] = await getMatrix(database, user, ref);
  if (!stored?.data.length) throw notFound("This quote's price matrix");
  const row = await database.withTenant(user.tenantId, (tx) => visibleQuote(tx, user, ref));
  const buffer = await buildMatrixWorkbook(stored.data, {
    title: row.title,
    currency: row.currency_code ?? '',
    childAge: stored.child_age,
  });
  return { filename: `price-matrix-${fileSlug(row.code || row.title)}.xlsx`, buffer };
}
