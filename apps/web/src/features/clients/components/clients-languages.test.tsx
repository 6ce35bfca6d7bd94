import { describe, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ClientForm } from './client-form';
import { ClientsSection } from './clients-section';
import { ContractForm } from './contract-form';

// Issue 45, docs/decisions/issues.md: Configuration › Clients & contracts in each language — the clients list, a client's
// contracts, the client and contract forms — with no key and no English left of what the catalogue
// translates; the date-format samples and commissions in the reader's words and numbers.

cleanUpAfterLanguageTests();

const CLIENT = { id: 4, name: 'Andes Travel', configuration: { date_format: 'DD MMM YYYY' as const }, logo: null };
const CONTRACT = {
  id: 9,
  name: 'Andes 2026',
  client_id: 4,
  owner_user_id: null,
  location_ids: [],
  commission_mode: 'commission_on_top' as const,
  commission_pct: '12.5',
  sales_manual: { id: 1, name: 'Peru 2026' },
};

const show = (node: React.ReactNode) =>
  showScreen(node, {
    answer: (path) =>
      path === '/tenant/clients' ? page([CLIENT]) : path === '/tenant/clients/contract/' ? page([CONTRACT]) : undefined,
  });

const WORDS: Record<Language, { list: string[]; forms: string[] }> = {
  en: {
    list: ['Clients', 'Dates: 05 Mar 2026', 'Contracts', 'Sales manual: Peru 2026', 'Everywhere', '12.50 % on top'],
    forms: ['Date format', 'No logo yet.', 'Choose logo', 'Commission on top', 'Account manager'],
  },
  es: {
    list: [
      'Clientes',
      'Fechas: 05 mar 2026',
      'Contratos',
      'Manual de venta: Peru 2026',
      'En todas partes',
      '12,50 % adicional',
    ],
    forms: ['Formato de fecha', 'Aún no hay logo.', 'Elegir logo', 'Comisión adicional', 'Ejecutivo de cuenta'],
  },
  'pt-BR': {
    list: [
      'Clientes',
      'Datas: 05 mar 2026',
      'Contratos',
      'Manual de venda: Peru 2026',
      'Em todo lugar',
      '12,50 % adicional',
    ],
    forms: ['Formato de data', 'Ainda não há logo.', 'Escolher logo', 'Comissão adicional', 'Gerente de conta'],
  },
};

describe('the clients screens in each language', () => {
  for (const language of LANGUAGES) {
    it(`the clients list, a client's contracts and the forms read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<ClientsSection />);
      await screen.findByText('Andes 2026', {}, { timeout: 10_000 });
      expectWords(WORDS[language].list);
      expectFullyTranslated(language);
      cleanup();

      show(
        <>
          <ClientForm client={null} onClose={() => {}} />
          <ContractForm client={CLIENT} contract={CONTRACT} onClose={() => {}} />
        </>,
      );
      await screen.findAllByRole('dialog');
      expectWords(WORDS[language].forms);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
