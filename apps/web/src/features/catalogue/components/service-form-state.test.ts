import { describe, expect, it } from 'vitest';
import type { ServiceDetail } from '../api/get-service';
import {
  emptyServiceForm,
  errorDetails,
  formToBody,
  mapServerErrors,
  serviceToForm,
  tidyAmount,
  type RateLineValues,
} from './service-form-state';

const line = (patch: Partial<RateLineValues> = {}): RateLineValues => ({
  key: 'k',
  sales_manual_id: 1,
  season_from: '2026-01-01',
  season_to: '2026-06-30',
  min_pax: 1,
  max_pax: 99,
  id_room_type: 2,
  level: 1,
  basis: 'per_room',
  unit_cost: '120.50',
  currency_id: 1,
  capacity: '',
  supplier_id: null,
  age_bands: '',
  ...patch,
});

describe('formToBody', () => {
  it('sends trimmed names, leaves empty optional texts out and upper-cases the code', () => {
    const body = formToBody({
      ...emptyServiceForm(),
      code: ' htl-01 ',
      name_en: ' Casa Cartagena ',
      name_es: '  ',
      id_service_type: 2,
      location_id: 77,
      level: 2,
    });
    expect(body.code).toBe('HTL-01');
    expect(body.name).toEqual({ en: 'Casa Cartagena' });
    expect(body).not.toHaveProperty('description');
    expect(body).toMatchObject({
      id_service_type: 2,
      location_id: 77,
      level: 2,
      days_services: 1,
      start_date_inactivity: null,
      end_date_inactivity: null,
    });
  });

  it('omits the code when empty so the server generates one', () => {
    expect(formToBody({ ...emptyServiceForm(), name_en: 'X', id_service_type: 7 })).not.toHaveProperty('code');
  });

  it('keeps a Spanish-only description by also sending it as English', () => {
    const body = formToBody({ ...emptyServiceForm(), name_en: 'X', id_service_type: 7, description_es: 'Hola' });
    expect(body.description).toEqual({ en: 'Hola', es: 'Hola' });
  });

  it('turns rate lines into the contract: decimal string costs, integers, nulls for empty capacity', () => {
    const body = formToBody({
      ...emptyServiceForm(),
      name_en: 'H',
      id_service_type: 2,
      rate_lines: [
        line({ unit_cost: 95, min_pax: '2', capacity: '' }),
        line({ id: 9, unit_cost: '80,25', capacity: 4 }),
      ],
    });
    expect(body.rate_lines).toEqual([
      {
        sales_manual_id: 1,
        season_from: '2026-01-01',
        season_to: '2026-06-30',
        min_pax: 2,
        max_pax: 99,
        id_room_type: 2,
        level: 1,
        basis: 'per_room',
        unit_cost: '95',
        currency_id: 1,
        capacity: null,
        supplier_id: null,
        age_bands: [],
      },
      {
        id: 9,
        sales_manual_id: 1,
        season_from: '2026-01-01',
        season_to: '2026-06-30',
        min_pax: 1,
        max_pax: 99,
        id_room_type: 2,
        level: 1,
        basis: 'per_room',
        unit_cost: '80.25',
        currency_id: 1,
        capacity: 4,
        supplier_id: null,
        age_bands: [],
      },
    ]);
  });

  it('drops a room type from lines that are not per-room or not for a hotel', () => {
    const excursion = formToBody({
      ...emptyServiceForm(),
      name_en: 'E',
      id_service_type: 7,
      rate_lines: [line({ basis: 'per_person', id_room_type: 2 })],
    });
    expect(excursion.rate_lines[0]!.id_room_type).toBeNull();
  });

  it('closes an open-ended inactivity period on its first day', () => {
    const body = formToBody({
      ...emptyServiceForm(),
      name_en: 'X',
      id_service_type: 7,
      inactivity_from: '2026-02-01',
      inactivity_to: null,
    });
    expect([body.start_date_inactivity, body.end_date_inactivity]).toEqual(['2026-02-01', '2026-02-01']);
  });
});

describe('serviceToForm', () => {
  it('reads translations, the country from the location code and the rate lines', () => {
    const detail = {
      id: 5,
      code: 'SVC00005',
      name: { id: 5, value: 'Casa', translate: [{ id: 5, value: 'Casa ES', lang: 'es' }] },
      name_translations: { en: 'Casa', es: 'Casa ES' },
      description_translations: { en: 'Nice' },
      name_type_service: { id: 2, service_type_name: 'Accommodation' },
      id_service_type: 2,
      level: 3,
      category: { id: 4, name: 'Hotel', acronym: 'HTL' },
      // As the answer lists places: country first, the service's own place last.
      location: [
        { id: 1, location_name: 'Peru', location_code: 'PE', parent: null },
        { id: 88, location_name: 'Cusco', location_code: 'PE-CUS-cusco', parent: 1 },
      ],
      description: { id: 5, value: 'Nice', translate: [] },
      notes: { id: 5, value: '', translate: [] },
      recommendations: { id: 5, value: '', translate: [] },
      day: '1',
      days: 1,
      days_services: [{ day: 1 }],
      start_date: '',
      end_date: '',
      num_pax: 1,
      status: 1,
      visible: 1,
      start_date_inactivity: '',
      end_date_inactivity: '',
      service_price: [],
      prices_costs_margins: {
        price: null,
        price_unit: null,
        cost: null,
        cost_unit: null,
        risk_price: 0,
        num_pax: 1,
        currency: { id: null, currency_sign: '' },
        service_price: [],
        service_supplier: [],
      },
      room: [],
      supplier_service: [],
      price_service_sm: [],
      images: ['https://x/a.jpg'],
      amenities: ['Wi-Fi'],
      images_full: [
        { id: 'https://x/a.jpg', thumbnail_350X240: 'https://x/a.jpg', thumbnail_1200X725: 'https://x/a.jpg' },
      ],
      tag_ids: [3],
      suppliers: [{ id: 7, code: 'S', name: 'S' }],
      rate_lines: [
        {
          id: 40,
          sales_manual_id: 1,
          season_from: '2026-01-01',
          season_to: '2026-05-31',
          min_pax: 1,
          max_pax: 99,
          id_room_type: 1,
          level: 3,
          basis: 'per_room',
          unit_cost: '81.0000',
          currency_id: 1,
          capacity: null,
          supplier_id: 7,
          age_bands: [
            { min_age: 3, max_age: 11, unit_cost: '30.0000' },
            { min_age: 0, max_age: 2, percentage: 0 },
          ],
        },
      ],
    } satisfies ServiceDetail;
    const form = serviceToForm(detail);
    expect(form).toMatchObject({
      name_en: 'Casa',
      name_es: 'Casa ES',
      description_en: 'Nice',
      country: 'PE',
      location_id: 88,
      category_id: 4,
      level: 3,
      supplier_ids: [7],
      tag_ids: [3],
      amenities: ['Wi-Fi'],
    });
    expect(formToBody(form).amenities).toEqual(['Wi-Fi']);
    expect(form.rate_lines[0]).toMatchObject({
      key: 'line-40',
      id: 40,
      unit_cost: '81.00',
      capacity: '',
      id_room_type: 1,
      age_bands: '0-2 free; 3-11 30.00',
    });
    // Round trip: what was loaded is what is sent back.
    expect(formToBody(form).rate_lines[0]).toMatchObject({
      id: 40,
      unit_cost: '81.00',
      capacity: null,
      id_room_type: 1,
      supplier_id: 7,
      age_bands: [
        { min_age: 0, max_age: 2, percentage: 0 },
        { min_age: 3, max_age: 11, unit_cost: '30.00' },
      ],
    });
  });
});

describe('server errors', () => {
  it('maps rate line paths to rows and the rest to fields', () => {
    const error = {
      body: {
        details: [
          { path: 'body.rate_lines.3', message: 'seasons overlap' },
          { path: 'body.rate_lines.3.unit_cost', message: 'must be an amount' },
          { path: 'body.name.en', message: 'is required' },
          { path: 'body.end_date_inactivity', message: 'must be a date' },
        ],
      },
    };
    expect(mapServerErrors(errorDetails(error))).toEqual({
      rows: { 3: ['Seasons overlap', 'Must be an amount'] },
      fields: { name_en: 'Is required', inactivity_from: 'Must be a date' },
    });
  });

  it('reads nothing from an error without details', () => {
    expect(errorDetails(new Error('x'))).toEqual([]);
  });
});

describe('tidyAmount', () => {
  it('shows the database amounts with two places unless more are real', () => {
    expect(['122.4000', '95.0000', '12.3456', '7.5', '80', '0.0000', ''].map(tidyAmount)).toEqual([
      '122.40',
      '95.00',
      '12.3456',
      '7.50',
      '80',
      '0.00',
      '',
    ]);
    expect(tidyAmount(undefined)).toBe('');
  });
});
