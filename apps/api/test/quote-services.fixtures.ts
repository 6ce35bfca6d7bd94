import { COST_FIELDS } from '@itinera/domain';
import type { TestContext } from './helper';
import { createQuote } from './quotes.fixtures';

// Shared by the quote-services test files: catalogue look-ups, a quote with services, and the
// recursive check that an answer carries no cost field anywhere.

export type Headers = Record<string, string>;

export async function catalogueId(ctx: TestContext, headers: Headers, name: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/tenant/services?name=${encodeURIComponent(name)}`,
    headers,
  });
  const id = res.json().data?.[0]?.id as number | undefined;
  if (!id) throw new Error(`no catalogue service named ${name}`);
  return id;
}

/** The first client contract and the Cusco hotel, tour and transfer the pricing tests place on it. */
export async function cuscoCatalogue(ctx: TestContext, headers: Headers) {
  const contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', headers)).json().data[0].id as number;
  const cat = {
    tour: await catalogueId(ctx, headers, 'cusco city tour'),
    hotel: await catalogueId(ctx, headers, 'Casa Andina Standard'),
    transfer: await catalogueId(ctx, headers, 'transfer Cusco airport'),
  };
  return { contract, cat };
}

export function inject(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/**
 * POST /tenant/itinerary/{uuid}/services/move as the Itinerary tab sends it (one batch): the
 * services moved by `days` (a day on, or back with -1); any answer but 200 throws with its body.
 */
export async function moveByADay<T = unknown>(
  ctx: TestContext,
  headers: Headers,
  uuid: string,
  services: number[],
  days = 1,
): Promise<T> {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/services/move?cur_step=1&last_step=1`, headers, {
    days_to_move: days,
    services,
    last_batch: true,
  });
  if (res.statusCode !== 200) throw new Error(`move failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A quote of the Andean client (its contract prices it) with the given services added. */
export async function quoteWith(
  ctx: TestContext,
  headers: Headers,
  body: Record<string, unknown>,
  services: Record<string, unknown>[],
) {
  const quote = await createQuote(ctx, headers, body);
  if (!services.length) return { quote, answer: undefined };
  const res = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, headers, { services });
  if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return { quote, answer: res.json() };
}

/** Every path in `value` whose key is a cost field (cost, margin, total_cost, ...). */
export function costPaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => costPaths(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(COST_FIELDS.has(k) ? [`${path}.${k}`] : []),
    ...costPaths(v, `${path}.${k}`),
  ]);
}
