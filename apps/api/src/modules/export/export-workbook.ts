import { exportServicesByDay, isAllLevels, isBookedLevel, levelNameOf, type ExportDocument } from '@itinera/domain';
import { newWorkbook } from '../../lib/xlsx';

// The file target's workbook (decision 0035): the export document as a person reads it — services by start day and level
// (each once: its price is for its whole range), which level the client bought,
// the prices per level and passenger, the passengers. The JSON beside it is the same document, for machines.

const levelName = (level: number) => (isAllLevels(level) ? 'All levels' : levelNameOf(level));

export async function exportWorkbook(doc: ExportDocument): Promise<Buffer> {
  // A document frozen before the level sold was sent has none: nothing is marked sold (decision 0050).
  const sold = doc.quote.sold_level ?? null;
  // "yes" on what the sale holds: the level sold and the services of every level; empty while nothing is sold.
  const inSale = (level: number) => (sold !== null && isBookedLevel(level, sold) ? 'yes' : '');
  const workbook = await newWorkbook();
  const quote = workbook.addWorksheet('Quote');
  quote.columns = [{ width: 18 }, { width: 60 }];
  quote.addRows([
    ['Code', doc.quote.code],
    ['Title', doc.quote.title],
    ['Version', doc.quote.version],
    ['Client', doc.quote.client?.name ?? ''],
    ['Start', doc.quote.start_date ?? ''],
    ['End', doc.quote.end_date ?? ''],
    ['Days', doc.quote.num_day],
    ['Passengers', doc.quote.num_pax],
    ['Currency', doc.quote.currency ?? ''],
    ['Level sold', sold === null ? 'None yet' : levelName(sold)],
    ['Exported at', doc.exported_at],
    ['Exported by', doc.exported_by.name],
  ]);

  const services = workbook.addWorksheet('Services');
  services.columns = [
    { header: 'Day', width: 6 },
    { header: 'Level', width: 12 },
    { header: 'Sold', width: 6 },
    { header: 'Code', width: 14 },
    { header: 'Service', width: 40 },
    { header: 'Days', width: 8 },
    { header: 'Quantity', width: 10 },
    { header: 'Unit price', width: 12 },
    { header: 'Price', width: 12 },
    { header: 'Optional', width: 9 },
    { header: 'Suppliers', width: 30 },
  ];
  for (const { day, services: list } of exportServicesByDay(doc))
    for (const s of list)
      services.addRow([
        day,
        levelName(s.level),
        inSale(s.level),
        s.code,
        s.name,
        s.day_from === s.day_to ? String(s.day_from) : `${s.day_from}-${s.day_to}`,
        s.quantity,
        s.price_unit,
        s.price,
        s.optional ? 'yes' : '',
        s.suppliers.map((x) => x.name).join(', '),
      ]);
  services.getRow(1).font = { bold: true };

  const prices = workbook.addWorksheet('Prices');
  prices.columns = [
    { header: 'Level', width: 12 },
    { header: 'Sold', width: 6 },
    { header: 'Total', width: 12 },
    { header: 'Fee', width: 10 },
    { header: 'Upsales', width: 10 },
    ...doc.passengers.map((p) => ({ header: `${p.first_name} ${p.last_name}`.trim() || `Pax ${p.id}`, width: 16 })),
  ];
  for (const level of doc.prices) {
    const byPax = new Map(level.pax_prices.map((p) => [String(p.pax_id), p.price]));
    prices.addRow([
      level.name,
      sold === level.level ? 'yes' : '',
      level.total,
      level.fee,
      level.upsales,
      ...doc.passengers.map((p) => byPax.get(String(p.id)) ?? null),
    ]);
  }
  prices.getRow(1).font = { bold: true };

  const pax = workbook.addWorksheet('Passengers');
  pax.columns = [
    { header: 'First name', width: 18 },
    { header: 'Last name', width: 18 },
    { header: 'Type', width: 8 },
    { header: 'Lead', width: 6 },
    { header: 'Passport', width: 16 },
    { header: 'Expires', width: 12 },
  ];
  for (const p of doc.passengers)
    pax.addRow([p.first_name, p.last_name, p.type, p.lead ? 'yes' : '', p.passport_number, p.passport_expiration]);
  pax.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
