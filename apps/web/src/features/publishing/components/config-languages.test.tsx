import { describe, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import type { PublishConfig } from '../api/types';
import { ConfigSection } from './config-section';

// Issue 45, docs/decisions/issues.md: the proposal page's configuration (template, colours, display options, the sale
// settings, the image slots and the preview) in each language, with no key and no English left.

cleanUpAfterLanguageTests();

const quote = {
  id: '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe',
  version: 5,
  itinerary_type_id: 1,
  status: { id: 1, name: 'In Preparation' },
  currency: { id: 1, currency_sign: '$' },
} as unknown as QuoteDetail;

// The payment gateway (12) is on: its companions are locked with their reason.
const CONFIG: PublishConfig = {
  code: '',
  config: {
    id: 4,
    id_template: 1,
    contents: ([1, 3, 10, 12, 13] as const).map((id_content) => ({ id: null, id_content })),
    colors: [],
    recommended_level: null,
    next_steps: null,
  },
  images: [],
};

const TEMPLATES = [1, 2, 3, 4].map((id) => ({ id, name: `T${id}`, path: `p${id}`, cover: `/c${id}.svg` }));

const WORDS: Record<Language, string[]> = {
  en: ['Configuration', 'What the page shows', 'Payment gateway', 'Needed by the payment gateway.', 'Main text'],
  es: [
    'Configuración',
    'Qué muestra la página',
    'Pasarela de pago',
    'Lo requiere la pasarela de pago.',
    'Texto principal',
    'Predeterminado de la plantilla',
    'Nivel recomendado',
    'Sin imagen: se usa la de la plantilla.',
    'Vista previa',
    'Guardar configuración',
  ],
  'pt-BR': [
    'Configuração',
    'O que a página mostra',
    'Gateway de pagamento',
    'Exigido pelo gateway de pagamento.',
    'Texto principal',
    'Padrão do modelo',
    'Nível recomendado',
    'Sem imagem: a do modelo é usada.',
    'Pré-visualização',
    'Salvar configuração',
  ],
};

describe('the publish configuration in each language', () => {
  for (const language of LANGUAGES) {
    it(`the form and its preview read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<ConfigSection quote={quote} readOnly={false} />, {
        answer: (path) => {
          if (path.includes('/publish/config/')) return CONFIG;
          if (path.includes('web-templates')) return TEMPLATES;
          if (path.includes('/itinerary/services/') || path.includes('/itinerary/prices/')) return [];
          if (path.includes('/preview')) return new Response('<html><body>page</body></html>', { status: 200 });
          return undefined;
        },
      });
      await screen.findByTestId('display-option-12', {}, { timeout: 10_000 });
      await screen.findByTestId('proposal-preview', {}, { timeout: 10_000 });
      await screen.findByText('T1', {}, { timeout: 10_000 });
      expectWords(WORDS[language]);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
