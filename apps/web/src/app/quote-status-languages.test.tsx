import { describe, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../lib/language-screen.fixture';
import { expectFullyTranslated } from '../lib/translation-check.fixture';
import { QuoteTabPage } from './routes/quote-tab-page';
import { AssignQuoteModal } from '../features/quotes/components/assign-quote-modal';
import type { QuoteListRow } from '../features/quotes/api/list-quotes';
import { AssigneeCell } from '../components/list-kit/assignee-cell';
import { LocationSearchSelect } from '../components/location-search-select';
import { HeldBookingsModal } from '../components/quote-status/held-bookings-modal';
import { ReopenReasonModal } from '../components/quote-status/reopen-reason-modal';

// Issue 45, docs/decisions/issues.md: the quote's status dialogs (re-opening a sold trip, bookings suppliers hold), assigning a
// quote, the place search and the Quote tab with no quote open, in each language — no key and no
// English left of what the catalogue translates.

cleanUpAfterLanguageTests();

const HELD = {
  message: '',
  bookings: [
    { service: 'Hotel Cusco', supplier: 'Andes SAC', state: 'confirmed', reference: 'R-77' },
    { service: 'Tren Vistadome', supplier: 'PeruRail', state: 'requested', reference: null },
  ],
};
const QUOTE = { id: 'q1', code: 'PE-0042', title: '', user: null } as unknown as QuoteListRow;
const USER = { id: 3, name: 'Rosa Operadora', email: 'rosa@x', active: true };

const WORDS: Record<Language, { held: string[]; reopen: string[]; assign: string[]; tab: string[] }> = {
  en: {
    held: ['2 services are booked with suppliers', 'confirmed R-77', 'requested', 'Go to the Book tab'],
    reopen: ['Change the sold trip?', 'Why does the trip change?', 'Re-open as a new version'],
    assign: ['Assign quote', 'Untitled quote', 'Assign to', 'Unassigned'],
    tab: ['No quote is open', 'Go to quotes'],
  },
  es: {
    held: ['2 servicios están reservados con proveedores', 'confirmada R-77', 'solicitada', 'Ir a la pestaña Reservar'],
    reopen: ['¿Cambiar el viaje vendido?', '¿Por qué cambia el viaje?', 'Reabrir como nueva versión'],
    assign: ['Asignar cotización', 'Asignar a', 'Sin asignar'],
    tab: ['No hay ninguna cotización abierta', 'Ir a cotizaciones'],
  },
  'pt-BR': {
    held: ['2 serviços estão reservados com fornecedores', 'confirmada R-77', 'solicitada', 'Ir para a aba Reservar'],
    reopen: ['Alterar a viagem vendida?', 'Por que a viagem muda?', 'Reabrir como nova versão'],
    assign: ['Atribuir cotação', 'Atribuir a', 'Sem responsável'],
    tab: ['Nenhuma cotação aberta', 'Ir para cotações'],
  },
};

describe('The quote status dialogs, assigning and the empty Quote tab in each language', () => {
  for (const language of LANGUAGES) {
    it(`read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      const status = i18n.t('quoteStatus.3');
      showScreen(
        <HeldBookingsModal held={HELD} to={status} quoteId="q1" busy={false} onKeep={() => {}} onClose={() => {}} />,
      );
      await screen.findByRole('dialog');
      expectWords([...WORDS[language].held, status]);
      expectFullyTranslated(language);
      cleanup();

      showScreen(<ReopenReasonModal opened busy={false} onReopen={() => {}} onClose={() => {}} />);
      await screen.findByRole('dialog');
      expectWords(WORDS[language].reopen);
      expectFullyTranslated(language);
      cleanup();

      showScreen(
        <>
          <AssigneeCell user={null} />
          <AssignQuoteModal quote={QUOTE} onClose={() => {}} />
        </>,
        { answer: (path) => (path === '/tenant/users' ? page([USER]) : undefined) },
      );
      await screen.findByRole('dialog');
      expectWords(WORDS[language].assign);
      expectFullyTranslated(language);
      cleanup();

      showScreen(
        <>
          <QuoteTabPage />
          <LocationSearchSelect value={null} onChange={() => {}} />
        </>,
        { at: '/quote/basic-information' },
      );
      await screen.findByText(WORDS[language].tab[0]);
      expectWords(WORDS[language].tab);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
