import { describe, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import type { PublishDiff, PublishState } from '../api/types';
import { DiffPanel } from './diff-panel';
import { PublishSection } from './publish-section';

// Issue 45, docs/decisions/issues.md: the Export tab's publishing (the link, what the client did, the actions) and the
// difference since the client's version, in each language, with no key and no English left.

cleanUpAfterLanguageTests();

const QUOTE_ID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const quote = {
  id: QUOTE_ID,
  version: 6,
  itinerary_type_id: 1,
  status: { id: 1, name: 'In Preparation' },
  currency: { id: 1, currency_sign: '$' },
} as unknown as QuoteDetail;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const STATE: PublishState = {
  link: {
    code: 'k'.repeat(32),
    url: `http://demo.test/ela/${'k'.repeat(32)}`,
    createdAt: minutesAgo(300),
    expiresAt: null,
    revokedAt: null,
  },
  publications: [
    { id: 8, version: 5, publishedAt: minutesAgo(280), publishedBy: 'Admin', pdf: { status: 'failed', url: null } },
  ],
  lastSeen: { version: 5, at: minutesAgo(120) },
  events: [
    { kind: 'open', at: minutesAgo(120), version: 5 },
    { kind: 'read', at: minutesAgo(118), version: 5, section: 'hotels', seconds: 42 },
    { kind: 'level', at: minutesAgo(115), version: 5, level: 2 },
    { kind: 'pdf', at: minutesAgo(112), version: 5 },
    { kind: 'accept', at: minutesAgo(100), version: 5, level: 3 },
  ],
  accepted: { level: 3, at: minutesAgo(100), message: null, version: 5 },
  currentVersion: 6,
} as PublishState;

const DIFF = {
  published: { version: 5 },
  current: { version: 6 },
  days: [
    { day: 3, change: 'changed', before: { title: 'Cusco', date: null, services: ['a'] }, after: null },
    { day: 4, change: 'added', after: { title: '', date: null, services: [] } },
  ],
  services: [
    {
      change: 'removed',
      name: 'Dinner',
      day: 2,
      level: 0,
      before: { day: 2, days: 2, pricePerPerson: 1085, optional: true },
    },
  ],
  levels: [{ level: 1, before: { perPerson: 1200, total: 2400 }, after: { perPerson: 1250.5, total: 2501 } }],
} as unknown as PublishDiff;

const WORDS: Record<Language, string[]> = {
  en: [
    'Published · v5',
    'Client last saw version 5, 2 hours ago',
    '· the quote is at version 6 now',
    'Read the hotels for 42 s',
    'Send to client',
    'PDF failed',
    'What changed since the client',
    '2 days',
    '$1,085.00 per person',
    'Per person, before',
    '1,250.50',
  ],
  es: [
    'Publicada · v5',
    'El cliente vio por última vez la versión 5, hace 2 horas',
    '· la cotización ya está en la versión 6',
    'Leyó los hoteles durante 42 s',
    'Enviar al cliente',
    'Falló el PDF',
    'Qué cambió desde la versión del cliente',
    'Día sin título · sin servicios',
    '2 días',
    'por persona',
    'Por persona, antes',
    'Quitado',
  ],
  'pt-BR': [
    'Publicada · v5',
    'O cliente viu pela última vez a versão 5, há 2 horas',
    '· a cotação já está na versão 6',
    'Leu os hotéis por 42 s',
    'Enviar ao cliente',
    'Falha no PDF',
    'O que mudou desde a versão do cliente',
    'Dia sem título · sem serviços',
    '2 dias',
    'por pessoa',
    'Por pessoa, antes',
    'Removido',
  ],
};

describe('publishing in each language', () => {
  for (const language of LANGUAGES) {
    it(`the link, the timeline, the actions and the difference read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(
        <>
          <PublishSection quote={quote} readOnly={false} />
          <DiffPanel quote={quote} publishedVersion={5} />
        </>,
        {
          answer: (path) => (path.endsWith('/state') ? STATE : path.endsWith('/diff') ? DIFF : undefined),
        },
      );
      await screen.findByTestId('engagement-timeline', {}, { timeout: 10_000 });
      await screen.findByText(i18n.t('publishing:diff.perPersonBefore'), {}, { timeout: 10_000 });
      expectWords(WORDS[language]);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
