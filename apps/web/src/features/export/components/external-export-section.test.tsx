import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ExternalExportSection } from './external-export-section';

// The external export section: the checks with a link to fix each, a button per target, the history with its
// retry, and the refusal shown as the original client's alert (title from `message`, a link per service).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUOTE = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const pricing = `/quote/services?itinerary=${QUOTE}&service=12&tab=pricing`;
const row = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  source: 'crm',
  kind: 'webhook',
  target_name: 'CRM webhook',
  status,
  attempts: 3,
  max_attempts: 3,
  last_error: status === 'failed' ? 'Given up after 3 tries: The receiver answered 503.' : null,
  response_status: null,
  version: 4,
  user: { id: 1, name: 'Ana Admin' },
  created_at: '2026-11-26T06:00:00.000Z',
  finished_at: null,
  retry_of: null,
  files: null,
  ...extra,
});
const history = {
  data: [row(2, 'failed'), row(1, 'delivered')],
  checks: {
    warnings: [
      {
        code: 'NO_HIDDEN_SERVICES',
        severity: 'warning',
        message: 'No hidden services(Check Services section)',
        link: `/quote/services?itinerary=${QUOTE}`,
      },
      {
        code: 'LOCATION_DIFFERS',
        severity: 'warning',
        service_id: 12,
        service_name: 'Casa Andina',
        service_day: '1-3',
        message: 'This service is in another place than the services before and after it',
        link: pricing,
      },
    ],
    errors: [],
    can_export: true,
  },
  targets: [
    { source: 'crm', name: 'CRM webhook', kind: 'webhook' },
    { source: 'oppen', name: 'Oppen (file)', kind: 'file' },
  ],
  exporting: false,
  user_external_code: 'OPP-1001' as string | null,
};

function stubApi(onExport: (url: string) => Response, answer: unknown = history) {
  const calls: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'POST') return onExport(url);
      return json(200, answer);
    }),
  );
  return { calls, json };
}

function show(readOnly = false) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ExternalExportSection quoteId={QUOTE} readOnly={readOnly} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const refusal = {
  message: 'This quote cannot be exported yet.',
  code: 'UNPROCESSABLE',
  errors: {
    data: 'This quote cannot be exported yet.',
    services: { '12': ['This service has no provider'] },
    quote: [],
  },
  checks: [
    {
      code: 'NO_PROVIDER',
      severity: 'error',
      service_id: 12,
      service_name: 'Casa Andina',
      service_day: '1-3',
      message: 'This service has no provider',
      link: pricing,
    },
  ],
};

describe('the external export section', () => {
  it('lists the checks, each a link to where it is fixed, and a button per target', async () => {
    stubApi(() => new Response('{}'));
    show();
    // Named, not only linked (spec 02 §8; decisions 0056 and 0057).
    const link = await screen.findByRole('link', {
      name: 'Casa Andina (day 1-3): This service is in another place than the services before and after it',
    });
    expect(link.getAttribute('href')).toBe(pricing);
    expect(screen.getByRole('link', { name: 'No hidden services(Check Services section)' }).getAttribute('href')).toBe(
      `/quote/services?itinerary=${QUOTE}`,
    );
    expect(screen.getByRole('button', { name: 'Export to CRM webhook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Oppen (file)' })).toBeTruthy();
  });

  it("shows a refused export as the alert with a link to each service's pricing tab", async () => {
    const { calls } = stubApi(() => new Response(JSON.stringify(refusal), { status: 422 }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Export to CRM webhook' }));
    const alert = await screen.findByTestId('export-failure');
    expect(within(alert).getByText('This quote cannot be exported yet.')).toBeTruthy();
    expect(
      within(alert)
        .getByRole('link', { name: 'Casa Andina (day 1-3): This service has no provider' })
        .getAttribute('href'),
    ).toBe(pricing);
    expect(calls).toContain(`POST /tenant/itinerary/${QUOTE}/export?source=crm`);
  });

  it('lists the history (who, target, version, result) and retries a failed export', async () => {
    const { calls, json } = stubApi(() =>
      json(200, {
        message: 'The export is being tried again.',
        exporting: [QUOTE],
        export: row(3, 'queued'),
        warnings: [],
      }),
    );
    show();
    const table = await screen.findByRole('table', { name: 'Export history' });
    expect(within(table).getAllByText('Ana Admin')).toHaveLength(2);
    expect(within(table).getByText('Given up after 3 tries: The receiver answered 503.')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(calls).toContain(`POST /tenant/itinerary/${QUOTE}/exports/2/retry`));
  });

  it('offers no export to a user without an account on the external system, and says why (issue 40 item 6)', async () => {
    const { calls } = stubApi(() => new Response('{}'), { ...history, user_external_code: null });
    show();
    const button = await screen.findByRole('button', { name: 'Export to CRM webhook' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText(
        'Exporting needs your account on the external system: an administrator sets it in Configuration › Users.',
      ),
    ).toBeTruthy();
    fireEvent.click(button);
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('offers no button in history view', async () => {
    stubApi(() => new Response('{}'));
    show(true);
    await screen.findByRole('table', { name: 'Export history' });
    expect(screen.queryByRole('button', { name: /Export to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
