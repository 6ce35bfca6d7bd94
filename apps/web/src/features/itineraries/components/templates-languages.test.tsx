import { describe, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ExperiencesPage, ItinerariesPage } from './templates-page';

// Issue 45, docs/decisions/issues.md: the template screens — a destination's example itineraries (hero, filters, cards, the
// count and the range with their plural forms, the country's name in the reader's words), its empty state, an unknown destination and the
// experiences — in each language, with no key and no English left of what the catalogue translates.

cleanUpAfterLanguageTests();

const row = (id: string, code: string, isShared: boolean) => ({
  id,
  code,
  title: `Perú ${code}`,
  num_pax: 2,
  num_day: id === 'a' ? 1 : 0,
  status: { id: 7, name: 'Ready to Publish' },
  user: null,
  isShared,
});
const list = (rows: unknown[]) => ({
  data: rows,
  meta: { total: rows.length, per_page: 12, current_page: 1, last_page: 1 },
  links: { prev: null, next: null },
  queue: { exporting: [], deleting: [], refreshing: [] },
  statuses: {},
});

const WORDS: Record<Language, { cards: string[]; empty: string[]; unknown: string[]; experiences: string[] }> = {
  en: {
    cards: [
      'All destinations',
      'Example itineraries and modules in Peru',
      '2 example itineraries',
      '1 day',
      'No days yet',
    ],
    empty: ['No example itineraries in Peru yet', 'See all destinations'],
    unknown: [
      'We do not know this destination',
      '“atlantis” is not a country of the catalogue.',
      'See all itineraries',
    ],
    experiences: ['Experiences', 'Ready-made experiences to start a quote from.', 'No experiences yet'],
  },
  es: {
    cards: [
      'Todos los destinos',
      'Itinerarios de ejemplo y módulos en Perú',
      '2 itinerarios de ejemplo',
      '1 día',
      'Aún sin días',
    ],
    empty: ['Aún no hay itinerarios de ejemplo en Perú', 'Ver todos los destinos'],
    unknown: ['No conocemos este destino', '«atlantis» no es un país del catálogo.', 'Ver todos los itinerarios'],
    experiences: ['Experiencias', 'Experiencias listas desde las cuales empezar', 'Aún no hay experiencias'],
  },
  'pt-BR': {
    cards: [
      'Todos os destinos',
      'Roteiros de exemplo e módulos em Peru',
      '2 roteiros de exemplo',
      '1 dia',
      'Ainda sem dias',
    ],
    empty: ['Ainda não há roteiros de exemplo em Peru', 'Ver todos os destinos'],
    unknown: ['Não conhecemos este destino', '“atlantis” não é um país do catálogo.', 'Ver todos os roteiros'],
    experiences: ['Experiências', 'Experiências prontas para começar uma cotação.', 'Ainda não há experiências'],
  },
};
const ACTIONS: Record<Language, string[]> = {
  en: ['Shared', 'Open', 'Use as a quote', '1–2 of 2 example itineraries'],
  es: ['Compartida', 'Abrir', 'Usar como cotización', '1–2 de 2 itinerarios de ejemplo'],
  'pt-BR': ['Compartilhado', 'Abrir', 'Usar como cotação', '1–2 de 2 roteiros de exemplo'],
};

const showAt = (at: string, rows: unknown[], node = <ItinerariesPage />, route = '/itineraries/:destination') =>
  showScreen(node, {
    at,
    route,
    answer: (path) => (path === '/tenant/itinerary' ? list(rows) : page([])),
  });

describe('The template screens in each language', () => {
  for (const language of LANGUAGES) {
    it(`a destination's templates, its empty state, an unknown place and the experiences read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showAt('/itineraries/peru', [row('a', 'PE-1', true), row('b', 'PE-2', false)]);
      await screen.findByText('Perú PE-1', {}, { timeout: 10_000 });
      expectWords([...WORDS[language].cards, ...ACTIONS[language]]);
      expectFullyTranslated(language);
      cleanup();

      showAt('/itineraries/peru', []);
      await screen.findByText(WORDS[language].empty[0], {}, { timeout: 10_000 });
      expectWords(WORDS[language].empty);
      expectFullyTranslated(language);
      cleanup();

      showAt('/itineraries/atlantis', []);
      await screen.findByText(WORDS[language].unknown[0], {}, { timeout: 10_000 });
      expectWords(WORDS[language].unknown);
      expectFullyTranslated(language);
      cleanup();

      showAt('/experiences', [], <ExperiencesPage />, '/experiences');
      await screen.findByText(WORDS[language].experiences[2], {}, { timeout: 10_000 });
      expectWords(WORDS[language].experiences);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
