// The export document (docs/decisions/0035-external-export.md): the quote as an external system receives
// it, by webhook or as a file. Sale figures only — an external booking system is sent what the client pays, never a
// cost. Its JSON Schema is generated from this zod schema and served at GET /tenant/export/schema.json.
import { z } from 'zod';
import { parseDayInput } from '../days/day-input';
import type { QuotePricingResult } from '../pricing/price-quote';

export const EXPORT_DOCUMENT_FORMAT = 'itinera.quote-export/1';

const money = z.number().nullable();
const exportServiceSchema = z.object({
  id: z.number().int().describe('The itinerary-service id'),
  code: z.string(),
  name: z.string(),
  service_type_id: z.number().int(),
  day_from: z.number().int(),
  day_to: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  level: z.number().int().describe('0: every level; 1 Comfort, 2 Superior, 3 Luxury'),
  optional: z.boolean(),
  visible: z.boolean(),
  quantity: z.number().nullable(),
  price_unit: money,
  price: money,
  suppliers: z.array(z.object({ code: z.string(), name: z.string() })),
  locations: z.array(z.number().int()),
  passengers: z.array(z.number().int()),
});

export const exportDocumentSchema = z
  .object({
    format: z.literal(EXPORT_DOCUMENT_FORMAT),
    export_id: z.number().int(),
    idempotency_key: z.string().uuid(),
    source: z.string(),
    exported_at: z.string().describe('ISO 8601'),
    exported_by: z.object({ id: z.number().int(), name: z.string() }),
    quote: z.object({
      id: z.string().uuid(),
      code: z.string(),
      title: z.string(),
      version: z.number().int(),
      status_id: z.number().int(),
      client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      num_day: z.number().int(),
      num_pax: z.number().int(),
      currency: z.string().nullable(),
      sold_level: z
        .number()
        .int()
        .nullable()
        .optional()
        .describe(
          'The level the client bought (1 Comfort, 2 Superior, 3 Luxury), null while none is; absent in documents exported before it was sent',
        ),
    }),
    services: z.array(exportServiceSchema),
    prices: z.array(
      z.object({
        level: z.number().int(),
        name: z.string(),
        total: z.number(),
        fee: z.number(),
        upsales: z.number(),
        pax_prices: z.array(z.object({ pax_id: z.union([z.number(), z.string()]), price: z.number() })),
      }),
    ),
    passengers: z.array(
      z.object({
        id: z.number().int(),
        first_name: z.string(),
        last_name: z.string(),
        type: z.string(),
        lead: z.boolean(),
        passport_number: z.string().nullable(),
        passport_expiration: z.string().nullable(),
      }),
    ),
  })
  .describe('A quote exported by Itinera');
export type ExportDocument = z.infer<typeof exportDocumentSchema>;
export type ExportService = z.infer<typeof exportServiceSchema>;

export interface ExportDocumentInput {
  exportId: number;
  idempotencyKey: string;
  source: string;
  exportedAt: Date;
  user: { id: number; name: string };
  quote: ExportDocument['quote'] & { sold_level: number | null };
  services: readonly {
    id: number;
    code: string;
    name: string;
    id_service_type: number;
    day: string;
    start_date: string | null;
    end_date: string | null;
    level: number;
    optional: number;
    visible: number;
    status: number;
    quantity: number | null;
    price_unit: number | null;
    price: number | null;
    service_supplier: readonly { supplier_code: string; name: string; status?: number | null }[];
    location_ids: readonly number[];
    passengers: readonly number[];
  }[];
  pricing: Pick<QuotePricingResult, 'prices'>;
  passengers: ExportDocument['passengers'];
}

/** The document of one export: the live services (cancelled and deleted ones are not sent), the seller's prices. */
export function buildExportDocument(input: ExportDocumentInput): ExportDocument {
  const services = input.services
    .filter((s) => s.status !== 3 && s.status !== -1)
    .map((s) => {
      const { from, to } = parseDayInput(s.day).range;
      return {
        id: s.id,
        code: s.code,
        name: s.name,
        service_type_id: s.id_service_type,
        day_from: from,
        day_to: to,
        start_date: s.start_date,
        end_date: s.end_date,
        level: s.level,
        optional: s.optional === 1,
        visible: s.visible === 1,
        quantity: s.quantity,
        price_unit: s.price_unit,
        price: s.price,
        suppliers: s.service_supplier
          .filter((l) => l.status !== -1)
          .map((l) => ({ code: l.supplier_code, name: l.name })),
        locations: [...s.location_ids],
        passengers: [...s.passengers],
      };
    });
  const seller = input.pricing.prices.find((p) => p.type === 'seller')?.prices ?? [];
  return {
    format: EXPORT_DOCUMENT_FORMAT,
    export_id: input.exportId,
    idempotency_key: input.idempotencyKey,
    source: input.source,
    exported_at: input.exportedAt.toISOString(),
    exported_by: input.user,
    quote: input.quote,
    services,
    prices: seller
      .filter((l) => l.services.length > 0)
      .map((l) => ({
        level: l.level,
        name: l.type,
        total: l.total,
        fee: l.fee,
        upsales: l.mkt_coin,
        pax_prices: l.pax_prices.map((p) => ({ pax_id: p.pax_id, price: p.total_price })),
      })),
    passengers: input.passengers,
  };
}

/**
 * Services per start day and level, as the workbook lists them. A service is listed once, on the day it starts
 * (its range in its own column): its price is for the whole range, so a stay of three nights listed on each of
 * its days would count its price three times in the sheet (decisions 0058, 0059 and 0060).
 */
export function exportServicesByDay(doc: ExportDocument): { day: number; services: ExportService[] }[] {
  const days = [...new Set(doc.services.map((s) => s.day_from))].sort((a, b) => a - b);
  return days.map((day) => ({
    day,
    services: doc.services.filter((s) => s.day_from === day).sort((a, b) => a.level - b.level || a.id - b.id),
  }));
}
