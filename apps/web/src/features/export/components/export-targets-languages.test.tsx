import { describe, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ExportTargetsSection } from './export-targets-section';

// Issue 45, docs/decisions/issues.md: Configuration › Export targets in each language (the list, the add form), with no key
// and no English left of what the catalogue translates.

cleanUpAfterLanguageTests();

const TARGET = {
  id: 1,
  source: 'oppen',
  name: 'Oppen ERP',
  kind: 'webhook',
  url: 'https://erp.example/hook',
  has_secret: true,
  needs_documents: false,
  max_attempts: 5,
};

const WORDS: Record<Language, string[]> = {
  en: ['Source', 'Webhook (signed)', 'Add an export target', 'Signed webhook', 'Tries before giving up'],
  es: [
    'Origen',
    'Webhook (firmado)',
    'Agregar un destino de exportación',
    'Webhook firmado',
    'Intentos antes de desistir',
  ],
  'pt-BR': [
    'Origem',
    'Webhook (assinado)',
    'Adicionar um destino de exportação',
    'Webhook assinado',
    'Tentativas antes de desistir',
  ],
};

describe('the export targets section in each language', () => {
  for (const language of LANGUAGES) {
    it(`the targets and the add form read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<ExportTargetsSection />, {
        answer: (path) => (path === '/tenant/export-targets' ? { data: [TARGET] } : undefined),
      });
      await screen.findByText('Oppen ERP', {}, { timeout: 10_000 });
      expectWords(WORDS[language]);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
