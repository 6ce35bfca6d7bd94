import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { ExternalExportSection } from './external-export-section';

// Decisions 0058, 0059 and 0060: an operator's Export tab said "No export target is offered to you", as if none were configured.
// It says who may export — an administrator — and offers to ask them by mail (their addresses from the users list).

const QUOTE = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const signedInAs = (roleId: number) =>
  writeAuth({
    token: 't',
    user: {
      id: 5,
      name: 'Oscar Operator',
      email: 'operator@x',
      photo: null,
      external_code: null,
      roles: { data: [{ id: roleId, name: 'r' }] },
    },
    permissions: [],
    user_type: { name: 'basic' },
  });

const history = {
  data: [],
  checks: { warnings: [], errors: [], can_export: true },
  targets: [],
  exporting: false,
};
const users = [
  { id: 1, name: 'Ana Admin', email: 'admin@itinera.demo', role: { id: 1, name: 'admin' }, active: true },
  { id: 2, name: 'Old Admin', email: 'old@itinera.demo', role: { id: 1, name: 'admin' }, active: false },
  { id: 5, name: 'Oscar Operator', email: 'operator@x', role: { id: 4, name: 'operator' }, active: true },
];

function show() {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = String(url).includes('/tenant/users')
      ? { data: users, meta: { current_page: 1, last_page: 1, total: 3 }, links: {} }
      : history;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ExternalExportSection quoteId={QUOTE} code="I01-ABCD" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('who may export', () => {
  it('tells an operator that administrators export, and offers to ask the active ones by mail', async () => {
    signedInAs(4);
    show();
    expect(await screen.findByText(/Only an administrator can export a quote to another system/)).toBeTruthy();
    const ask = await screen.findByRole('link', { name: /Ask Ana Admin to export it/ });
    const href = ask.getAttribute('href')!;
    expect(href.startsWith('mailto:admin@itinera.demo?')).toBe(true);
    expect(href).not.toContain('old@itinera.demo');
    expect(decodeURIComponent(href)).toContain('Please export I01-ABCD');
    expect(decodeURIComponent(href)).toContain(`/quote/export?itinerary=${QUOTE}`);
    expect(screen.queryByText(/No export target is offered to you/)).toBeNull();
  });

  it('tells an administrator with no target where targets are configured', async () => {
    signedInAs(1);
    show();
    expect(await screen.findByText(/No export target is configured yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ask/ })).toBeNull();
  });
});
