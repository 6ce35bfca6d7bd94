import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ReportsPage } from './reports-page';

// Issue 45, docs/decisions/issues.md: /reports in each language — the filters, this month's figures, the cards' titles,
// controls and empty states, the tables' headers and the downloads' labels — with no key and no
// English left of what the catalogue translates; numbers and dates in the reader's words.

cleanUpAfterLanguageTests();

const EMPTY_CHART = { labels: [], datasets: [] };
const answer = (path: string) => {
  if (path === '/tenant/reports/summary') return { quotes: 1250, confirmed: 3 };
  if (path === '/tenant/reports/funnel') return { steps: [], cuts: [] };
  if (path === '/tenant/reports/time-to-quote')
    return {
      overall: { requests: 0, median_days: null, p90_days: null },
      by_consultant: [],
      by_client: [{ name: 'No client', requests: 8, median_days: 8.7, p90_days: 10.9 }],
      waiting: [
        {
          id: 'r-1',
          code: 'F-0042',
          title: 'Familia Pérez',
          client: 'Andes Travel',
          consultant: 'Rosa',
          arrived: '2026-03-05',
          days_waiting: 12.5,
        },
      ],
    };
  if (path === '/tenant/reports/engagement')
    return {
      levels: [],
      sections: [],
      follow_up: [
        {
          id: 'q-1',
          code: 'I02-CF08AL',
          title: 'Lua de mel',
          client: 'Andes Travel',
          consultant: 'Rosa',
          status: 'Under Review',
          first_opened: '2026-03-01',
          last_opened: '2026-03-02',
          opens: 4,
          days_since_opened: 6.2,
        },
      ],
    };
  if (path === '/tenant/clients') return page([]);
  if (path.startsWith('/tenant/reports/')) return EMPTY_CHART;
  return undefined;
};

/** The follow-up's status, which the API names in English, as the reader's quote statuses name it. */
const UNDER_REVIEW: Record<Language, string> = { en: 'Under Review', es: 'En revisión', 'pt-BR': 'Em revisão' };

const WORDS: Record<Language, string[]> = {
  en: [
    'Reports',
    'What clients look at',
    'Sales report (CSV)',
    'Your quotes: 1,250, 3 confirmed',
    'Quotes by period',
    'No cut chosen.',
    'Requests still waiting for a quote',
    'Days waiting',
    'Mar 05, 2026',
    '12.5 d',
    'No client',
  ],
  es: [
    'Reportes',
    'Lo que miran los clientes',
    'Reporte de ventas (CSV)',
    'Sus cotizaciones: 1.250, 3 confirmadas',
    'Cotizaciones por período',
    'No se eligió ningún desglose.',
    'Solicitudes que aún esperan una cotización',
    'Días de espera',
    'mar 05, 2026',
    '12,5 d',
    'Sin cliente',
  ],
  'pt-BR': [
    'Relatórios',
    'O que os clientes olham',
    'Relatório de vendas (CSV)',
    'Suas cotações: 1.250, 3 confirmadas',
    'Cotações por período',
    'Nenhum recorte escolhido.',
    'Solicitações ainda aguardando cotação',
    'Dias de espera',
    'mar 05, 2026',
    '12,5 d',
    'Sem cliente',
  ],
};

describe('the reports screen in each language', () => {
  for (const language of LANGUAGES) {
    it(`the filters, figures, cards, tables and empty states read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<ReportsPage />, { answer, at: '/reports' });
      await screen.findByText('I02-CF08AL', {}, { timeout: 10_000 });
      await screen.findByText('F-0042');
      await screen.findByText(WORDS[language][2]);
      expectWords(WORDS[language]);
      expect(screen.getByText('I02-CF08AL').closest('tr')!.textContent).toContain(UNDER_REVIEW[language]);
      // The downloads are named in the reader's language too.
      expect(
        screen.getAllByRole('button', {
          name: i18n.t('reports:card.download', { title: i18n.t('reports:time.waiting') }),
        }),
      ).toHaveLength(1);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
