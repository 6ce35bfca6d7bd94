import { describe, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import type { QuoteId } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ExternalExportSection } from './external-export-section';
import { WhoMayExport } from './who-may-export';

// Issue 45, docs/decisions/issues.md: the Export tab's export to an external system (checks, targets, history) and what an
// administrator reads when no target is configured, in each language, with no key and no English left.

cleanUpAfterLanguageTests();

const QUOTE = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe' as QuoteId;

const row = (id: number, status: string, retryOf: number | null) => ({
  id,
  source: 'crm',
  kind: 'webhook',
  target_name: 'CRM webhook',
  status,
  attempts: 2,
  max_attempts: 3,
  last_error: null,
  response_status: null,
  version: 4,
  user: { id: 1, name: 'Ana Admin' },
  created_at: '2026-11-26T06:00:00.000Z',
  finished_at: null,
  retry_of: retryOf,
  files: null,
});

const EXPORTS = {
  data: [row(2, 'failed', 1), row(1, 'queued', null)],
  checks: { warnings: [], errors: [], can_export: true },
  targets: [{ source: 'crm', name: 'CRM webhook', kind: 'webhook' }],
  exporting: true,
  user_external_code: null,
};

const WORDS: Record<Language, string[]> = {
  en: ['Export to an external system', 'Export to CRM webhook', '2/3 tries · retry of #1', 'Queued', 'Retry'],
  es: [
    'Exportar a un sistema externo',
    'La cotización pasa todas las comprobaciones de exportación.',
    'Exportar a CRM webhook',
    'Para exportar necesita su cuenta en el sistema externo',
    'Exportando… la cotización figura como Confirmada hasta que termine.',
    '2/3 intentos · reintento de #1',
    'En cola',
    'Fallida',
    'Reintentar',
    'Todavía no hay ningún destino de exportación configurado.',
  ],
  'pt-BR': [
    'Exportar para um sistema externo',
    'A cotação passa em todas as verificações de exportação.',
    'Exportar para CRM webhook',
    'Para exportar, você precisa da sua conta no sistema externo',
    'Exportando… a cotação aparece como Confirmada até terminar.',
    '2/3 tentativas · nova tentativa de #1',
    'Na fila',
    'Falhou',
    'Tentar de novo',
    'Ainda não há nenhum destino de exportação configurado.',
  ],
};

describe('the external export in each language', () => {
  for (const language of LANGUAGES) {
    it(`the checks, the targets, the history and who may export read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(
        <>
          <ExternalExportSection quoteId={QUOTE} code="Q-1" />
          <WhoMayExport quoteId={QUOTE} code="Q-1" />
        </>,
        { answer: (path) => (path.includes('/export') ? EXPORTS : undefined) },
      );
      await screen.findAllByText('CRM webhook', {}, { timeout: 10_000 });
      expectWords(WORDS[language]);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
