import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestRow } from '../api/list-requests';
import { LinkQuotesModal } from './link-quotes-modal';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const quote = (id: number, code: string, title: string) => ({
  id,
  uuid: uuid(id),
  code,
  title,
  client: { id: 4, name: 'Andean Trails' },
  itinerary_type_id: 1,
  user: null,
  num_pax: 2,
  num_day: 5,
  start_date: '2027-03-01',
  end_date: '2027-03-05',
  created_date: '2026-01-01',
  status: { id: 1, name: 'In Preparation' },
  statusesOptions: [],
  isDeleting: false,
  isShared: false,
});

const REQUEST_UUID = '11111111-1111-4111-8111-111111111111';
const request: RequestRow = {
  id: REQUEST_UUID,
  code: 'FABC',
  title: 'Smith family',
  client: { id: 4, name: 'Andean Trails' },
  contract: { id: null, name: '' },
  stage: { id: 1, name: 'In Preparation' },
  tags: [],
  user: null,
  quotes_number: 1,
  creation: '2026-01-01',
  items: [
    {
      id: uuid(1),
      code: 'I04-AAA',
      title: 'Peru classic',
      client: { id: 4, name: 'Andean Trails' },
      user: { id: null, name: '' },
      paxs: 2,
      start_date: '2027-03-01',
      end_date: '2027-03-05',
      creation: '2026-01-01',
      status: { id: 1, name: 'In Preparation' },
    },
  ],
};

function answer(url: string, init?: RequestInit) {
  if (url.startsWith('/tenant/itinerary')) {
    const list = {
      data: [quote(1, 'I04-AAA', 'Peru classic'), quote(2, 'I04-BBB', 'Amazon add-on')],
      meta: { total: 2, per_page: 100, current_page: 1, last_page: 1 },
      links: { prev: null, next: null },
      queue: { exporting: [], deleting: [], refreshing: [] },
      statuses: {},
    };
    return new Response(JSON.stringify(list), { status: 200 });
  }
  // R6 answers the bare request.
  const entities = (JSON.parse(String(init?.body)) as { entities: string[] }).entities;
  return new Response(JSON.stringify({ ...request, quotes_number: entities.length }), { status: 200 });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the link quotes modal', () => {
  it("searches the request's client's quotes and saves the FULL linked list of quote uuids", async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <LinkQuotesModal request={request} onClose={onClose} onEdit={() => undefined} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByText('Amazon add-on'));
    expect(screen.getByText('1 quote to link')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const [searchUrl] = fetch.mock.calls[0]!;
    expect(searchUrl).toContain('client=4');
    const post = fetch.mock.calls.find(([url]) => url === `/tenant/files/${REQUEST_UUID}/quotes`)!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ entities: [uuid(1), uuid(2)] });
  });
});
