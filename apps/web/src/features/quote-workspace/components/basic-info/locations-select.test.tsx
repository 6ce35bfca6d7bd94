import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LocationsSelect } from './locations-select';

// Decision 0058: a quote's places as saved (the detail knows their bare names) read with their region, so Lima the
// region and Lima the city are not two "Lima" chips.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const peru = { id: 173, location_name: 'Peru', location_code: 'PE' };
const rows: Record<string, unknown> = {
  264: {
    id: 264,
    location_name: 'Lima',
    location_code: 'PE-LIM',
    kind: 'destination',
    country_code: 'PE',
    parent: 173,
    parent_location: peru,
  },
  431: {
    id: 431,
    location_name: 'Lima',
    location_code: 'PE-LIM-LIMA',
    kind: 'city',
    country_code: 'PE',
    parent: 173,
    parent_location: { id: 264, location_name: 'Lima', location_code: 'PE-LIM' },
  },
};

describe("the quote's places", () => {
  it('show each saved place with its region, not its bare name', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const id = String(url).split('/tenant/locations/')[1]?.split('?')[0] ?? '';
      return new Response(JSON.stringify({ data: rows[id] }), {
        status: rows[id] ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <LocationsSelect
            label="Destinations"
            value={[264, 431]}
            onChange={() => {}}
            known={
              new Map([
                [264, 'Lima'],
                [431, 'Lima'],
              ])
            }
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('Lima, Peru')).toBeTruthy();
    expect(await screen.findByText('Lima, Lima region (PE)')).toBeTruthy();
  });
});
