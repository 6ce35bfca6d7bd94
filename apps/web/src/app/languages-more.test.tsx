import { describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../lib/i18n';
import { expectFullyTranslated } from '../lib/translation-check.fixture';
import { cleanUpAfterLanguageTests, page, showScreen } from '../lib/language-screen.fixture';
import { QuotePriceCell } from '../features/quotes/components/quote-price-cell';
import { RequestsPage } from '../features/requests/components/requests-page';
import { WorkspaceFrame } from '../features/quote-workspace/components/frame/workspace-frame';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

// Issue 45, docs/decisions/issues.md: home and the requests list, rendered in each language, show no key and no English
// message the catalogue translates; their dates and counts read in the reader's language.

cleanUpAfterLanguageTests();

const QUOTE = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'I02-CF08AL',
  title: '',
  client: null,
  created_date: '2026-05-16',
  status: { id: 2, name: 'Confirmed' },
};
const REQUEST = {
  id: '00000000-0000-4000-8000-000000000009',
  code: 'F-0042',
  title: 'Familia Pérez',
  client: null,
  user: { id: 3, name: 'Tania Agent' },
  stage: { id: 2, name: 'Sent' },
  creation: '2026-05-16',
  quotes_number: 2,
};

const show = (node: React.ReactNode) =>
  showScreen(node, {
    answer: (path, url) =>
      path.startsWith('/tenant/files')
        ? page([REQUEST])
        : url.includes('type=1')
          ? { ...page([QUOTE]), queue: { deleting: [] } }
          : undefined,
  });

const HOME: Record<Language, string[]> = {
  en: [
    'Featured destinations',
    'Recent quotes',
    'Untitled quote',
    'No client · created May 16, 2026',
    'New quote',
    'Confirmed',
  ],
  es: [
    'Destinos destacados',
    'Cotizaciones recientes',
    'Cotización sin título',
    'Sin cliente · creada el may 16, 2026',
    'Nueva cotización',
    'Perú',
    'Confirmada',
  ],
  'pt-BR': [
    'Destinos em destaque',
    'Cotações recentes',
    'Cotação sem título',
    'Sem cliente · criada em mai 16, 2026',
    'Nova cotação',
    'Peru',
    'Confirmada',
  ],
};
const REQUESTS: Record<Language, string[]> = {
  en: ['Requests', 'Title and client', 'Sent', 'May 16, 2026', 'New request'],
  es: ['Solicitudes', 'Título y cliente', 'Enviada', 'may 16, 2026', 'Nueva solicitud'],
  'pt-BR': ['Solicitações', 'Título e cliente', 'Enviada', 'mai 16, 2026', 'Nova solicitação'],
};

describe('home and the requests list in each language', () => {
  for (const language of LANGUAGES) {
    it(`home reads in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<HomePage />);
      await screen.findByText('I02-CF08AL', {}, { timeout: 10_000 });
      const text = document.body.textContent ?? '';
      for (const words of HOME[language]) expect(text).toContain(words);
      // Today, written out as a sentence starts: no CSS capitalising every word ('29 De Noviembre').
      const long = { weekday: 'long', day: 'numeric', month: 'long' } as const;
      const intl = new Date().toLocaleDateString(language === 'en' ? 'en-GB' : language, long);
      const line = screen.getByText(intl.charAt(0).toUpperCase() + intl.slice(1));
      expect(getComputedStyle(line).textTransform).not.toBe('capitalize');
      expectFullyTranslated(language);
    }, 30_000);

    it(`the requests list reads in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<RequestsPage />);
      await screen.findByText('F-0042', {}, { timeout: 10_000 });
      const text = document.body.textContent ?? '';
      for (const words of REQUESTS[language]) expect(text).toContain(words);
      expect(screen.getByRole('group', { name: i18n.t('row.linked', { ns: 'requests', count: 2 }) })).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});

const PRICED = {
  price: 2090,
  level_prices: [
    { level: 1, type: 'Comfort', total: 2090 },
    { level: 3, type: 'Luxury', total: 4635.5 },
  ],
  sold_level: null,
  currency: { currency_sign: 'US$' },
};
const PRICES: Record<Language, string[]> = {
  en: ['Comfort', 'US$ 2,090', 'Luxury', 'US$ 4,636'],
  // Grouped from the thousands in every language (Spanish's Intl default left '2090' beside '11.200').
  es: ['Confort', 'US$ 2.090', 'Lujo', 'US$ 4.636'],
  'pt-BR': ['Conforto', 'US$ 2.090', 'Luxo', 'US$ 4.636'],
};

describe("the quotes list's price cell in each language", () => {
  for (const language of LANGUAGES) {
    it(`names the levels and writes the money with Intl in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<QuotePriceCell quote={PRICED as never} />);
      const text = document.body.textContent ?? '';
      for (const words of PRICES[language]) expect(text).toContain(words);
      cleanup();
      show(<QuotePriceCell quote={{ ...PRICED, level_prices: [], price: null } as never} />);
      expectFullyTranslated(language);
    });
  }
});

const VIEW = {
  code: 'I02-CF08AL',
  title: '',
  clientName: null,
  ownerExternalCode: null,
  dateFormat: 'MMM DD, YYYY',
  startDate: '2026-05-16',
  endDate: '2026-05-20',
  numDays: 5,
  numPax: 2,
  status: { id: 5, name: 'Under Review' },
  version: 3,
  pricesLocked: true,
  bookingProgress: null,
  changesAwaiting: false,
};
const HEADER: Record<Language, string[]> = {
  en: ['Untitled quote', 'No client', 'May 16, 2026 – May 20, 2026', '5 days', '2 passengers', 'Prices locked', 'Sent'],
  es: [
    'Cotización sin título',
    'Sin cliente',
    'may 16, 2026 – may 20, 2026',
    '5 días',
    '2 pasajeros',
    'Precios bloqueados',
    'Enviada',
    'En revisión',
  ],
  'pt-BR': [
    'Cotação sem título',
    'Sem cliente',
    'mai 16, 2026 – mai 20, 2026',
    '5 dias',
    '2 passageiros',
    'Preços bloqueados',
    'Enviada',
    'Em revisão',
  ],
};

describe('the workspace header in each language', () => {
  for (const language of LANGUAGES) {
    it(`reads in ${language}: the quote's facts, its dates, the prices lock and the phases`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(
        <WorkspaceFrame
          quoteId={'00000000-0000-4000-8000-000000000001' as never}
          view={VIEW}
          tabTitle={i18n.t('nav.basicInformation')}
          icon={null}
          history={false}
          currentVersion={3}
          statusOptions={[]}
          tab="basic-info"
        />,
      );
      const text = document.body.textContent ?? '';
      for (const words of HEADER[language]) expect(text).toContain(words);
      expect(screen.getByRole('region', { name: i18n.t('frame.label', { ns: 'workspace' }) })).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});

const NOT_FOUND: Record<Language, string[]> = {
  en: ['404', 'This page does not exist, or it moved.', 'Back to home'],
  es: ['404', 'Esta página no existe o se movió.', 'Volver al inicio'],
  'pt-BR': ['404', 'Esta página não existe ou foi movida.', 'Voltar ao início'],
};

describe('the 404 page in each language', () => {
  for (const language of LANGUAGES) {
    it(`says the page is missing and leads home in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<NotFoundPage />);
      const text = document.body.textContent ?? '';
      for (const words of NOT_FOUND[language]) expect(text).toContain(words);
      expect(screen.getByRole('link', { name: NOT_FOUND[language][2] }).getAttribute('href')).toBe('/home');
      expectFullyTranslated(language);
    });
  }
});
