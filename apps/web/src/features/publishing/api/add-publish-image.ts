import { useMutation } from '@tanstack/react-query';
import type { ImageSlot } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { PublishImage } from './types';

/** POST /tenant/itinerary/publish/images/{uuid}/library: a library picture for a slot, answered with its thumbnails. */
export const addPublishImage = (quoteId: QuoteId, slot: ImageSlot, image: string) =>
  http<PublishImage>(`/tenant/itinerary/publish/images/${quoteId}/library`, {
    method: 'POST',
    body: { type: slot, image },
  });

export const useAddPublishImage = (quoteId: QuoteId) =>
  useMutation({
    meta: { handlesError: true },
    mutationFn: ({ slot, image }: { slot: ImageSlot; image: string }) => addPublishImage(quoteId, slot, image),
  });
