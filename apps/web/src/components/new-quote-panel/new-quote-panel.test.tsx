import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { newQuoteBody } from './quote-api';
import { NewQuotePanel } from './new-quote-panel';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const TEMPLATE = '31c0ffee-5a1d-4b2e-9f3c-8d7e6a5b4c31';
const CREATED = '77a1b2c3-d4e5-4f60-8172-93a4b5c6d777';

const template = {
  id: TEMPLATE,
  uuid: TEMPLATE,
  code: 'I00-MOD1',
  title: 'Sacred Valley 2 days (module)',
  client: null,
  itinerary_type_id: 3,
  user: null,
  num_pax: 2,
  num_day: 2,
  start_date: null,
  end_date: null,
  created_date: '2026-01-26',
  status: { id: 7, name: 'Ready to Publish' },
  statusesOptions: [],
  isDeleting: false,
  isShared: false,
};
const listAnswer = (rows: unknown[]) => ({
  data: rows,
  meta: { total: rows.length, per_page: 30, current_page: 1, last_page: 1 },
  links: { prev: null, next: null },
  queue: { exporting: [], deleting: [], refreshing: [] },
  statuses: {},
});

let calls: Call[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
    const body = method === 'POST' ? { data: { id: CREATED } } : listAnswer([template]);
    return new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openPanel() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <NewQuotePanel opened onClose={() => undefined} /> },
      { path: '/quote/basic-info', element: <p>quote workspace</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

describe('the new-quote side panel', () => {
  it('offers SCRATCH, MODULE and EXAMPLE ITINERARIES', () => {
    openPanel();
    expect(
      screen
        .getAllByRole('radio')
        .slice(0, 3)
        .map((r) => r.querySelector('p:nth-of-type(1)')?.textContent),
    ).toEqual(['SCRATCH', 'MODULE', 'EXAMPLE ITINERARIES']);
  });

  it('creates an empty quote from scratch and opens it', async () => {
    const at = openPanel();
    fireEvent.click(screen.getByRole('button', { name: /create quote/i }));
    await waitFor(() => expect(at()).toBe(`/quote/basic-info?itinerary=${CREATED}`));
    expect(calls).toEqual([{ method: 'POST', url: '/tenant/itinerary', body: {} }]);
  });

  it('starts a quote from the chosen module once it has a start date, with a title and party of its own', async () => {
    const at = openPanel();
    fireEvent.click(screen.getByRole('radio', { name: /MODULE/ }));
    const create = screen.getByRole('button', { name: /create quote/i });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: /Sacred Valley 2 days/ }));
    // Decision 0041: the template's kind marker is not the quote's title; its party is the quote's.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Sacred Valley 2 days');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Passengers/ }).value).toBe('2');
    // Without a start date the quote would have no dates to price: it is asked first.
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Passengers/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /Start date/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^15 / }));
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(at()).toBe(`/quote/basic-info?itinerary=${CREATED}`));
    expect(calls[0]!.url).toContain('type=3');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        url: '/tenant/itinerary',
        body: {
          from_template: TEMPLATE,
          title: 'Sacred Valley 2 days',
          start_date: expect.stringMatching(/-15$/),
          num_pax: 3,
        },
      },
    ]);
  }, 30_000);
});

describe('the new quote body', () => {
  it('leaves out what is blank, so the server applies the defaults', () => {
    expect(newQuoteBody({ title: '   ' })).toEqual({});
    expect(newQuoteBody({ title: ' Peru for two ' })).toEqual({ title: 'Peru for two' });
    expect(newQuoteBody({ templateId: TEMPLATE, startDate: '2027-03-01' })).toEqual({
      from_template: TEMPLATE,
      start_date: '2027-03-01',
    });
    expect(newQuoteBody({ templateId: TEMPLATE, startDate: '2027-03-01', numPax: 4 })).toMatchObject({ num_pax: 4 });
    expect(newQuoteBody({ templateId: null, startDate: null, numPax: null })).toEqual({});
  });
});
