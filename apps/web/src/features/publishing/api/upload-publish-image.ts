import { useMutation } from '@tanstack/react-query';
import type { ImageSlot } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { PublishImage } from './types';

/** POST /tenant/itinerary/publish/images/{uuid} (multipart): one image for a slot, answered with its thumbnails. */
export function uploadPublishImage(quoteId: QuoteId, slot: ImageSlot, file: File) {
  const form = new FormData();
  form.append('type', slot);
  form.append('file', file);
  return http<PublishImage>(`/tenant/itinerary/publish/images/${quoteId}`, {
    method: 'POST',
    query: { type: slot },
    body: form,
  });
}

export const useUploadPublishImage = (quoteId: QuoteId) =>
  useMutation({
    meta: { handlesError: true },
    mutationFn: ({ slot, file }: { slot: ImageSlot; file: File }) => uploadPublishImage(quoteId, slot, file),
  });
