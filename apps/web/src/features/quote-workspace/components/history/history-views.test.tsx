import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { QuoteId } from '@itinera/domain/contracts';
import { HistoryBanner } from './history-banner';
import { VersionsMenu } from './versions-menu';

// Decision 0058: the versions menu says what each version changed, opens it on the tab on screen and never clips
// its version badge; the history view says the version's own status and passengers and goes back to the same tab.

const QUOTE = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe' as QuoteId;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderAt(ui: React.ReactNode, path = '/quote/pax-info') {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const entry = (
  id: number,
  version: number,
  entity: string,
  action: string,
  field: string,
  from: unknown,
  to: unknown,
) => ({
  id,
  version,
  entity,
  entity_id: entity === 'itinerary' ? null : id,
  action,
  field,
  from,
  to,
  user: { id: 2, name: 'Oscar Operator' },
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the versions menu', () => {
  it('reads every entity, says what a service change did, and opens a version on the same tab', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const data = [
        entry(3, 128, 'service', 'moved', 'day', '2', '3'),
        entry(2, 127, 'service', 'added', 'service_id', null, { code: 'S1', name: 'Casa Andina' }),
      ];
      const meta = { current_page: 1, last_page: 2, per_page: 50, total: 60, from: 1, to: 2, path: '', links: [] };
      return new Response(JSON.stringify({ data, meta, links: { first: '', last: '', prev: null, next: '' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderAt(
      <VersionsMenu quoteId={QUOTE} currentVersion={128} tab="pax-info" viewing={null} dateFormat="DD/MM/YYYY" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Version 128/ }));
    expect(await screen.findByText('A service moved from day 2 to day 3')).toBeTruthy();
    expect(screen.getByText('Added Casa Andina')).toBeTruthy();
    expect(asked[0]).toContain('entity=all');
    // Only the loaded versions: the older ones come with "Load older changes", never as "Earlier changes".
    expect(screen.queryByText('Earlier changes')).toBeNull();
    expect(screen.queryByText('v126')).toBeNull();
    expect(screen.getByText('Load older changes')).toBeTruthy();
    // The version badge has a minimum width, not a fixed one that clips "v128" to "v…".
    const badge = screen.getByText('v127').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.width).toBe('');
    expect(badge.style.minWidth).not.toBe('');
    fireEvent.click(screen.getByText('Added Casa Andina'));
    expect(screen.getByLabelText('Address').textContent).toBe(`/history/quote/pax-info?itinerary=${QUOTE}&version=127`);
  });
});

describe('the history banner', () => {
  it("says the version's status and passengers, and goes back to the live quote on the same tab", () => {
    renderAt(
      <HistoryBanner
        quoteId={QUOTE}
        code="I01-ABC"
        version={3}
        currentVersion={5}
        tab="itinerary"
        status="Sent"
        passengers={[{ name: 'Ana Pérez' }, { name: 'Luis Pérez' }, { name: 'Sofía Pérez' }]}
        restoreBlocked={null}
      />,
      '/history/quote/itinerary',
    );
    expect(screen.getByTestId('history-version-facts').textContent).toBe(
      'Sent · Passengers: Ana Pérez, Luis Pérez, Sofía Pérez',
    );
    fireEvent.click(screen.getByRole('link', { name: /Back to the current version/ }));
    expect(screen.getByLabelText('Address').textContent).toBe(`/quote/itinerary?itinerary=${QUOTE}`);
  });
});
