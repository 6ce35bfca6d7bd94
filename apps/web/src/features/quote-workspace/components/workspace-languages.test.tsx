import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import type { QuoteDetail } from '@itinera/domain/contracts';

import { clearAuth } from '../../../lib/auth-storage';
import { HttpError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { BasicInfoTab } from './basic-info/basic-info-tab';
import { HistoryBanner } from './history/history-banner';
import { QuoteUnavailable } from './quote-unavailable';
import { signInAdmin } from '../../../lib/sign-in-admin.fixture';

// Issue 45, docs/decisions/issues.md: the workspace's Basic Information tab, its history banner and its "cannot be found"
// page in each language, with no key and no English left of what the catalogue translates.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});
afterAll(() => i18n.changeLanguage('en'));

const QUOTE = {
  id: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  code: 'I01-ABC',
  version: 4,
  itinerary_type_id: 1,
  title: { id: 1, value: 'Peru', translate: [] },
  description: { id: 2, value: '', translate: [] },
  client_id: null,
  client: null,
  contract_id: null,
  start_date: '2027-06-12',
  end_date: '2027-06-15',
  num_pax: 2,
  room_preferable_dist: [],
  language_id: 1,
  currency_id: 1,
  location: [],
  tags: [],
  itinerary_public: 0,
  status: { id: 1, name: 'In Preparation' },
} as unknown as QuoteDetail;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function show(node: React.ReactNode) {
  // An admin: the sharing switch shows too.
  signInAdmin();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ data: [], meta: { total: 0, per_page: 500, current_page: 1, last_page: 1 } })),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const EXPECTED: Record<Language, { trip: string; save: string; noTitle: string; rooms: string; restore: string }> = {
  en: {
    trip: 'Trip',
    save: 'Save changes',
    noTitle: 'Give the quote a title',
    rooms: 'No rooms picked yet for 2 passengers.',
    restore: 'Restore this version',
  },
  es: {
    trip: 'Viaje',
    save: 'Guardar cambios',
    noTitle: 'Dé un título a la cotización',
    rooms: 'Aún no hay habitaciones para 2 pasajeros.',
    restore: 'Restaurar esta versión',
  },
  'pt-BR': {
    trip: 'Viagem',
    save: 'Salvar alterações',
    noTitle: 'Dê um título à cotação',
    rooms: 'Nenhum quarto escolhido ainda para 2 passageiros.',
    restore: 'Restaurar esta versão',
  },
};

describe('the workspace tabs in each language', () => {
  for (const language of LANGUAGES) {
    it(`Basic Information reads in ${language}, its checks too`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<BasicInfoTab quote={QUOTE} lock={null} />);
      expect(await screen.findByText(EXPECTED[language].trip, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByText(EXPECTED[language].rooms)).toBeTruthy();
      // An emptied title: the form's own check speaks the language too.
      fireEvent.change(screen.getByDisplayValue('Peru'), { target: { value: ' ' } });
      fireEvent.click(screen.getByRole('button', { name: EXPECTED[language].save }));
      expect(await screen.findByText(EXPECTED[language].noTitle)).toBeTruthy();
      expectFullyTranslated(language);
      // The save bar may wrap (happy-dom lays nothing out: Mantine's own variable says it): in one row it made
      // the page 455 px wide at 390 in English, 489 in Spanish (headless Chromium).
      const bar = screen.getByRole('button', { name: EXPECTED[language].save }).closest('.mantine-Paper-root')!;
      expect(bar.querySelector('.mantine-Group-root')!.getAttribute('style')).toContain('--group-wrap: wrap');
    }, 30_000);

    it(`the history banner and a missing quote read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(
        <>
          <HistoryBanner
            quoteId={QUOTE.id}
            code="I01-ABC"
            version={2}
            currentVersion={4}
            tab="basic-info"
            status={i18n.t('quoteStatus.1')}
            passengers={[{ name: 'Ana Pérez' }]}
            restoreBlocked={null}
          />
          <QuoteUnavailable error={new HttpError(404, 'Not found', null)} />
        </>,
      );
      expect(await screen.findByRole('button', { name: EXPECTED[language].restore })).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});
