import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { RateChangesSection } from './rate-changes-section';
import { RepriceProgress } from './reprice-progress';

// Issue 45, docs/decisions/issues.md: Configuration › Rate changes (the changes, a change's impacted quotes, the job's
// results, the sold-below-cost list) in each language, with no key and no English left of what the
// catalogue translates; statuses and levels by id, numbers in the reader's.

cleanUpAfterLanguageTests();

const CHANGE = {
  id: 7,
  service: { id: 38, code: 'TRF-CUZ', name: 'Traslado aeropuerto Cusco' },
  source: 'import',
  user: { id: 1, name: 'Ana Admin' },
  created_at: '2026-11-29T03:00:00.000Z',
  changed_ids: [101],
  added_ids: [102],
  removed_ids: [],
  costs: [{ id: 101, sales_manual_id: 1, before: 1088, after: 1098 }],
  open_quotes: 2,
};
const LEVEL = {
  level: 1,
  type: 'Comfort',
  total_before: 1000,
  total_after: 1013,
  margin_change: 2.5,
  margin_percent_change: 0.05,
};
const head = (id: number, code: string, status: string, locked: boolean) => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  code,
  title: 'Familia Pérez',
  status_id: locked ? 4 : 1,
  status,
  version: 3,
  prices_locked: locked,
  service_ids: [38],
});
const IMPACT = {
  rate_change_ids: [7],
  quotes: [{ ...head(2, 'I01-BBB', 'Sent', true), lock: 'Prices locked: Sent', levels: [LEVEL], changed: true }],
  sold_below_cost: [
    {
      ...head(3, 'I01-CCC', 'Confirmed', true),
      level: 2,
      type: 'Superior',
      sold_total: 3882,
      cost_before: 2900,
      cost_after: 3990,
      margin_left: -208,
    },
  ],
};
const JOB = {
  id: 'job-1',
  status: 'done',
  total: 1,
  done: 1,
  rate_change_id: 7,
  results: [{ id: 1, code: 'I01-AAA', outcome: 'repriced', version: 4 }],
};
const answer = (path: string) => {
  if (path.includes('/reprice/job-1')) return JOB;
  if (path.includes('/impact')) return IMPACT;
  if (path.includes('rate-changes') || path.includes('rate_changes')) return { data: [CHANGE] };
  return undefined;
};

const WORDS: Record<Language, { rates: string[] }> = {
  en: {
    rates: [
      'Unit costs',
      '1,088.00 → 1,098.00',
      'Ana Admin (import)',
      '1 changed, 1 added, 0 removed',
      'Prices locked',
    ],
  },
  es: {
    rates: [
      'Costos unitarios',
      '1.088,00 → 1.098,00',
      'Ana Admin (importación)',
      '1 cambiadas, 1 agregadas, 0 eliminadas',
      'Precios bloqueados',
    ],
  },
  'pt-BR': {
    rates: [
      'Custos unitários',
      '1.088,00 → 1.098,00',
      'Ana Admin (importação)',
      '1 alteradas, 1 adicionadas, 0 removidas',
      'Preços bloqueados',
    ],
  },
};
const SENT: Record<Language, string> = { en: 'Sent', es: 'Enviada', 'pt-BR': 'Enviada' };

describe('the rate changes section in each language', () => {
  for (const language of LANGUAGES) {
    it(`the changes, a change's impact and the job's results read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(
        <>
          <RateChangesSection />
          <RepriceProgress jobId="job-1" />
        </>,
        { answer },
      );
      const row = await screen.findByTestId('impact-I01-BBB', {}, { timeout: 10_000 });
      await screen.findByText(i18n.t('settings:rateChanges.progress.done'));
      expectWords(WORDS[language].rates);
      expect(within(row).getByText(SENT[language])).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});
