import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ServiceDetail, ServiceRateLine } from '../api/get-service';
import { ServiceEditorForm } from './service-editor-form';

// The catalogue editor shows the write API's own refusals before sending anything (decisions 0056 and 0057): the
// sections a type requires (spec 02 §3, item 4) and a package room's night count (spec 02 §5, item 3).

beforeAll(() => {
  // The editor's autosizing text boxes listen to font loading, which happy-dom does not have.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi() {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method && init.method !== 'GET') writes.push(`${init.method} ${url}`);
      const body = { data: [], meta: { total: 0, per_page: 100, current_page: 1, last_page: 1 }, links: {} };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return writes;
}

const roomLine = (id: number, patch: Partial<ServiceRateLine> = {}): ServiceRateLine => ({
  id,
  sales_manual_id: 1,
  season_from: '2026-01-01',
  season_to: '2026-12-31',
  min_pax: 1,
  max_pax: 99,
  id_room_type: 2,
  level: 0,
  basis: 'per_room',
  unit_cost: '100.0000',
  currency_id: 1,
  capacity: null,
  supplier_id: null,
  age_bands: [],
  ...patch,
});

const detail = (patch: Partial<ServiceDetail>): ServiceDetail =>
  ({
    id: 51,
    code: 'SVC00051',
    name: { id: 51, value: 'Zafiro Lodge', translate: [] },
    name_translations: { en: 'Zafiro Lodge' },
    description: { id: 51, value: '', translate: [] },
    id_service_type: 2,
    level: 0,
    category: null,
    location: [{ id: 9, location_name: 'Cusco', location_code: 'PE-CUS-cusco', parent: null }],
    location_id: 9,
    images: [],
    amenities: [],
    days: 1,
    start_date_inactivity: '',
    end_date_inactivity: '',
    tag_ids: [],
    suppliers: [],
    rate_lines: [roomLine(1)],
    ...patch,
  }) as ServiceDetail;

function show(service: ServiceDetail) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ServiceEditorForm
          service={service}
          readOnly={false}
          onClose={() => {}}
          onCancel={() => {}}
          onDirtyChange={() => {}}
          onNestedChange={() => {}}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the catalogue service editor', () => {
  it('refuses to save an accommodation without amenities, naming the field, and sends nothing', async () => {
    const writes = stubApi();
    show(detail({}));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An accommodation needs its amenities: list at least one.')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('shows a transfer without a place the same field error as the API', async () => {
    const writes = stubApi();
    show(
      detail({
        id_service_type: 5,
        location: [],
        location_id: null,
        rate_lines: [roomLine(1, { basis: 'per_person', id_room_type: null })],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A transfer needs a location.')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("names a package room sold for other nights than the package's with the spec's message", async () => {
    stubApi();
    // Three days are two nights on a quote: a room sold for three nights cannot be part of it.
    show(
      detail({
        id_service_type: 9,
        days: 3,
        rate_lines: [roomLine(1, { nights: 2 }), roomLine(2, { id_room_type: 1, nights: 3 })],
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: /Rates/ }));
    expect((await screen.findByLabelText('Nights, line 1')).getAttribute('value')).toBe('2');
    const problems = await screen.findByLabelText('Problems of line 2');
    expect(problems.textContent).toContain("Package services need nights equal to the room's night quantity.");
    expect(screen.queryByLabelText('Problems of line 1')).toBeNull();
  });
});
