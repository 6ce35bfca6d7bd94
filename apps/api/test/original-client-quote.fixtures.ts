import { expect } from 'vitest';
import type { TestContext } from './helper';
import { quoteForm } from './original-client';
import { inject, type Headers } from './quote-services.fixtures';

// The quote the contract tests build as the original client builds it (I5, then S2): four days,
// July 1–4 2026, two travellers, every key its basic-info form sends. One home for it, so a
// change of the form's keys is made once (docs/domain/original-client.md#calls-and-where-they-are-served).

const STEPS = 'cur_step=1&last_step=1';

/** The I5 form of the four-day quote; `fields` name the client and override any key. */
export const fourDayForm = (fields: Record<string, unknown> & { title: string; client_id: number }) =>
  quoteForm({
    contract_id: null,
    start_date: '2026-07-01',
    end_date: '2026-07-04',
    num_pax: 2,
    num_day: 4,
    trip_type: 1,
    version: 1,
    quote_creation: new Date().toISOString(),
    checkboxGroup: false,
    description: { id: null, value: null },
    ...fields,
  });

/** I5 with that form: the new quote's uuid, once the answer is a 201 without `messages[0].errors`. */
export async function createFourDayQuote(
  ctx: TestContext,
  headers: Headers,
  fields: Parameters<typeof fourDayForm>[0],
): Promise<string> {
  const res = await inject(ctx, 'POST', `/tenant/itinerary?${STEPS}`, headers, fourDayForm(fields));
  expect(res.statusCode, res.body.slice(0, 400)).toBe(201);
  expect(res.json().messages[0].errors).toBeUndefined();
  return res.json().messages[0].itinerary as string;
}

/**
 * S2 as the day screen sends it: a catalogue service per row, on its day (`'1-4'` for a stay), in
 * order; a row's other keys are sent as given.
 */
export async function addServicesAsClient(
  ctx: TestContext,
  headers: Headers,
  uuid: string,
  rows: ({ service: number; day: number | string } & Record<string, unknown>)[],
) {
  const body = rows.map((row, i) => ({
    id: null,
    passengers: '{}',
    images: '{}',
    visible: 1,
    optional: 0,
    order: i + 1,
    ...row,
  }));
  const res = await inject(
    ctx,
    'POST',
    `/tenant/itinerary/services/${uuid}?${STEPS}&calculate_prices=1&sm=`,
    headers,
    body,
  );
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res;
}
