import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { cleanUpAfterLanguageTests, showScreen } from '../../../lib/language-screen.fixture';
import { passenger } from '../logic/passenger-fixture';
import { PaxInfoTab } from './pax-info-tab';

// Issue 45, docs/decisions/issues.md: the workspace's Pax Information tab in each language, with no key and no English left
// of what the catalogue translates (the domain's own labels — room and party summaries — are next).

cleanUpAfterLanguageTests();

const quote = {
  id: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  version: 7,
  start_date: '2026-07-01',
  num_pax: 2,
  prices_locked: 0,
  status: { id: 1, name: 'In Preparation' },
  currency: { id: 1, currency_sign: '$' },
  room_preferable_dist: [],
} as unknown as QuoteDetail;

// A lead with a room, one passenger without: the rooming list, its "no room" card and a check show.
const list = {
  data: [passenger(1, { room: 0, lead: true }), passenger(2)],
  rooming: {
    rooms: [{ index: 0, id_room_type: 2, name: 'DBL', max_pax: 2, passengers: [1] }],
    unassigned: [2],
    started: true,
  },
  warnings: [{ code: 'no_room', pax_ids: [2], message: 'Ana 2 has no room in the rooming list.' }],
};

const EXPECTED: Record<
  Language,
  { title: string; room: string; checks: string; add: string; import: string; adding: string; importing: string }
> = {
  en: {
    title: '2 passengers',
    room: 'Room 1 (DBL)',
    checks: 'Check before booking (1)',
    add: 'Add passenger',
    import: 'Import',
    adding: 'Add passenger 3',
    importing: 'Import passengers',
  },
  es: {
    title: '2 pasajeros',
    room: 'Habitación 1 (DBL)',
    checks: 'Revisar antes de reservar (1)',
    add: 'Agregar pasajero',
    import: 'Importar',
    adding: 'Agregar el pasajero 3',
    importing: 'Importar pasajeros',
  },
  'pt-BR': {
    title: '2 passageiros',
    room: 'Quarto 1 (DBL)',
    checks: 'Verificar antes de reservar (1)',
    add: 'Adicionar passageiro',
    import: 'Importar',
    adding: 'Adicionar o passageiro 3',
    importing: 'Importar passageiros',
  },
};

describe('the Pax Information tab in each language', () => {
  for (const language of LANGUAGES) {
    it(`reads in ${language} with no key and no untranslated message`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<PaxInfoTab quote={quote} readOnly={false} />, {
        answer: (path) => (path.startsWith('/tenant/itinerary/passengers/') ? list : []),
      });
      expect(await screen.findByText(EXPECTED[language].title, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByText(EXPECTED[language].checks)).toBeTruthy();
      // The rooming list names a room in the reader's words (the domain's roomLabel is the API's, in English).
      expect(screen.getAllByText(EXPECTED[language].room).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: EXPECTED[language].add })).toBeTruthy();
      expectFullyTranslated(language);
      // The passenger form and the import dialog, opened from the tab.
      fireEvent.click(screen.getByRole('button', { name: EXPECTED[language].add }));
      expect(await screen.findByText(EXPECTED[language].adding)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: EXPECTED[language].import }));
      expect(await screen.findByText(EXPECTED[language].importing)).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});
