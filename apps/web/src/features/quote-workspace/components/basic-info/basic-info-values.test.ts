import { describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { quoteToValues, toUpdateBody, tripDays, validateBasicInfo, type BasicInfoValues } from './basic-info-values';

const quote = {
  id: '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c07',
  version: 3,
  title: { id: 7, value: 'Southern Peru discovery' },
  description: { id: 7, value: 'Day 1: Lima.' },
  client_id: 1,
  contract_id: 2,
  start_date: '2027-06-12',
  end_date: '2027-06-26',
  num_pax: 4,
  language_id: 1,
  currency_id: 2,
  location: [{ id: 173, location_name: 'Peru', location_code: 'PE' }],
  tags: [{ id: 9, name: 'Family' }],
  room_preferable_dist: [
    { id_room_type: 2, qty: 1, max_pax: 2, name: 'Double' },
    { id_room_type: 1, qty: 2 },
  ],
} as unknown as QuoteDetail;

const values = (patch: Partial<BasicInfoValues> = {}): BasicInfoValues => ({ ...quoteToValues(quote), ...patch });

describe('basic information form values', () => {
  it('reads a quote into the form, with every standard room type in SGL, DBL, TWI, TRP, QUA order', () => {
    const v = quoteToValues(quote);
    expect(v).toMatchObject({
      version: 3,
      title: 'Southern Peru discovery',
      client_id: '1',
      contract_id: '2',
      dates: ['2027-06-12', '2027-06-26'],
      num_pax: 4,
      language_id: '1',
      currency_id: '2',
      location_ids: [173],
      tag_ids: [9],
    });
    expect(v.rooms.map((r) => [r.id_room_type, r.qty])).toEqual([
      [1, 2],
      [2, 1],
      [3, 0],
      [4, 0],
      [5, 0],
    ]);
  });

  it('reads a stored version (I3 answers it in the detail shape) like the quote', () => {
    const v = quoteToValues({
      ...quote,
      version: 1,
      title: { id: 7, value: 'Old title', translate: [] },
      contract_id: null,
      end_date: '2027-06-20',
      num_pax: 2,
      location: [
        { id: 5, location_name: 'Cusco', location_code: 'PE-CUS' },
        { id: 6, location_name: 'Lima', location_code: 'PE-LIM' },
      ],
      room_preferable_dist: [{ id_room_type: 2, qty: 1 }],
    } as unknown as QuoteDetail);
    expect(v).toMatchObject({
      version: 1,
      title: 'Old title',
      contract_id: null,
      dates: ['2027-06-12', '2027-06-20'],
      num_pax: 2,
      location_ids: [5, 6],
    });
    expect(v.rooms.find((r) => r.id_room_type === 2)!.qty).toBe(1);
  });

  it('sends the PUT body with the version it was based on, numbers for ids and only the rooms picked', () => {
    const body = toUpdateBody(
      values({
        title: '  New title ',
        rooms: [
          { id_room_type: 1, qty: 0 },
          { id_room_type: 2, qty: 2 },
          { id_room_type: 4, qty: '' },
        ],
      }),
    );
    expect(body).toEqual({
      version: 3,
      title: 'New title',
      client_id: 1,
      contract_id: 2,
      start_date: '2027-06-12',
      end_date: '2027-06-26',
      num_pax: 4,
      room_preferable_dist: [{ id_room_type: 2, qty: 2 }],
      language_id: 1,
      currency_id: 2,
      location_ids: [173],
      tag_ids: [9],
      description: 'Day 1: Lima.',
      itinerary_public: 0,
    });
    expect(toUpdateBody(values({ shared: true })).itinerary_public).toBe(1);
  });

  it('clears the client, contract and dates as nulls', () => {
    expect(toUpdateBody(values({ client_id: null, contract_id: null, dates: [null, null] }))).toMatchObject({
      client_id: null,
      contract_id: null,
      start_date: null,
      end_date: null,
    });
  });

  it('counts the days of the trip with both ends included', () => {
    expect(tripDays(['2027-06-12', '2027-06-26'])).toBe(15);
    expect(tripDays(['2027-06-12', '2027-06-12'])).toBe(1);
    expect(tripDays(['2027-06-12', null])).toBeNull();
  });

  it('accepts a complete form', () => {
    expect(validateBasicInfo(values())).toEqual({});
  });

  it('explains each invalid field', () => {
    const errors = validateBasicInfo(
      values({ title: '  ', dates: ['2027-06-12', null], num_pax: 0, language_id: null, currency_id: null }),
    );
    expect(errors).toEqual({
      title: 'Give the quote a title',
      dates: 'Pick the last day of the trip too',
      num_pax: 'At least 1 passenger',
      language_id: 'Pick the language of the quote',
      currency_id: 'Pick the currency of the quote',
    });
    expect(validateBasicInfo(values({ num_pax: 501 })).num_pax).toBe('At most 500 passengers');
    expect(validateBasicInfo(values({ num_pax: 2.5 })).num_pax).toBe('At least 1 passenger');
  });

  it('refuses more rooms than the passengers fill', () => {
    // 4 pax: 2 DBL already hold everyone, so no single room fits next to them… and vice versa.
    const rooms = [
      { id_room_type: 1, qty: 4 },
      { id_room_type: 2, qty: 2 },
      { id_room_type: 3, qty: 0 },
      { id_room_type: 4, qty: 0 },
      { id_room_type: 5, qty: 0 },
    ];
    expect(validateBasicInfo(values({ num_pax: 4, rooms }))).toEqual({ 'rooms.1.qty': 'No DBL room fits' });
    expect(validateBasicInfo(values({ num_pax: 3, rooms: [{ id_room_type: 1, qty: 5 }] }))).toEqual({
      'rooms.0.qty': 'At most 3',
    });
  });
});
