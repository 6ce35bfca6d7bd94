import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Day, QuoteId } from '@itinera/domain/contracts';
import { DayEditorModal } from './day-editor-modal';

afterEach(cleanup);

const KEY = '0b6f4e2c-1a2b-4c3d-8e9f-0123456789ab';
const library = `/tenant/assets/thumbnail/${KEY}`;
const text = (value: string) => ({ id: 0, value, translate: [] });
const day: Day = {
  id: 101,
  itinerary_id: 1,
  start_day: 1,
  start_date: '2027-04-03',
  end_date: '2027-04-03',
  order: 0,
  duration: 1,
  title: text('Arrival in Cusco'),
  description: text(''),
  location: [],
  overnight_location_id: null,
  overnight_location_name: null,
  meals: { breakfast: false, lunch: false, dinner: false },
  images: ['https://pics.example/cusco.jpg', library],
  images_full: [],
  services: [],
  entity_uuid: null,
};
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MantineProvider>{children}</MantineProvider>
  </QueryClientProvider>
);

describe('the day editor', () => {
  it("shows the day's pictures with the library picker and saves the ones kept, the cover first", async () => {
    const onSave = vi.fn(async () => true);
    render(<DayEditorModal quoteId={'q' as QuoteId} day={day} onClose={() => undefined} onSave={onSave} />, {
      wrapper: wrap,
    });
    expect(screen.getByAltText('Picture 2').getAttribute('src')).toBe(`${library}?size=350X240`);
    expect(screen.getByRole('button', { name: 'Add pictures' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make picture 2 the cover' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save day' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(day, expect.objectContaining({ title: 'Arrival in Cusco', images: [library] }));
  });
});
