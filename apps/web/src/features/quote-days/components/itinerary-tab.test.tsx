import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Day, QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { ItineraryTab } from './itinerary-tab';

// The Itinerary tab against a stubbed server: the timeline from a D1 answer, a keyboard move to
// another day (services/move), a reorder within a day (D2), the NotFound state, the read-only view.

const UUID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const quote = {
  id: UUID,
  uuid: UUID,
  start_date: '2027-04-03',
  num_day: 4,
  version: 7,
  prices_locked: 0,
  status: { id: 1, name: 'In Preparation' },
  client: { id: 1, name: 'Andean', configuration: { date_format: 'DD/MM/YYYY' } },
  currency: { id: 1, currency_sign: '$' },
} as QuoteDetail;

const text = (value: string) => ({ id: 0, value, translate: [] });
const day = (n: number, title: string, serviceIds: number[]): Day => ({
  id: 100 + n,
  itinerary_id: 1,
  start_day: n,
  start_date: `2027-04-0${2 + n}`,
  end_date: `2027-04-0${2 + n}`,
  order: n - 1,
  duration: 1,
  title: text(title),
  description: text(n === 1 ? '<p>Meet the guide at the airport.</p>' : ''),
  location: [],
  overnight_location_id: n === 1 ? 9 : null,
  overnight_location_name: n === 1 ? 'Cusco' : null,
  meals: { breakfast: n > 1, lunch: false, dinner: n === 2 },
  images: [],
  images_full: [],
  services: serviceIds.map((id, order) => ({ id: 500 + id, itinerary_service: id, order })),
  entity_uuid: null,
});
const service = (id: number, dayText: string, name: string, extra: Partial<QuoteService> = {}) =>
  ({
    id,
    day: dayText,
    order: id,
    level: 0,
    optional: 0,
    visible: 1,
    id_service_type: 7,
    check_in: null,
    name: text(name),
    ...extra,
  }) as unknown as QuoteService;

const DAYS = [
  day(1, 'Arrival in Cusco', [1]),
  day(2, 'Sacred Valley', [2, 3]),
  day(3, '', []),
  day(4, 'Machu Picchu', [4]),
];
const SERVICES = [
  service(1, '1', 'Airport transfer', { id_service_type: 5, check_in: '09:30:00' }),
  service(2, '2', 'Pisac market tour', { level: 2 }),
  service(3, '2', 'Ollantaytambo lunch', { id_service_type: 6, optional: 1 }),
  service(4, '4', 'Machu Picchu guided visit', { visible: 0 }),
];

type Call = { method: string; url: string; body: unknown };
let calls: Call[];

function stubServer(daysAnswer: () => Response = () => json(DAYS)) {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.startsWith(`/tenant/itinerary/days/${UUID}`)) return daysAnswer();
    if (method === 'GET' && url.startsWith(`/tenant/itinerary/services/${UUID}`)) return json(SERVICES);
    if (method === 'GET' && url.startsWith(`/tenant/itinerary/${UUID}`))
      return json({ data: { ...quote, version: 8 } });
    if (url.includes('/services/move'))
      return json({ services: SERVICES, prices: [], itinerary: { ...quote, version: 8 } });
    if (method === 'POST' && url.startsWith(`/tenant/itinerary/days/${UUID}`)) return json(DAYS);
    return json({ errors: { data: 'not in this test' } }, 500);
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(props: { readOnly?: boolean; lockReason?: string | null; snapshot?: Record<string, unknown> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ItineraryTab
            quote={quote}
            readOnly={props.readOnly ?? false}
            lockReason={props.lockReason ?? null}
            snapshot={props.snapshot}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// happy-dom lays nothing out: every element gets a box from its place in the document, so the
// keyboard moves of dnd-kit (which look for the nearest box above or below) have something to go by.
// The dragged card's overlay sits where the card it follows sits.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const overlay = this.closest('[data-overlay]') ?? this.querySelector('[data-overlay]');
    const id = overlay?.getAttribute('data-service-id');
    const self = id ? (document.querySelector(`[data-service-id="${id}"]:not([data-overlay])`) ?? this) : this;
    const all = Array.from(document.body.querySelectorAll('*'));
    const top = all.indexOf(self) * 50;
    return { top, bottom: top + 40, left: 0, right: 300, width: 300, height: 40, x: 0, y: top, toJSON() {} } as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dayRegion = (n: number) => screen.getByRole('region', { name: `Day ${n}` });
const handle = (name: string) => screen.getByRole('button', { name: new RegExp(`^Move ${name}`) });

async function keyboardMove(name: string, keys: string[]) {
  const grip = handle(name);
  grip.focus();
  await act(async () => {
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await new Promise((r) => setTimeout(r, 20));
  });
  for (const code of keys) {
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? grip, { code, key: code });
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? grip, { code: 'Space', key: ' ' });
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('the Itinerary tab', () => {
  it('shows each day with its date, title, overnight place, meals and service cards', async () => {
    stubServer();
    show();
    expect(await screen.findByRole('heading', { name: 'Arrival in Cusco' })).toBeTruthy();
    const first = dayRegion(1);
    expect(within(first).getByText('Sat, 03/04/2027')).toBeTruthy();
    expect(within(first).getByText('Cusco')).toBeTruthy();
    expect(within(first).getByText('Meet the guide at the airport.')).toBeTruthy();
    expect(within(first).getByText('Airport transfer')).toBeTruthy();
    expect(within(first).getByText('09:30')).toBeTruthy();
    const second = dayRegion(2);
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Pisac market tour', 'Ollantaytambo lunch']);
    expect(within(second).getByText('Superior')).toBeTruthy();
    expect(within(second).getByText('Optional')).toBeTruthy();
    expect((within(second).getByRole('checkbox', { name: 'Dinner' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dayRegion(3)).getByText('Untitled day')).toBeTruthy();
    expect(within(dayRegion(3)).getByText('Free day: drop a service here.')).toBeTruthy();
    expect(within(dayRegion(4)).getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('4 days · 4 services')).toBeTruthy();
    // D1 asks for every day at once; the services come from the quote's services list.
    expect(calls.some((c) => c.url === `/tenant/itinerary/days/${UUID}?limit=1000`)).toBe(true);
  });

  it('moves a service to another day by keyboard with services/move and the days between', async () => {
    stubServer();
    show();
    await screen.findByRole('heading', { name: 'Arrival in Cusco' });
    await keyboardMove('Airport transfer', ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/services/move'))).toBe(true));
    const move = calls.find((c) => c.url.includes('/services/move'))!;
    expect(move.method).toBe('POST');
    expect(move.url).toContain(`/tenant/itinerary/${UUID}/services/move?`);
    expect(move.url).toContain('version=7');
    // The tab reads the days and services again: it asks for the changed services only.
    expect(move.url).toContain('changed_only=1');
    const body = move.body as { days_to_move: number; services: number[]; last_batch: boolean };
    expect(body.services).toEqual([1]);
    expect(body.last_batch).toBe(true);
    // Each arrow went one place down: past day 2's two services and the free day 3, onto day 4.
    expect(body.days_to_move).toBe(3);
    expect(document.querySelector('[id^=DndLiveRegion]')?.textContent).toContain('dropped on day 4');
    // Then the days, the services (with their prices) and the quote are read again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo last move' })).toBeTruthy());
  });

  it('reorders the services of a day with D2 carrying the new order', async () => {
    stubServer();
    show();
    await screen.findByRole('heading', { name: 'Sacred Valley' });
    await keyboardMove('Ollantaytambo lunch', ['ArrowUp']);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.startsWith('/tenant/itinerary/days/'))).toBe(true),
    );
    const save = calls.find((c) => c.method === 'POST' && c.url.startsWith('/tenant/itinerary/days/'))!;
    expect(save.url).toBe(`/tenant/itinerary/days/${UUID}?version=7`);
    expect(save.body).toEqual([
      {
        id: 102,
        start_day: 2,
        services: [
          { itinerary_service: 3, order: 0 },
          { itinerary_service: 2, order: 1 },
        ],
      },
    ]);
    expect(calls.some((c) => c.url.includes('/services/move'))).toBe(false);
  });

  it('sends two quick edits one after the other, the second on the version the first made', async () => {
    stubServer();
    show();
    await screen.findByRole('heading', { name: 'Arrival in Cusco' });
    const first = within(dayRegion(1));
    fireEvent.click(first.getByRole('checkbox', { name: 'Dinner' }));
    fireEvent.click(first.getByRole('checkbox', { name: 'Lunch' }));
    const saves = () => calls.filter((c) => c.method === 'POST' && c.url.startsWith('/tenant/itinerary/days/'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves().map((c) => c.url.replace(/.*version=/, ''))).toEqual(['7', '8']);
    expect(saves().map((c) => c.body)).toEqual([
      [{ id: 101, start_day: 1, meals: { breakfast: false, lunch: false, dinner: true } }],
      [{ id: 101, start_day: 1, meals: { breakfast: false, lunch: true, dinner: false } }],
    ]);
  });

  it('says NotFound when the days cannot be listed, and lists them on Retry', async () => {
    let fail = true;
    stubServer(() => (fail ? json({ errors: { data: 'Quote not found' } }, 404) : json(DAYS)));
    show();
    expect(await screen.findByText('NotFound')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Arrival in Cusco' })).toBeTruthy();
    expect(screen.queryByText('NotFound')).toBeNull();
  });

  it('offers no handle and no action when the quote cannot be edited', async () => {
    stubServer();
    show({ readOnly: true, lockReason: 'This quote is Confirmed, so it cannot be edited.' });
    expect(await screen.findByRole('heading', { name: 'Arrival in Cusco' })).toBeTruthy();
    expect(screen.getByText('This quote is Confirmed, so it cannot be edited.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add a day' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reorder days' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit day/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Dinner' })).toBeNull();
    expect(screen.getAllByText('Meals: Breakfast, Dinner').length).toBe(1);
  });

  it("shows a stored version's days in history view, read-only and without calling the day list", async () => {
    stubServer();
    show({
      readOnly: true,
      snapshot: { start_date: '2027-04-03', num_day: 4, days: DAYS.slice(0, 2), service_itinerary: SERVICES },
    });
    expect(await screen.findByRole('heading', { name: 'Sacred Valley' })).toBeTruthy();
    expect(screen.getByText('The days as this version stored them.')).toBeTruthy();
    expect(within(dayRegion(4)).getByText('Machu Picchu guided visit')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Edit day/ })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('says a stored version held no days, without asking to set dates or add services (it is read-only)', async () => {
    stubServer();
    show({ readOnly: true, snapshot: { start_date: '2027-04-03', num_day: 0, days: [], service_itinerary: [] } });
    expect(await screen.findByText('No days in this version')).toBeTruthy();
    expect(screen.queryByText(/set its start date/)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
