import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { AcceptanceLine, compositionText } from './acceptance-line';

// Decisions 0079, 0083 and 0084: the operator reads on the Book tab that the client composed the trip, what they chose
// and the version their yes wrote.

afterEach(cleanup);

const sold = (acceptance: unknown) =>
  ({
    id: 'q-1',
    version: 6,
    accepted_version: {
      version: 6,
      level: 2,
      num_pax: 2,
      passengers: [],
      total: 5200,
      currency_id: 1,
      source: 'proposal',
      accepted_at: '2026-11-29T10:00:00.000Z',
      acceptance,
    },
  }) as unknown as QuoteDetail;

const show = (q: QuoteDetail) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <AcceptanceLine quote={q} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('AcceptanceLine', () => {
  it('says the client composed the trip, what they chose and the version it wrote', () => {
    show(
      sold({
        name: 'Ana García',
        at: '2026-11-29T10:00:00.000Z',
        address: null,
        published_version: 5,
        figures: { composition: { level: 2, stays: { '4-5': 3 }, extras: [31] } },
      }),
    );
    expect(screen.getByTestId('acceptance-line').textContent).toBe(
      'Accepted by Ana García on Nov 29, 2026 on the proposal page, composing the trip: Days 4–5 at Luxury · 1 optional extra added (version 6, written from version 5). See what changed from version 5',
    );
    // The difference against the published version is the Export tab's.
    expect(screen.getByRole('link', { name: 'See what changed from version 5' }).getAttribute('href')).toBe(
      '/quote/export?itinerary=q-1',
    );
  });

  it('names the version accepted as published when the client did not compose', () => {
    show(
      sold({ name: 'Ana García', at: '2026-11-29T10:00:00.000Z', address: null, published_version: 6, figures: {} }),
    );
    expect(screen.getByTestId('acceptance-line').textContent).toBe(
      'Accepted by Ana García on Nov 29, 2026 on the proposal page (version 6).',
    );
  });

  it('says nothing when the staff confirmed the sale', () => {
    show(sold(null));
    expect(screen.queryByTestId('acceptance-line')).toBeNull();
  });

  it('writes one night, several extras and a level it does not know', async () => {
    await i18n.loadNamespaces('booking');
    expect(compositionText({ stays: { '3': 1, '6-8': 9 }, extras: [1, 2] })).toBe(
      'Day 3 at Comfort · Days 6–8 at level 9 · 2 optional extras added',
    );
  });
});
