import {
  parseAgeBands,
  ROOM_TYPES,
  toApiDate,
  validateRateLines,
  type AgeBand,
  type CostBasis,
  type RateLineDraft,
} from '@itinera/domain';
import { storedAgeBands } from '../catalogue/stored-age-bands';
import type { CellValue } from '../../lib/xlsx';
import { BASES, LEVELS, type SheetRow } from './rate-sheet.xlsx';
import type { RateLineRecord } from './rate-sheets.repository';

// From sheet rows to rate lines: cell formats first, then codes and names against the catalogue,
// then the domain's rules per service. Every problem is kept against its Excel row number.

/** A row whose cells have the right formats; codes and names are not resolved yet. */
export interface ParsedRow {
  row: number;
  rateId: number | null;
  serviceCode: string | null;
  salesManual: string | null;
  seasonFrom: string | null;
  seasonTo: string | null;
  minPax: number | null;
  maxPax: number | null;
  roomTypeId: number | null;
  level: number;
  basis: CostBasis | null;
  unitCost: string | null;
  currency: string | null;
  capacity: number | null;
  supplierCode: string | null;
  ageBands: AgeBand[];
  problems: string[];
}

/** What the catalogue knows of the codes and names a sheet uses. */
export interface Lookups {
  services: { id: number; code: string; serviceTypeId: number }[];
  manuals: { id: number; name: string; currencyId: number; archived: boolean }[];
  currencies: { id: number; code: string }[];
  suppliers: { id: number; code: string }[];
  /** The lines the sheet's Rate IDs name, as far as they exist in this tenant. */
  lines: { id: number; serviceId: number; salesManualId: number }[];
}

const show = (v: CellValue) =>
  v instanceof Date ? toApiDate(v.getTime()) : typeof v === 'object' && v ? v.error : String(v);

function textOf(v: CellValue | undefined, label: string, problems: string[]): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object' && !(v instanceof Date)) {
    problems.push(`${label} holds the Excel error ${v.error}.`);
    return null;
  }
  return show(v).trim() || null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
function dateOf(v: CellValue | undefined, label: string, problems: string[]): string | null {
  if (v === null || v === undefined) {
    problems.push(`${label} is empty.`);
    return null;
  }
  let date: Date | null = null;
  if (v instanceof Date) date = v;
  // A date cell without a date format reaches us as its serial day number (1954–2119 accepted).
  else if (typeof v === 'number' && Number.isInteger(v) && v > 20_000 && v < 80_000)
    date = new Date(Date.UTC(1899, 11, 30) + v * 86_400_000);
  else if (typeof v === 'string') {
    const m = ISO.exec(v);
    const d = m ? new Date(`${v}T00:00:00Z`) : null;
    if (d && !Number.isNaN(d.getTime()) && toApiDate(d.getTime()) === v) date = d;
  }
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1950 || date.getUTCFullYear() > 2200) {
    problems.push(`${label} is not a date: '${show(v)}'. Use an Excel date or the text YYYY-MM-DD.`);
    return null;
  }
  return toApiDate(date.getTime());
}

/** A number cell or numeric text; NaN for anything else. */
function numberOf(v: CellValue | undefined): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN;
  if (typeof v === 'string' && /^[+-]?\d+(\.\d+)?$/.test(v)) return Number(v);
  return NaN;
}

function wholeOf(v: CellValue | undefined, label: string, problems: string[], required: boolean): number | null {
  if (v === null || v === undefined) {
    if (required) problems.push(`${label} is empty.`);
    return null;
  }
  const n = numberOf(v);
  if (!Number.isInteger(n) || n < 1 || n > 500) {
    problems.push(`${label} must be a whole number from 1 to 500, not '${show(v)}'.`);
    return null;
  }
  return n;
}

function costOf(v: CellValue | undefined, problems: string[]): string | null {
  if (v === null || v === undefined) {
    problems.push('Unit cost is empty.');
    return null;
  }
  const n = numberOf(v);
  // Excel keeps numbers as doubles; the rate keeps 4 decimals, the scale of the column.
  if (Number.isNaN(n) || n < 0 || n >= 100_000_000) {
    problems.push(`Unit cost must be an amount from 0 to 99,999,999.9999, not '${show(v)}'.`);
    return null;
  }
  return n.toFixed(4);
}

function levelOf(v: CellValue | undefined, problems: string[]): number {
  if (v === null || v === undefined) return 0;
  const named = LEVELS.findIndex((l) => typeof v === 'string' && l.toLowerCase() === v.toLowerCase());
  if (named >= 0) return named;
  const n = numberOf(v);
  if (Number.isInteger(n) && n >= 0 && n <= 3) return n;
  problems.push(`Level must be ${LEVELS.join(', ')} or 0–3, not '${show(v)}'.`);
  return 0;
}

/** Formats of every cell of a row: dates, numbers and the closed lists. */
export function parseRow({ row, cells }: SheetRow): ParsedRow {
  const problems: string[] = [];
  let rateId: number | null = null;
  if (cells.rate_id !== null && cells.rate_id !== undefined) {
    const n = numberOf(cells.rate_id);
    if (Number.isInteger(n) && n >= 1 && n <= 2_147_483_647) rateId = n;
    else problems.push(`Rate ID must be the id of an existing line or empty, not '${show(cells.rate_id)}'.`);
  }
  const serviceCode = textOf(cells.service_code, 'Service code', problems)?.toUpperCase() ?? null;
  if (cells.service_code === null || cells.service_code === undefined) problems.push('Service code is empty.');
  const salesManual = textOf(cells.sales_manual, 'Sales manual', problems);
  if (cells.sales_manual === null || cells.sales_manual === undefined) problems.push('Sales manual is empty.');
  const seasonFrom = dateOf(cells.season_from, 'Season from', problems);
  const seasonTo = dateOf(cells.season_to, 'Season to', problems);
  const minPax = wholeOf(cells.min_pax, 'Min pax', problems, true);
  const maxPax = wholeOf(cells.max_pax, 'Max pax', problems, true);
  const room = textOf(cells.room_type, 'Room type', problems);
  const roomType = room
    ? ROOM_TYPES.find((r) => r.acronym === room.toUpperCase() || r.name.toLowerCase() === room.toLowerCase())
    : undefined;
  if (room && !roomType)
    problems.push(`Room type must be ${ROOM_TYPES.map((r) => r.acronym).join(', ')} or empty, not '${room}'.`);
  const level = levelOf(cells.level, problems);
  const basisText =
    textOf(cells.basis, 'Basis', problems)
      ?.toLowerCase()
      .replace(/[\s-]+/g, '_') ?? null;
  const basis = BASES.find((b) => b === basisText) ?? null;
  if (!basisText) problems.push('Basis is empty.');
  else if (!basis) problems.push(`Basis must be ${BASES.join(', ')}, not '${show(cells.basis ?? null)}'.`);
  const unitCost = costOf(cells.unit_cost, problems);
  const currency = textOf(cells.currency, 'Currency', problems)?.toUpperCase() ?? null;
  const capacity = wholeOf(cells.capacity, 'Capacity', problems, false);
  const supplierCode = textOf(cells.supplier_code, 'Supplier code', problems)?.toUpperCase() ?? null;
  const bands = parseAgeBands(textOf(cells.age_bands, 'Age bands', problems));
  if ('error' in bands) problems.push(`Age bands: ${bands.error}`);
  return {
    row,
    rateId,
    serviceCode,
    salesManual,
    seasonFrom,
    seasonTo,
    minPax,
    maxPax,
    roomTypeId: roomType?.id ?? null,
    level,
    basis,
    unitCost,
    currency,
    capacity,
    supplierCode,
    ageBands: 'bands' in bands ? storedAgeBands(bands.bands) : [],
    problems,
  };
}

function findManual(manuals: Lookups['manuals'], given: string): Lookups['manuals'][number] | string {
  const named = manuals.filter((m) => m.name.trim().toLowerCase() === given.toLowerCase());
  const live = named.filter((m) => !m.archived);
  if (named.length === 1) return named[0]!;
  if (live.length === 1) return live[0]!;
  if (named.length > 1) return `Several sales manuals are called '${given}'; write its id instead.`;
  const byId = /^\d+$/.test(given) ? manuals.find((m) => m.id === Number(given)) : undefined;
  return byId ?? `Unknown sales manual '${given}'.`;
}

export interface CheckedSheet {
  lines: (RateLineRecord & { row: number })[];
  /** Problems by Excel row number, in row order. */
  problems: Map<number, string[]>;
}

/** Resolves every row against the catalogue and applies the domain's rules per service. */
export function checkRows(parsed: readonly ParsedRow[], lookups: Lookups): CheckedSheet {
  const services = new Map(lookups.services.map((s) => [s.code.toUpperCase(), s]));
  const currencies = new Map(lookups.currencies.map((c) => [c.code, c.id]));
  const suppliers = new Map(lookups.suppliers.map((s) => [s.code.toUpperCase(), s.id]));
  const existing = new Map(lookups.lines.map((l) => [l.id, l]));
  const problems = new Map<number, string[]>();
  const add = (row: number, message: string) => {
    const list = problems.get(row);
    if (list) list.push(message);
    else problems.set(row, [message]);
  };
  const seenIds = new Map<number, number>();
  const lines: CheckedSheet['lines'] = [];

  for (const p of parsed) {
    const own = [...p.problems];
    const service = p.serviceCode ? services.get(p.serviceCode) : undefined;
    if (p.serviceCode && !service) own.push(`Unknown service code '${p.serviceCode}'.`);
    const manual = p.salesManual ? findManual(lookups.manuals, p.salesManual) : undefined;
    if (typeof manual === 'string') own.push(manual);
    const currencyId = p.currency
      ? currencies.get(p.currency)
      : typeof manual === 'object'
        ? manual.currencyId
        : undefined;
    if (p.currency && !currencyId) own.push(`Unknown currency '${p.currency}'.`);
    const supplierId = p.supplierCode ? suppliers.get(p.supplierCode) : null;
    if (p.supplierCode && !supplierId) own.push(`Unknown supplier code '${p.supplierCode}'.`);
    if (p.rateId !== null) {
      const line = existing.get(p.rateId);
      const twice = seenIds.get(p.rateId);
      if (twice !== undefined) own.push(`Rate ID ${p.rateId} is also on row ${twice}; a line can appear only once.`);
      else seenIds.set(p.rateId, p.row);
      if (!line) own.push(`Rate ID ${p.rateId} is not a rate line of this catalogue; clear it to create a new line.`);
      else if (
        service &&
        typeof manual === 'object' &&
        (line.serviceId !== service.id || line.salesManualId !== manual.id)
      ) {
        own.push(`Rate ID ${p.rateId} belongs to another service or sales manual; clear it to create a new line.`);
      }
    }
    for (const message of own) add(p.row, message);
    if (own.length || !service || typeof manual !== 'object' || !currencyId) continue;
    lines.push({
      row: p.row,
      id: p.rateId,
      serviceId: service.id,
      salesManualId: manual.id,
      seasonFrom: p.seasonFrom!,
      seasonTo: p.seasonTo!,
      minPax: p.minPax!,
      maxPax: p.maxPax!,
      roomTypeId: p.roomTypeId,
      level: p.level,
      basis: p.basis!,
      unitCost: p.unitCost!,
      currencyId,
      capacity: p.capacity,
      supplierId: supplierId ?? null,
      ageBands: p.ageBands,
    });
  }

  const typeOf = new Map(lookups.services.map((s) => [s.id, s.serviceTypeId]));
  const byService = new Map<number, CheckedSheet['lines']>();
  for (const line of lines) {
    const group = byService.get(line.serviceId);
    if (group) group.push(line);
    else byService.set(line.serviceId, [line]);
  }
  for (const [serviceId, group] of byService) {
    const drafts: RateLineDraft[] = group.map((l) => ({
      row: l.row,
      sales_manual_id: l.salesManualId,
      season_from: l.seasonFrom,
      season_to: l.seasonTo,
      min_pax: l.minPax,
      max_pax: l.maxPax,
      id_room_type: l.roomTypeId,
      level: l.level,
      basis: l.basis as CostBasis,
      unit_cost: l.unitCost,
      age_bands: l.ageBands,
    }));
    for (const problem of validateRateLines(drafts, typeOf.get(serviceId)!))
      add(group[problem.index]!.row, problem.message);
  }
  return { lines, problems: new Map([...problems].sort((a, b) => a[0] - b[0])) };
}
