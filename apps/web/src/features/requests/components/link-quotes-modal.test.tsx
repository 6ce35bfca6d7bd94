import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestRow } from '../api/list-requests';
import { LinkQuotesModal } from './link-quotes-modal';

const quote = (id: number, code: string, title: string) => ({
  id,
  uuid: `u${id}`,
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

const request: RequestRow = {
  id: 9,
  code: 'FABC',
  title: 'Smith family',
  client: { id: 4, name: 'Andean Trails' },
  user: null,
  stage: { id: 1, name: 'In Preparation' },
  creation: '2026-01-01',
  quotes_number: 1,
  items: [{ id: 1, title: 'Peru classic', status: { id: 1, name: 'In Preparation' } }],
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
  const entities = (JSON.parse(String(init?.body)) as { entities: number[] }).entities;
  return new Response(JSON.stringify({ data: { ...request, quotes_number: entities.length } }), { status: 200 });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the link quotes modal', () => {
  it("searches the request's client's quotes and saves the FULL linked list", async () => {
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
    const post = fetch.mock.calls.find(([url]) => url === '/tenant/files/9/quotes')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ entities: [1, 2] });
  });
});
