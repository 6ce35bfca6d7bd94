import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { QuoteService } from '@itinera/domain/contracts';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { authAs } from '../logic/auth-fixture';
import { ServicesWorkspace } from './services-workspace';
import { quote, service } from './services-workspace.fixture';

// The location insertion check where the operator sees the service (spec 02 §5; decisions 0056 and 0057): a
// row whose place differs from the service before or after it carries a flag saying so.

beforeEach(() => {
  // The tab reads its side lists (tags, contracts…): answered empty, the table is what is looked at.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } })),
  );
});

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const FLAG = 'This service is in another place than the services before and after it';
const place = (code: string, name: string) => [
  { id: code.length, location_name: name, location_code: code, parent: null },
];
const at = (id: number, day: string, name: string, where: ReturnType<typeof place>): QuoteService =>
  ({ ...service(id, day, name, true), location: where }) as QuoteService;

function show(services: QuoteService[]) {
  writeAuth(authAs(1, []));
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ServicesWorkspace
            quote={{ ...quote, num_day: 3 }}
            readOnly={false}
            data={{ services, prices: [], messages: [], days: [] }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the location flag of a service row', () => {
  it('marks each service whose place differs from the one before or after it', () => {
    const cusco = place('PE-CUS', 'Cusco');
    show([
      at(1, '1', 'Cusco transfer', cusco),
      at(2, '2', 'Lima transfer', place('PE-LIM', 'Lima')),
      at(3, '3', 'Cusco tour', cusco),
    ]);
    const flags = screen.getAllByLabelText(FLAG);
    // The Lima transfer differs from both neighbours; each Cusco service differs from it too.
    expect(flags).toHaveLength(3);
    expect(flags[1]!.closest('tr')!.textContent).toContain('Lima transfer');
  });

  it('shows no flag when the services follow one another in one place', () => {
    const cusco = place('PE-CUS', 'Cusco');
    show([at(1, '1', 'Cusco transfer', cusco), at(2, '2', 'Cusco tour', cusco), at(3, '3', 'Dinner', [])]);
    expect(screen.queryAllByLabelText(FLAG)).toHaveLength(0);
  });
});
