import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildExportDocument,
  exportDocumentSchema,
  exportServicesByDay,
  type ExportDocumentInput,
} from './export-document';

const service = (id: number, day: string, extra: Partial<ExportDocumentInput['services'][number]> = {}) => ({
  id,
  code: `S${id}`,
  name: `Service ${id}`,
  id_service_type: 7,
  day,
  start_date: null,
  end_date: null,
  level: 0,
  optional: 0,
  visible: 1,
  status: 1,
  quantity: 1,
  price_unit: 10,
  price: 20,
  service_supplier: [{ supplier_code: 'SUP', name: 'Supplier' }],
  location_ids: [],
  passengers: [1, 2],
  ...extra,
});

const input: ExportDocumentInput = {
  exportId: 4,
  idempotencyKey: '0d6f5c1a-7f8e-4b2a-9c3d-1e2f3a4b5c6d',
  source: 'oppen',
  exportedAt: new Date('2026-11-26T06:00:00Z'),
  user: { id: 1, name: 'Ana' },
  quote: {
    id: '7f1c7b2e-6a1d-4f0e-9a51-2b7d3c4e5f60',
    code: 'Q-1',
    title: 'Peru',
    version: 3,
    status_id: 1,
    client: null,
    start_date: '2027-01-10',
    end_date: '2027-01-13',
    num_day: 4,
    num_pax: 2,
    currency: 'USD',
    sold_level: null,
  },
  services: [
    service(1, '2-3', { level: 2 }),
    service(2, '1'),
    service(3, '2', { status: 3 }),
    service(4, '2', { service_supplier: [{ supplier_code: 'X', name: 'Gone', status: -1 }] }),
  ],
  pricing: { prices: [] },
  passengers: [],
};

describe('the export document', () => {
  it('sends live services only, with their active suppliers, and validates against its own JSON Schema source', () => {
    const doc = buildExportDocument(input);
    expect(doc.services.map((s) => s.id)).toEqual([1, 2, 4]);
    expect(doc.services.find((s) => s.id === 4)?.suppliers).toEqual([]);
    expect(exportDocumentSchema.parse(doc)).toEqual(doc);
    const schema = z.toJSONSchema(exportDocumentSchema) as { required: string[] };
    expect(schema.required).toContain('idempotency_key');
  });
  it('lists each service once, on its start day, by level: its price is for its whole range', () => {
    const days = exportServicesByDay(buildExportDocument(input));
    expect(days.map((d) => [d.day, d.services.map((s) => s.id)])).toEqual([
      [1, [2]],
      [2, [4, 1]],
    ]);
  });
  it('sends the level sold', () => {
    expect(buildExportDocument({ ...input, quote: { ...input.quote, sold_level: 2 } }).quote.sold_level).toBe(2);
    expect(buildExportDocument(input).quote.sold_level).toBeNull();
  });
});
