import { imageFull, stripPriceFields, type CataloguePrice, type PriceVisibility } from '@itinera/domain';
import type { CatalogueService } from '@itinera/domain/contracts';
import type { SupplierServiceRow } from './services.repository';
import { priceServiceSm, pricesCostsMargins, roomsOf, type PricedPartsInput } from './prices-costs-margins';

// A catalogue row in the shape the original client reads (original-client.md §6.4), which Itinera's own app
// reads too: texts as {id, value, translate[]}, places as an array from the country down, '' for
// unset inactivity dates, and the priced parts when the call asked for prices.

type Row = Record<string, unknown> & { id: number };
type Place = { id: number; location_name: string; location_code: string; parent: number | null };

export interface PresentOptions {
  lang?: string;
  /** The query's dates and party (S9/S10 send them; '' when unset). */
  from?: string;
  to?: string;
  numPax?: number;
  currencySigns: Map<number, string>;
  suppliers: SupplierServiceRow[];
  visibility: PriceVisibility;
  /** ?info=1: the editor's fields stay in the answer. */
  info: boolean;
}

/** The text in the asked language (else English, else any) and the other languages as translate[]. */
function textOf(id: number, texts: Record<string, string> | null | undefined, lang: string) {
  const all = texts ?? {};
  const key = all[lang] !== undefined ? lang : all.en !== undefined ? 'en' : Object.keys(all)[0];
  return {
    id,
    value: key === undefined ? '' : (all[key] ?? ''),
    translate: Object.entries(all)
      .filter(([l]) => l !== key)
      .map(([l, value]) => ({ id, value, lang: l })),
  };
}

/** Country first: the top place has no parent, each one below names the one above. */
function placesOf(row: Row): Place[] {
  const chain = [row.place_grandparent, row.place_parent, row.place].filter(Boolean) as Place[];
  return chain.map((p, i) => ({ ...p, parent: i === 0 ? null : chain[i - 1]!.id }));
}

const EDITOR_FIELDS = ['description_translations', 'category_id', 'location_id', 'tag_ids', 'suppliers', 'rate_lines'];

const dates = (start: string | undefined, end: string | undefined) => ({
  ...(start ? { start_date: start } : {}),
  ...(end ? { end_date: end } : {}),
});

export function presentCatalogueService(row: Row, o: PresentOptions): CatalogueService {
  const lang = o.lang ?? 'en';
  const days = Math.max(1, Number(row.days_services ?? 1));
  const price = row.price as Partial<CataloguePrice> | undefined;
  const own = o.suppliers.filter((s) => s.service_id === row.id);
  const priced: PricedPartsInput = {
    price,
    numPax: o.numPax ?? 1,
    currencySigns: o.currencySigns,
    supplierCode: own[0]?.code ?? '',
    visibility: o.visibility,
  };
  const images = (row.images ?? []) as string[];
  const editor = o.info ? Object.fromEntries(EDITOR_FIELDS.filter((k) => k in row).map((k) => [k, row[k]])) : {};
  const shaped: CatalogueService = {
    ...editor,
    id: row.id,
    code: row.code as string,
    name: textOf(row.id, row.name_translations as Record<string, string>, lang),
    name_translations: (row.name_translations ?? {}) as Record<string, string>,
    name_type_service: { id: row.id_service_type as number, service_type_name: row.name_type_service as string },
    id_service_type: row.id_service_type as number,
    level: row.level as number,
    category: (row.category ?? null) as CatalogueService['category'],
    location: placesOf(row),
    description: textOf(row.id, row.description_translations as Record<string, string>, lang),
    // The catalogue keeps no notes or recommendations: a quote's service gets its own.
    notes: { id: row.id, value: '', translate: [] },
    recommendations: { id: row.id, value: '', translate: [] },
    images,
    amenities: (row.amenities ?? []) as string[],
    images_full: images.map(imageFull),
    day: days > 1 ? `1-${days}` : '1',
    days,
    days_services: Array.from({ length: days }, (_, i) => ({ day: i + 1 })),
    // No dates asked (the loader's 0000-00-00): left out, since the original client merges these
    // rows into its quote rows and a '' would override the row's dates (decision 0064).
    ...dates(price?.from ?? o.from, price?.to ?? o.to),
    num_pax: price?.num_pax ?? o.numPax ?? 1,
    status: row.archived ? -1 : 1,
    visible: 1,
    start_date_inactivity: (row.start_date_inactivity as string | null) ?? '',
    end_date_inactivity: (row.end_date_inactivity as string | null) ?? '',
    service_price: price && !price.errors?.length ? (price.service_price ?? []) : [],
    prices_costs_margins: pricesCostsMargins(priced),
    room: roomsOf(priced),
    // Who provides the service is cost-side data, like the editor's suppliers.
    supplier_service: o.visibility.canViewCost
      ? own.map((s, i) => ({
          id: s.id,
          code: s.code,
          name: { value: s.name },
          default_sup: i === 0 ? 1 : 0,
          room_qty: s.per_room ? 1 : 0,
          individual_cost: s.per_person ? 1 : 0,
        }))
      : [],
    price_service_sm: priceServiceSm(priced),
    ...(price ? { pricing: price } : {}),
  };
  return stripPriceFields(shaped, o.visibility);
}
