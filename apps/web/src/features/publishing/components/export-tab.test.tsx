import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ROLES } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { clearAuth, writeAuth, type AuthData } from '../../../lib/auth-storage';
import type { PublishConfig, PublishState } from '../api/types';
import { ExportTab } from './export-tab';

// The Export tab's states: loading, never published, published with what the client did, a refused
// publish with its services linked, and the display options' rules drawn in the form.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const QUOTE_ID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const quote = {
  id: QUOTE_ID,
  version: 5,
  itinerary_type_id: 1,
  status: { id: 1, name: 'In Preparation' },
  language: { id: 1, language_code: 'en' },
  currency: { id: 1, currency_sign: '$' },
} as unknown as QuoteDetail;

const auth = (roleId: number): AuthData => ({
  token: 't',
  user: {
    id: 1,
    name: 'U',
    email: 'u@x',
    photo: null,
    external_code: null,
    roles: { data: [{ id: roleId, name: 'r' }] },
  },
  permissions: [],
  user_type: { name: 'basic' },
});

const NEVER: PublishState = {
  link: null,
  publications: [],
  lastSeen: null,
  events: [],
  accepted: null,
  currentVersion: 5,
};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const PUBLISHED: PublishState = {
  link: {
    code: 'k'.repeat(32),
    url: `http://demo.test/ela/${'k'.repeat(32)}`,
    createdAt: minutesAgo(200),
    expiresAt: null,
    revokedAt: null,
  },
  publications: [
    { id: 8, version: 5, publishedAt: minutesAgo(180), publishedBy: 'Admin', pdf: { status: 'pending', url: null } },
  ],
  lastSeen: { version: 5, at: minutesAgo(120) },
  events: [
    { kind: 'open', at: minutesAgo(120), version: 5 },
    { kind: 'accept', at: minutesAgo(100), version: 5, level: 3 },
  ],
  accepted: { level: 3, at: minutesAgo(100), message: 'Book it', version: 5 },
  currentVersion: 5,
};
const CONFIG: PublishConfig = {
  code: '',
  config: {
    id: null,
    id_template: 1,
    contents: [{ id: null, id_content: 12 }],
    colors: [],
    recommended_level: null,
    next_steps: null,
  },
  images: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(state: PublishState | (() => Promise<Response>), publish?: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/state')) return typeof state === 'function' ? state() : json(200, state);
      if (url.includes('/publish/config/')) return json(200, CONFIG);
      if (url.includes('web-templates'))
        return json(
          200,
          [1, 2, 3, 4].map((id) => ({ id, name: `T${id}`, path: `p${id}`, cover: `/c${id}.svg` })),
        );
      if (url.includes('/itinerary/services/')) return json(200, []);
      if (url.includes('/itinerary/prices/')) return json(200, []);
      if (url.includes('/preview')) return new Response('<html><body>page</body></html>', { status: 200 });
      if (init?.method === 'POST' && /\/publish\/[^/]+\?/.test(url) && publish) return publish();
      return json(404, { errors: { data: 'Not here' }, message: 'Not here', code: 'NOT_FOUND' });
    }),
  );
}

function renderTab(roleId: number = ROLES.ADMIN) {
  writeAuth(auth(roleId));
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ExportTab quote={quote} history={false} externalExport={null} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Export tab', () => {
  it('shows skeletons while the state loads', () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderTab();
    expect(screen.getByTestId('publish-loading')).toBeTruthy();
  });

  it('says what publishing gives when the quote was never published', async () => {
    stubApi(NEVER);
    renderTab();
    expect((await screen.findByTestId('publish-empty')).textContent).toBe(
      'Not published yet — publish to get a link your client can open.',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull();
  });

  it('shows the live link, what the client last saw, the timeline, and the PDF while it is made', async () => {
    stubApi(PUBLISHED);
    renderTab();
    expect((await screen.findByTestId('publish-link')).textContent).toBe(PUBLISHED.link!.url);
    expect(screen.getByTestId('publish-last-seen').textContent).toBe('Client last saw version 5, 2 hours ago');
    expect(screen.getByTestId('publish-status').textContent).toBe('Published · v5');
    const timeline = screen.getByTestId('engagement-timeline');
    expect(within(timeline).getByText('Accepted Luxury: “Book it”')).toBeTruthy();
    expect(within(timeline).getByText('Opened version 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Publish again/ })).toBeTruthy();
    expect(screen.getByText('The PDF of version 5 is being made…')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Preparing PDF/ }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a refused publish with the server’s message and a link to each service to fix', async () => {
    stubApi(NEVER, () =>
      json(422, {
        errors: { data: 'Two services have no price.', services: { 31: ['No rate for 2 pax'] } },
        message: 'x',
        code: 'UNPROCESSABLE',
      }),
    );
    renderTab();
    (await screen.findByRole('button', { name: 'Publish' })).click();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Two services have no price.')).toBeTruthy();
    const link = within(alert).getByRole('link', { name: 'Service 31' });
    expect(link.getAttribute('href')).toBe(`/quote/services?itinerary=${QUOTE_ID}&service=31&tab=pricing`);
  });

  it('draws the payment gateway’s companions checked and locked, and option 5 blocked for a non-admin', async () => {
    stubApi(NEVER);
    renderTab(ROLES.TRAVEL_AGENT);
    const box = (id: number) => screen.getByTestId(`display-option-${id}`) as HTMLInputElement;
    await screen.findByTestId('display-option-12');
    expect(box(12).checked).toBe(true);
    for (const id of [3, 10, 13]) expect([box(id).checked, box(id).disabled]).toEqual([true, true]);
    expect(box(5).disabled).toBe(true);
    expect(await screen.findByText('Only an administrator can show the service list with prices.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTitle('Proposal preview').getAttribute('srcdoc')).toContain('page'));
  });
});
