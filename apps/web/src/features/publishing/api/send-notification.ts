import { useMutation } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

/** POST /tenant/itinerary/publish/notification/{uuid}: e-mails the live link to the quote's client contact. */
export const sendNotification = (quoteId: QuoteId) =>
  http<{ message: string }>(`/tenant/itinerary/publish/notification/${quoteId}`, { method: 'POST', body: {} });

export const useSendNotification = (quoteId: QuoteId) =>
  useMutation({ meta: { handlesError: true }, mutationFn: () => sendNotification(quoteId) });
