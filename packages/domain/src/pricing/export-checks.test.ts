import { describe, expect, it } from 'vitest';
import { exportChecks, exportErrorsByService } from './export-checks';
import { namedMessage } from './messages';
import type { QuotePricingResult } from './price-quote';

const UUID = '7f1c7b2e-6a1d-4f0e-9a51-2b7d3c4e5f60';
const noPricing: QuotePricingResult = {
  services: [],
  prices: [],
  selected: 'seller',
  pax_prices: [],
  upgrades: { seller: [], reseller: [] },
  messages: [],
};
const supplier = [{ supplier_code: 'S1', name: 'Van Co' }];
const at = (code: string) => [{ location_name: code, location_code: code }];

describe('export checks before an external export', () => {
  it('warns of no hidden service with a link to the services section', () => {
    const r = exportChecks(UUID, [{ id: 1, visible: 1, service_supplier: supplier }], noPricing);
    expect(r.warnings).toEqual([
      expect.objectContaining({
        message: 'No hidden services(Check Services section)',
        link: `/quote/services?itinerary=${UUID}`,
      }),
    ]);
    expect(r.canExport).toBe(true);
  });

  it('flags a service whose place differs from both neighbours, linking to its pricing tab', () => {
    const services = [
      { id: 1, visible: 0, service_supplier: supplier, location: at('CUZ') },
      { id: 2, visible: 1, service_supplier: supplier, location: at('LIM') },
      { id: 3, visible: 1, service_supplier: supplier, location: at('CUZ') },
      { id: 4, visible: 1, service_supplier: supplier, location: at('CUZ') },
    ];
    const r = exportChecks(UUID, services, noPricing);
    const flagged = r.warnings.filter((w) => w.code === 'LOCATION_DIFFERS').map((w) => w.service_id);
    // 1 and 3 sit next to 2 (another place), so they are flagged too: the check compares neighbours.
    expect(flagged).toEqual([1, 2, 3]);
    expect(r.warnings.find((w) => w.service_id === 2)?.link).toBe(
      `/quote/services?itinerary=${UUID}&service=2&tab=pricing`,
    );
  });

  it('does not compare cancelled services nor services without a place', () => {
    const r = exportChecks(
      UUID,
      [
        { id: 1, visible: 0, service_supplier: supplier, location: at('CUZ') },
        { id: 2, status: 3, service_supplier: supplier, location: at('LIM') },
        { id: 3, visible: 1, service_supplier: supplier, location: [] },
        { id: 4, visible: 1, service_supplier: supplier, location: at('CUZ') },
      ],
      noPricing,
    );
    expect(r.warnings.filter((w) => w.code === 'LOCATION_DIFFERS')).toEqual([]);
  });

  it('refuses a service without provider, keyed by its id as the original client reads it', () => {
    const r = exportChecks(UUID, [{ id: 9, visible: 0, service_supplier: [] }], noPricing);
    expect(r.canExport).toBe(false);
    expect(exportErrorsByService(r.errors)).toEqual({ services: { '9': ['This service has no provider'] }, quote: [] });
  });

  it('names the service of each check by its name and day, beside its link (spec 02 §8)', () => {
    const r = exportChecks(
      UUID,
      [{ id: 9, visible: 0, service_supplier: [], name: 'Casa Andina', day: '1-3' }],
      noPricing,
    );
    expect(r.errors[0]).toMatchObject({ service_id: 9, service_name: 'Casa Andina', service_day: '1-3' });
    expect(namedMessage(r.errors[0]!)).toBe('Casa Andina (day 1-3): This service has no provider');
    expect(namedMessage({ message: 'No Fee(Check Prices section)' })).toBe('No Fee(Check Prices section)');
  });

  it('needs the passengers documents only when the target asks for them', () => {
    const passengers = [
      { id: 1, passport_number: 'X1', passport_expiration: '2030-01-01' },
      { id: 2, passport_number: '  ', passport_expiration: '2030-01-01' },
      { id: 3, passport_number: 'X3', passport_expiration: null },
    ];
    const services = [{ id: 1, visible: 0, service_supplier: supplier }];
    expect(exportChecks(UUID, services, noPricing, { passengers }).canExport).toBe(true);
    const r = exportChecks(UUID, services, noPricing, { passengers, needsDocuments: true });
    expect(r.canExport).toBe(false);
    expect(r.errors).toEqual([
      expect.objectContaining({
        code: 'MISSING_DOCUMENTS',
        pax_ids: [2, 3],
        link: `/quote/pax-info?itinerary=${UUID}`,
      }),
    ]);
    expect(exportErrorsByService(r.errors).quote).toEqual([r.errors[0]!.message]);
  });
});
