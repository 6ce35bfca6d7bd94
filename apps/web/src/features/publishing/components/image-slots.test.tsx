import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IMAGE_SLOTS, type ImageSlot } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import type { PublishImage } from '../api/types';
import { ImageSlots } from './image-slots';

// The publish configuration's image slots choose from the library with the shared picker (decision 0063).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = '0b6f4e2c-1a2b-4c3d-8e9f-0123456789ab';
const ref = `/tenant/assets/thumbnail/${KEY}`;
const asset = {
  id: 7,
  key: KEY,
  ref,
  name: 'Machu Picchu at dawn',
  path: '/PE',
  thumbnail_350X240: `${ref}?size=350X240`,
  thumbnail_1200X725: `${ref}?size=1200X725`,
  category: 1,
  alt: '',
  credit: '',
  tags: [],
  width: 1600,
  height: 1000,
  bytes: 1000,
  format: 'jpeg',
  created_at: '2026-01-01T00:00:00Z',
  created_by: null,
  editable: true,
};
const slotImage: PublishImage = {
  id: 41,
  name: 'Machu Picchu at dawn',
  thumbnail_350X240: `${ref}?size=350X240`,
  thumbnail_1200X725: `${ref}?size=1200X725`,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const empty = Object.fromEntries(IMAGE_SLOTS.map((s) => [s, []])) as unknown as Record<ImageSlot, PublishImage[]>;

function Slots() {
  const [images, setImages] = useState(empty);
  return <ImageSlots quoteId={'q-1' as QuoteId} images={images} onChange={setImages} />;
}
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MantineProvider>{children}</MantineProvider>
  </QueryClientProvider>
);

describe('the image slots', () => {
  it('puts the picture chosen in the library into the cover slot, then removes it', async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = String(input);
        if (init.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          return json(slotImage, 201);
        }
        if (url.includes('/tenant/assets/folders')) return json({ data: [] });
        return json({ data: [asset], meta: { current_page: 1, last_page: 1, total: 1 } });
      }),
    );
    render(<Slots />, { wrapper: wrap });
    const cover = screen.getByTestId('image-slot-cover_page');
    fireEvent.click(within(cover).getByRole('button', { name: 'Choose a cover picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Machu Picchu at dawn' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(within(cover).getByAltText('Machu Picchu at dawn')).toBeTruthy());
    expect(posts).toEqual([
      {
        url: expect.stringMatching(/\/tenant\/itinerary\/publish\/images\/q-1\/library$/),
        body: { type: 'cover_page', image: ref },
      },
    ]);
    expect(within(cover).getByAltText('Machu Picchu at dawn').getAttribute('src')).toBe(`${ref}?size=350X240`);
    fireEvent.click(within(cover).getByRole('button', { name: 'Remove Machu Picchu at dawn' }));
    expect(within(cover).queryByAltText('Machu Picchu at dawn')).toBeNull();
  });
});
