import { describe, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../lib/translation-check.fixture';
import { NewQuotePanel } from './new-quote-panel';
import type { ItineraryRow } from './quote-api';
import { StartFromTemplateModal } from './start-from-template-modal';
import { TemplateStartFields } from './template-start';

// Issue 45, docs/decisions/issues.md: the new-quote panel (its three starts, the template picker, the start form with its
// dates in the reader's words) and "Use as a quote" in each language, with no key and no English
// left of what the catalogue translates.

cleanUpAfterLanguageTests();

const TEMPLATE = {
  id: '31c0ffee-5a1d-4b2e-9f3c-8d7e6a5b4c31',
  code: 'I00-MOD1',
  title: 'Valle Sagrado (module)',
  num_pax: 2,
  num_day: 2,
  status: { id: 7, name: 'Ready to Publish' },
} as unknown as ItineraryRow;
const LIST = {
  data: [TEMPLATE],
  meta: { total: 31, per_page: 30, current_page: 1, last_page: 2 },
  links: { prev: null, next: null },
  queue: { exporting: [], deleting: [], refreshing: [] },
  statuses: {},
};

const WORDS: Record<Language, { panel: string[]; picker: string[]; start: string[]; modal: string[] }> = {
  en: {
    panel: ['How would you like to start?', 'SCRATCH', 'An empty quote; add services day by day.', 'Create quote'],
    picker: [
      '2 days',
      'Ready to Publish',
      '1 of 31 shown; search to narrow the list.',
      'Choose a module to start from.',
    ],
    start: ['2 days, May 16, 2026 to May 17, 2026: services are priced for these dates and 2 passengers.'],
    modal: ['New quote from a template', 'Start a quote in preparation from', 'Start date', 'Passengers'],
  },
  es: {
    panel: [
      '¿Cómo desea empezar?',
      'DESDE CERO',
      'Una cotización vacía; agregue servicios día a día.',
      'Crear cotización',
    ],
    picker: ['2 días', 'Lista para publicar', 'Se muestran 1 de 31; busque para acotar la lista.', 'Elija un módulo'],
    start: ['2 días, del may 16, 2026 al may 17, 2026: los servicios se cotizan para estas fechas y 2 pasajeros.'],
    modal: ['Nueva cotización desde una plantilla', 'Empezar una cotización en preparación desde', 'Pasajeros'],
  },
  'pt-BR': {
    panel: ['Como você quer começar?', 'DO ZERO', 'Uma cotação vazia; adicione serviços dia a dia.', 'Criar cotação'],
    picker: [
      '2 dias',
      'Pronta para publicar',
      '1 de 31 exibidos; busque para restringir a lista.',
      'Escolha um módulo',
    ],
    start: ['2 dias, de mai 16, 2026 a mai 17, 2026: os serviços são cotados para estas datas e 2 passageiros.'],
    modal: ['Nova cotação a partir de um modelo', 'Começar uma cotação em preparação a partir de', 'Passageiros'],
  },
};

describe('Starting a quote in each language', () => {
  for (const language of LANGUAGES) {
    it(`the new-quote panel, its template picker and the start form read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<NewQuotePanel opened onClose={() => {}} />, {
        answer: (path) => (path === '/tenant/itinerary' ? LIST : undefined),
      });
      await screen.findByText(WORDS[language].panel[0]);
      expectWords(WORDS[language].panel);
      expectFullyTranslated(language);

      fireEvent.click(screen.getByRole('radio', { name: new RegExp(i18n.t('templates:new.choices.module.label')) }));
      await screen.findByText(WORDS[language].picker[2], {}, { timeout: 10_000 });
      expectWords(WORDS[language].picker);
      expectFullyTranslated(language);
      cleanup();

      showScreen(
        <TemplateStartFields
          value={{ title: '', startDate: '2026-05-16', numPax: 2 }}
          onChange={() => {}}
          numDay={2}
        />,
      );
      expectWords(WORDS[language].start);
      expectFullyTranslated(language);
      cleanup();

      showScreen(
        <StartFromTemplateModal template={TEMPLATE} creating={false} onCreate={() => {}} onClose={() => {}} />,
      );
      await screen.findByRole('dialog');
      expectWords(WORDS[language].modal);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
