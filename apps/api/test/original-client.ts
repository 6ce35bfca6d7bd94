// The query strings the original client sends (docs/domain/original-client.md#quote-list-query),
// shared by the contract tests.

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

/** The headers the original client sends on an authenticated call (contract §1.2). */
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
