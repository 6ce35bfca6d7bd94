import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId, quoteResponseSchema, quoteStatusResponseSchema } from '@itinera/domain/contracts';
import { http, HttpError } from '../../lib/http';
import { notifyWidgetError } from '../../lib/notify';
import { QUOTES_KEY, quoteKey } from '../../lib/quote-keys';

// Types from the shared zod contracts; `import type` keeps zod out of the quotes list's bundle.
export type QuoteStatusChange = ReturnType<(typeof quoteStatusResponseSchema)['parse']>;
type QuoteResponse = ReturnType<(typeof quoteResponseSchema)['parse']>;

export interface StatusMove {
  id: QuoteId;
  status: number;
  /** Leaving Confirmed while suppliers hold bookings: the person chose to keep them (decisions 0058, 0059 and 0060). */
  keepBookings?: boolean;
  /** Why a sold (Confirmed) quote is re-opened: the server requires it then (issue 48, docs/decisions/issues.md). */
  reason?: string;
}

/** POST /tenant/itinerary/status/:id/:status: the answer holds the quote, its next statuses and, when prices lock or unlock, a message. */
export const changeQuoteStatus = ({ id, status, keepBookings, reason }: StatusMove) =>
  http<QuoteStatusChange>(`/tenant/itinerary/status/${id}/${status}`, {
    method: 'POST',
    ...(keepBookings || reason
      ? { body: { id, status, ...(keepBookings ? { keep_bookings: true } : {}), ...(reason ? { reason } : {}) } }
      : {}),
  });

/** The bookings a refused re-opening names (409 with `bookings`): shown before asking again. */
export interface HeldBookings {
  message: string;
  bookings: { service: string; supplier: string; state: string; reference: string | null }[];
}

export function heldBookingsOf(error: unknown): HeldBookings | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body as { message?: string; bookings?: HeldBookings['bookings'] } | null;
  return body?.bookings?.length ? { message: body.message ?? '', bookings: body.bookings } : null;
}

/** The status change from any screen: an open quote takes the answer at once, every quote list refetches. */
export function useChangeQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuoteStatus,
    // Held bookings open a dialog instead of a toast (quote-status-control.tsx); other errors toast.
    meta: { handlesError: true },
    onError: (error) => {
      if (!heldBookingsOf(error)) notifyWidgetError(error);
    },
    onSuccess: (answer, { id }) =>
      queryClient.setQueryData<QuoteResponse>(quoteKey(id), (old) =>
        old ? { ...old, data: answer.itinerary, statuses: answer.statuses } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
