import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ROLES } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import type { PublishConfig } from '../api/types';
import { ConfigSection } from './config-section';

// Decisions 0068 and 0071: the configuration's sale settings (the recommended level and what happens after "yes")
// are read from I18, edited in the form and sent in I19's body with the rest of the configuration.

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
} as unknown as QuoteDetail;

const NEXT = 'Ana will call you within a day.\nDeposit: 30 % by bank transfer.';
const stored = (sale: Partial<PublishConfig['config']>): PublishConfig => ({
  code: '',
  config: {
    id: 40,
    id_template: 1,
    contents: [],
    colors: [],
    recommended_level: null,
    next_steps: null,
    ...sale,
  },
  images: [],
});
/** I20's level prices: a level with services is priced (Luxury has none here, so it is not offered). */
const PRICES = [
  {
    type: 'seller',
    selected: true,
    prices: [
      { level: 1, services: [{ id: 1 }], pax_prices: [] },
      { level: 2, services: [{ id: 1 }], pax_prices: [] },
      { level: 3, services: [], pax_prices: [] },
    ],
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the tab calls it; every I19 body is kept, and answered back as the stored configuration. */
function stubApi(config: PublishConfig) {
  const saved: Array<{ config: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/publish/config/') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        saved.push(body);
        return json(200, { ...config, config: { ...config.config, ...body.config } });
      }
      if (url.includes('/publish/config/')) return json(200, config);
      if (url.includes('web-templates')) return json(200, []);
      if (url.includes('/itinerary/services/')) return json(200, []);
      if (url.includes('/itinerary/prices/')) return json(200, PRICES);
      if (url.includes('/preview')) return new Response('<html><body>page</body></html>', { status: 200 });
      return json(404, { errors: { data: 'Not here' }, message: 'Not here', code: 'NOT_FOUND' });
    }),
  );
  return saved;
}

function renderSection() {
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'U',
      email: 'u@x',
      photo: null,
      external_code: null,
      roles: { data: [{ id: ROLES.ADMIN, name: 'r' }] },
    },
    permissions: [],
    user_type: { name: 'basic' },
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ConfigSection quote={quote} readOnly={false} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const levelSelect = () => screen.getByRole('combobox', { name: 'Recommended level' }) as HTMLInputElement;
const nextSteps = () => screen.getByRole('textbox', { name: 'What happens next' }) as HTMLTextAreaElement;

async function openLevels() {
  const select = screen.getByRole('combobox', { name: 'Recommended level' });
  fireEvent.click(select);
  const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls')!)!);
  return within(listbox);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));

describe('the sale settings of the publish configuration', () => {
  it('shows the stored recommended level and next steps', async () => {
    stubApi(stored({ recommended_level: 2, next_steps: NEXT }));
    renderSection();
    await waitFor(() => expect(levelSelect().value).toBe('Superior'));
    expect(nextSteps().value).toBe(NEXT);
    expect(screen.getByText(`${NEXT.length} / 2000`)).toBeTruthy();
  });

  it('offers None and only the levels the proposal offers, and sends the chosen level and words on save', async () => {
    const saved = stubApi(stored({}));
    renderSection();
    await waitFor(() => expect(levelSelect().value).toBe('None'));
    const options = await openLevels();
    // Luxury has no priced service: the proposal would not offer it.
    await waitFor(() =>
      expect(options.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
        'None',
        'Comfort',
        'Superior',
      ]),
    );
    fireEvent.click(options.getByRole('option', { name: 'Superior', hidden: true }));
    fireEvent.change(nextSteps(), { target: { value: `  ${NEXT}  ` } });
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.config).toMatchObject({ recommended_level: 2, next_steps: NEXT });
  });

  it('sends null for None and for emptied next steps', async () => {
    const saved = stubApi(stored({ recommended_level: 1, next_steps: NEXT }));
    renderSection();
    await waitFor(() => expect(levelSelect().value).toBe('Comfort'));
    const options = await openLevels();
    fireEvent.click(options.getByRole('option', { name: 'None', hidden: true }));
    fireEvent.change(nextSteps(), { target: { value: '   ' } });
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.config).toMatchObject({ recommended_level: null, next_steps: null });
  });

  it('keeps a stored level the proposal no longer offers in the select, marked, and says it will recommend none', async () => {
    stubApi(stored({ recommended_level: 3 }));
    renderSection();
    await waitFor(() => expect(levelSelect().value).toBe('Luxury (not offered)'));
    expect(screen.getByText('The proposal does not offer this level: it will recommend none.')).toBeTruthy();
  });
});
