import { toCsv, type CsvCell } from '@itinera/domain';

/** Hands a table to the browser as a CSV file (docs/domain/reports.md#downloads). */
export function downloadCsv(name: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  const href = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
