import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  quoteDetailSchema,
  QuoteId,
  quoteListResponseSchema,
  quoteListRowSchema,
} from '@itinera/domain/contracts';
import { useNavigate } from 'react-router';
import { errorText, http, HttpError } from '../../lib/http';
import { QUOTES_KEY } from '../../lib/quote-keys';

// The calls every "start or find a quote" widget shares: the home search, the new-quote panel,
// the template screens. Types come from the shared zod contracts, without zod in the web app.

/** Same key as the quotes screen: a write anywhere refreshes every quote and template list. */
export { QUOTES_KEY };

export type ItineraryRow = ReturnType<(typeof quoteListRowSchema)['parse']>;
export type ItineraryList = ReturnType<(typeof quoteListResponseSchema)['parse']>;
type QuoteDetail = ReturnType<(typeof quoteDetailSchema)['parse']>;

/** Itinerary types (docs/domain/spec-sections.md#section-3-entities-and-their-fields): 1 quote, 2 example itinerary, 3 module, 4 experience. */
export type ItineraryType = 1 | 2 | 3 | 4;

/** The subset of GET /tenant/itinerary's query these widgets send. */
export interface ItineraryQuery {
  type?: ItineraryType;
  page?: number;
  limit: number;
  /** A search, the same text in both (lib/search-params.ts): the API matches the code or the title. */
  code?: string;
  title?: string;
  /** ISO country code. */
  country?: string;
  num_day?: number;
  /** `field.order` pairs joined by commas. */
  sort?: string;
}

/** Quotes the server is deleting stay on the quotes table (greyed, "Deleting…"); the widgets that open or copy one leave them out. */
export async function listItineraries(query: ItineraryQuery, signal?: AbortSignal): Promise<ItineraryList> {
  const answer = await http<ItineraryList>('/tenant/itinerary', { query: { ...query }, signal });
  return { ...answer, data: answer.data.filter((q) => !q.isDeleting) };
}

/** Where a quote (or a template) opens: its first tab. */
export const quotePath = (id: QuoteId) => `/quote/basic-info?itinerary=${id}`;

/** POST /tenant/itinerary: `{}` is an empty quote; `from_template` starts from a template (types 2–4). */
export interface NewQuoteBody {
  title?: string;
  from_template?: QuoteId;
  /** 'YYYY-MM-DD'; with a template the end date follows from the template's days. */
  start_date?: string;
  num_pax?: number;
}

/**
 * A refused create answers 200 with `messages[0].errors`, as the original client reads it (contract
 * I5), beside the standard error fields: it becomes the same error as a 4xx, with the server's sentence.
 */
export async function createQuote(body: NewQuoteBody): Promise<{ data: QuoteDetail }> {
  const answer = await http<{ data?: QuoteDetail; messages?: { errors?: unknown }[] }>('/tenant/itinerary', {
    method: 'POST',
    body,
  });
  if (answer.messages?.[0]?.errors !== undefined || !answer.data) throw new HttpError(422, errorText(answer), answer);
  return { data: answer.data };
}

/** Drops blank fields: the server fills the spec's defaults for whatever is left out. */
export function newQuoteBody(input: {
  title?: string | null;
  templateId?: QuoteId | null;
  startDate?: string | null;
  numPax?: number | null;
}): NewQuoteBody {
  const body: NewQuoteBody = {};
  const title = input.title?.trim();
  if (title) body.title = title;
  if (input.templateId) body.from_template = input.templateId;
  if (input.startDate) body.start_date = input.startDate;
  if (input.numPax) body.num_pax = input.numPax;
  return body;
}

/**
 * Creates the quote and opens it. A failure is the app's red toast (global mutation handler),
 * with the server's sentence.
 */
export function useCreateQuote(onCreated?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] });
      onCreated?.();
      void navigate(quotePath(data.id));
    },
  });
}
