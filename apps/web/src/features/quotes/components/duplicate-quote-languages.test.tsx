import { describe, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import type { QuoteListRow } from '../api/list-quotes';
import { DuplicateQuoteModal } from './duplicate-quote-modal';

// Issue 45, docs/decisions/issues.md: duplicating a quote — the form, then the copy ready with its start date in the reader's
// words — in each language, with no key and no English left of what the catalogue translates.

cleanUpAfterLanguageTests();

const QUOTE = { id: 'q1', code: 'PE-0042', title: 'Perú clásico', start_date: '2026-05-16' } as unknown as QuoteListRow;
const COPY = { id: 'q2', code: 'PE-0043', title: { value: '' }, start_date: '2026-05-16' };

const WORDS: Record<Language, { form: string[]; ready: string[] }> = {
  en: {
    form: ['Duplicate quote', 'as a new quote in preparation.', 'New start date', 'Title of the copy', 'Cancel'],
    ready: ['is ready, In Preparation, starting May 16, 2026.', 'Untitled quote', 'Open the copy'],
  },
  es: {
    form: ['Duplicar cotización', 'como una nueva cotización en preparación.', 'Nueva fecha de inicio', 'Cancelar'],
    ready: ['está lista, En preparación, con inicio el may 16, 2026.', 'Cotización sin título', 'Abrir la copia'],
  },
  'pt-BR': {
    form: ['Duplicar cotação', 'como uma nova cotação em preparação.', 'Nova data de início', 'Cancelar'],
    ready: ['está pronta, Em preparação, com início em mai 16, 2026.', 'Cotação sem título', 'Abrir a cópia'],
  },
};

describe('Duplicating a quote in each language', () => {
  for (const language of LANGUAGES) {
    it(`the form and the ready copy read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<DuplicateQuoteModal quote={QUOTE} onClose={() => {}} />, {
        answer: (path) => (path === '/tenant/itinerary/duplicate' ? { data: COPY } : undefined),
      });
      await screen.findByRole('dialog');
      expectWords([...WORDS[language].form, 'PE-0042', 'Perú clásico']);
      expectFullyTranslated(language);

      fireEvent.click(screen.getByRole('button', { name: i18n.t('lifecycle:duplicate.duplicate') }));
      await screen.findByText(WORDS[language].ready[2], {}, { timeout: 10_000 });
      expectWords(WORDS[language].ready);
      expectFullyTranslated(language);
      cleanup();
    }, 30_000);
  }
});
