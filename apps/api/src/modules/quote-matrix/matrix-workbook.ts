import { matrixExtremes, MATRIX_BASES, type MatrixBasis } from '@itinera/domain';
import type { MatrixEntryAnswer } from '@itinera/domain/contracts';
import { newWorkbook } from '../../lib/xlsx';

// The matrix as an .xlsx download: one sheet per seller type, a row per group size, a column per
// level and basis, prices per person; the cheapest and dearest size of each column are marked as
// the workspace marks them (matrixExtremes).

const BASIS_TITLES: Record<MatrixBasis, string> = {
  double: 'Double',
  single: 'Single',
  single_supplement: 'Single suppl.',
  triple: 'Triple',
  child: 'Child',
};
const CHEAP = 'FFD3F9D8';
const DEAR = 'FFFFE3E3';

export async function buildMatrixWorkbook(
  entries: readonly MatrixEntryAnswer[],
  meta: { title: string; currency: string; childAge: number | null },
): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'Itinera';
  for (const type of ['seller', 'reseller'] as const) {
    const rows = entries.map((e) => ({
      num_pax: e.num_pax,
      levels: e.prices.find((p) => p.type === type)?.prices ?? [],
    }));
    // Levels and bases with at least one price: an empty level or basis is left out.
    const columns = [1, 2, 3].flatMap((level) =>
      MATRIX_BASES.filter((basis) =>
        rows.some((r) => typeof r.levels.find((l) => l.level === level)?.per_person?.[basis] === 'number'),
      ).map((basis) => ({ level, basis })),
    );
    const sheet = workbook.addWorksheet(type === 'seller' ? 'Seller' : 'Reseller', {
      views: [{ state: 'frozen', ySplit: 3, xSplit: 1 }],
    });
    sheet.addRow([`${meta.title}: price per person by group size (${meta.currency})`]).font = { bold: true };
    const levelName = (level: number) => rows[0]?.levels.find((l) => l.level === level)?.type ?? `Level ${level}`;
    const head = sheet.addRow([
      'Group size',
      ...columns.map((c) => {
        const basis =
          c.basis === 'child' && meta.childAge !== null ? `Child (${meta.childAge})` : BASIS_TITLES[c.basis];
        return `${levelName(c.level)} · ${basis}`;
      }),
    ]);
    head.font = { bold: true };
    sheet.addRow([]);
    const marks = matrixExtremes(rows);
    for (const r of rows) {
      const row = sheet.addRow([
        r.num_pax,
        ...columns.map((c) => r.levels.find((l) => l.level === c.level)?.per_person?.[c.basis] ?? null),
      ]);
      columns.forEach((c, i) => {
        const mark = marks.get(`${c.level}:${c.basis}`);
        const color = mark?.cheapest === r.num_pax ? CHEAP : mark?.dearest === r.num_pax ? DEAR : null;
        const cell = row.getCell(i + 2);
        cell.numFmt = '#,##0.00';
        if (color) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: color } };
      });
    }
    sheet.getColumn(1).width = 11;
    for (let i = 0; i < columns.length; i++) sheet.getColumn(i + 2).width = 22;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
