import {
  formatAgeBands,
  isNightType,
  isPackage,
  missingSections,
  parseAgeBands,
  type CostBasis,
} from '@itinera/domain';
import type { RateLineBody, ServiceBody } from '@itinera/domain/contracts';
import type { ServiceDetail } from '../api/get-service';

// The editor's form state and its two translations: from the server's service (`?info=1`) into the
// form, and from the form into the write body. Inputs hold what a person is typing (empty strings,
// nulls); only formToBody decides what is sent.

/** One row of the rates grid. `key` is the row's identity on screen; `id` the saved line's. */
export interface RateLineValues {
  key: string;
  id?: number;
  sales_manual_id: number | null;
  season_from: string | null;
  season_to: string | null;
  min_pax: number | string;
  max_pax: number | string;
  id_room_type: number | null;
  level: number;
  basis: CostBasis;
  unit_cost: number | string;
  currency_id: number | null;
  capacity: number | string;
  /** A package room's night count; empty: the package's own nights. */
  nights?: number | string;
  supplier_id: number | null;
  /** The bands as one line of text, e.g. `0-2 free; 3-11 50%` (formatAgeBands / parseAgeBands). */
  age_bands: string;
}

export interface ServiceFormValues {
  code: string;
  name_en: string;
  name_es: string;
  description_en: string;
  description_es: string;
  id_service_type: number | null;
  category_id: number | null;
  /** ISO code of the country the destination picker lists; not sent, derived from the location. */
  country: string | null;
  location_id: number | null;
  level: number;
  days_services: number | string;
  inactivity_from: string | null;
  inactivity_to: string | null;
  tag_ids: number[];
  images: string[];
  /** What a stay offers: an accommodation lists at least one (docs/domain/services.md#mandatory-sections). */
  amenities: string[];
  supplier_ids: number[];
  rate_lines: RateLineValues[];
}

let keySeed = 0;
/** A fresh on-screen identity for a new row (never sent). */
export const newRowKey = () => `row-${Date.now().toString(36)}-${(++keySeed).toString(36)}`;

export function emptyServiceForm(): ServiceFormValues {
  return {
    code: '',
    name_en: '',
    name_es: '',
    description_en: '',
    description_es: '',
    id_service_type: null,
    category_id: null,
    country: null,
    location_id: null,
    level: 0,
    days_services: 1,
    inactivity_from: null,
    inactivity_to: null,
    tag_ids: [],
    images: [],
    amenities: [],
    supplier_ids: [],
    rate_lines: [],
  };
}

/** Location codes start with the country's ISO code (PE, PE-CUS, PE-CUS-cusco). */
export const countryOfLocationCode = (code: string | null | undefined) =>
  code ? code.slice(0, 2).toUpperCase() : null;

export function serviceToForm(s: ServiceDetail): ServiceFormValues {
  const names = s.name_translations ?? {};
  const descriptions = s.description_translations ?? { en: s.description.value };
  // The service's own place is the last of its places (country first).
  const place = s.location.at(-1);
  return {
    code: s.code,
    name_en: names.en ?? s.name.value,
    name_es: names.es ?? '',
    description_en: descriptions.en ?? '',
    description_es: descriptions.es ?? '',
    id_service_type: s.id_service_type,
    category_id: s.category_id ?? s.category?.id ?? null,
    country: countryOfLocationCode(place?.location_code),
    location_id: s.location_id ?? place?.id ?? null,
    level: s.level ?? 0,
    days_services: s.days ?? 1,
    inactivity_from: s.start_date_inactivity || null,
    inactivity_to: s.end_date_inactivity || null,
    tag_ids: s.tag_ids ?? [],
    images: s.images ?? [],
    amenities: s.amenities ?? [],
    supplier_ids: (s.suppliers ?? []).map((x) => x.id),
    rate_lines: (s.rate_lines ?? []).map((l) => ({
      key: `line-${l.id}`,
      id: l.id,
      sales_manual_id: l.sales_manual_id,
      season_from: l.season_from,
      season_to: l.season_to,
      min_pax: l.min_pax,
      max_pax: l.max_pax,
      id_room_type: l.id_room_type ?? null,
      level: l.level ?? 0,
      basis: l.basis,
      unit_cost: tidyAmount(l.unit_cost),
      currency_id: l.currency_id,
      capacity: l.capacity ?? '',
      nights: l.nights ?? '',
      supplier_id: l.supplier_id ?? null,
      age_bands: formatAgeBands(l.age_bands),
    })),
  };
}

/** '122.4000' (the database's four places) reads as 122.40; real extra places stay. */
export function tidyAmount(v: string | null | undefined): string {
  if (v === null || v === undefined) return '';
  const m = /^(-?\d+)(?:\.(\d*?))0*$/.exec(v);
  if (!m) return v;
  const places = (m[2] ?? '').padEnd(2, '0');
  return `${m[1]}.${places}`;
}

const trimmed = (v: string) => v.trim();
const intOr = (v: number | string, fallback: number) => {
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return String(v).trim() === '' || !Number.isFinite(n) ? fallback : Math.trunc(n);
};

/** A unit cost as the API reads it: a decimal string, never a float that could drift. */
export function costText(v: number | string): string {
  const s = String(v).trim().replace(',', '.');
  return s === '' ? '' : s;
}

export function rateLineToBody(l: RateLineValues, idServiceType: number): RateLineBody {
  const rooms = isNightType(idServiceType) && l.basis === 'per_room';
  const capacity = intOr(l.capacity, 0);
  // Only a package's rooms carry a night count (docs/domain/rooms.md#package-nights).
  const nights = rooms && isPackage(idServiceType) ? intOr(l.nights ?? '', 0) : 0;
  return {
    ...(l.id ? { id: l.id } : {}),
    sales_manual_id: l.sales_manual_id ?? 0,
    season_from: l.season_from ?? '',
    season_to: l.season_to ?? '',
    min_pax: intOr(l.min_pax, 0),
    max_pax: intOr(l.max_pax, 0),
    id_room_type: rooms ? l.id_room_type : null,
    level: l.level,
    basis: l.basis,
    unit_cost: costText(l.unit_cost),
    currency_id: l.currency_id ?? 0,
    capacity: capacity > 0 ? capacity : null,
    ...(nights > 0 ? { nights } : {}),
    supplier_id: l.supplier_id,
    age_bands: bandsOf(l.age_bands),
  };
}

/** The bands a line's text names; text that names none is sent as none (the grid shows why first). */
export function bandsOf(text: string): RateLineBody['age_bands'] {
  const read = parseAgeBands(text);
  if ('error' in read) return [];
  return read.bands.map((b) => ({
    min_age: b.min_age,
    max_age: b.max_age,
    ...(b.percentage !== null && b.percentage !== undefined
      ? { percentage: b.percentage }
      : { unit_cost: costText(b.unit_cost ?? '') }),
  }));
}

/** The write body (serviceBodySchema): empty optional texts are left out, not sent as ''. */
export function formToBody(v: ServiceFormValues): ServiceBody {
  const type = v.id_service_type ?? 0;
  const name: Record<string, string> = { en: trimmed(v.name_en) };
  if (trimmed(v.name_es)) name.es = trimmed(v.name_es);
  const description: Record<string, string> = {};
  if (trimmed(v.description_en)) description.en = trimmed(v.description_en);
  if (trimmed(v.description_es)) description.es = trimmed(v.description_es);
  return {
    ...(trimmed(v.code) ? { code: trimmed(v.code).toUpperCase() } : {}),
    name,
    // The contract wants English whenever a description is sent; Spanish alone is kept by copying it.
    ...(description.en
      ? { description }
      : description.es
        ? { description: { en: description.es, es: description.es } }
        : {}),
    id_service_type: type,
    category_id: v.category_id,
    location_id: v.location_id,
    level: v.level,
    images: v.images.map(trimmed).filter(Boolean),
    tag_ids: v.tag_ids,
    days_services: Math.max(1, intOr(v.days_services, 1)),
    amenities: v.amenities.map(trimmed).filter(Boolean),
    start_date_inactivity: v.inactivity_from,
    end_date_inactivity: v.inactivity_from ? (v.inactivity_to ?? v.inactivity_from) : null,
    supplier_ids: v.supplier_ids,
    rate_lines: v.rate_lines.map((l) => rateLineToBody(l, type)),
  };
}

/** The `details` of an error answer ({path, message}[]), whatever the path prefix (`body.`). */
export function errorDetails(error: unknown): { path: string; message: string }[] {
  const body = (error as { body?: unknown } | null)?.body as
    | { details?: { path?: unknown; message?: unknown }[] }
    | null
    | undefined;
  return (body?.details ?? [])
    .filter((d): d is { path: string; message: string } => typeof d.path === 'string' && typeof d.message === 'string')
    .map((d) => ({
      path: d.path.replace(/^(body|query|params)\.?/, ''),
      message: d.message.charAt(0).toUpperCase() + d.message.slice(1),
    }));
}

/**
 * Server 422 details as form errors: `rate_lines.3.unit_cost` → row 3; `name.en` → name_en; the
 * rest by their own name. Rows keep every message, fields their first.
 */
export function mapServerErrors(details: { path: string; message: string }[]): {
  fields: Record<string, string>;
  rows: Record<number, string[]>;
} {
  const fields: Record<string, string> = {};
  const rows: Record<number, string[]> = {};
  for (const { path, message } of details) {
    const row = /^rate_lines\.(\d+)/.exec(path);
    if (row) {
      const list = (rows[Number(row[1])] ??= []);
      if (!list.includes(message)) list.push(message);
      continue;
    }
    const field = path.startsWith('name')
      ? 'name_en'
      : path.startsWith('description')
        ? 'description_en'
        : (path.split('.')[0] ?? path);
    const key = field === 'start_date_inactivity' || field === 'end_date_inactivity' ? 'inactivity_from' : field;
    if (key) fields[key] ??= message;
  }
  return { fields, rows };
}

/**
 * The sections the chosen type requires and the form leaves empty, as form errors on the fields the
 * server names (location_id, amenities, rate_lines): the same rule and words as the write API.
 */
export function sectionErrors(v: ServiceFormValues): Record<string, string> {
  if (v.id_service_type === null) return {};
  return Object.fromEntries(missingSections(formToBody(v)).map((p) => [p.path, p.message]));
}
