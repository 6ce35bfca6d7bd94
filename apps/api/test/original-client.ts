// What the original client sends and reads (docs/domain/original-client.md): its query strings,
// bodies and the answer shapes it relies on, shared by the contract tests.
import { expect } from 'vitest';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * I1 with every key the client always sends, unset ones empty and values not URL-encoded; with
 * `repeatPaging`, page and limit are sent a second time, as its cached calls do (§1.7).
 */
export const quoteListQuery = (set: Record<string, string> = {}, repeatPaging = false) =>
  Object.entries({
    page: '1',
    limit: '10',
    code: '',
    title: '',
    client: '',
    location: '',
    country: '',
    from: '',
    to: '',
    creation: '',
    status: '',
    type: '',
    filter: '',
    sort: '',
    num_day: '',
    tag: '',
    ...set,
  })
    .map(([k, v]) => `${k}=${v}`)
    .concat(repeatPaging ? [`page=${set.page ?? '1'}`, `limit=${set.limit ?? '10'}`] : [])
    .join('&');

/**
 * The I5 create body as the basic-info form sends it: an array of one form, the title as
 * {id, value}, every key present; answers the new quote's uuid (messages[0].itinerary).
 */
export const quoteForm = (fields: Record<string, unknown> & { title: string }) => [
  {
    id: null,
    currency_id: 1,
    language_id: 1,
    status: 1,
    itinerary_type_id: 1,
    location: [],
    tags: [],
    ...fields,
    title: { id: null, value: fields.title },
  },
];

/** The headers the original client sends on an authenticated call (original-client.md §1.2). */
export const originalClientHeaders = (signedIn: Record<string, string>) => ({
  ...signedIn,
  accept: 'application/json',
  'content-type': 'application/json',
  'cache-control': 'no-cache',
});

/** S9's keys, in the order the client always sends them (§6.1). */
const SERVICE_SEARCH_KEYS = [
  'page',
  'limit',
  'code',
  'name',
  'id_type_service',
  'category',
  'location',
  'country',
  'info',
  'contract',
  'contract_user',
  'from',
  'to',
  'sm',
  'itinerary_uuid',
  'num_pax',
  'calculate_prices',
];

/** S9's query: every key in the client's order, unset ones sent empty, values not URL-encoded. */
export const serviceSearchQuery = (set: Record<string, string>) =>
  SERVICE_SEARCH_KEYS.map((k) => `${k}=${set[k] ?? ''}`).join('&');

/**
 * The fields of a day object the client reads (§7.2), with their types: the day calls' answers
 * (D1–D8) and the `days` of the writes that answer them (S3, S7, I6).
 */
export function expectDayShape(day: Record<string, unknown>) {
  expect(day).toMatchObject({
    start_day: expect.any(Number),
    start_date: expect.stringMatching(ISO_DATE),
    end_date: expect.stringMatching(ISO_DATE),
    order: expect.any(Number),
    duration: 1,
    title: { id: expect.any(Number), value: expect.any(String), translate: [] },
    description: { id: expect.any(Number), value: expect.any(String), translate: [] },
    location: expect.any(Array),
    images: expect.any(Array),
    images_full: expect.any(Array),
    services: expect.any(Array),
  });
  expect(day.id === null || typeof day.id === 'number').toBe(true);
  expect(day.entity_uuid === null || typeof day.entity_uuid === 'string').toBe(true);
  for (const s of day.services as Record<string, unknown>[])
    expect(s).toEqual({ id: expect.any(Number), itinerary_service: s.id, order: expect.any(Number) });
}
