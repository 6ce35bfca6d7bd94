import { describe, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ConfigurationPage } from '../../../app/routes/configuration-page';
import { UserForm } from './user-form';

// Issue 45, docs/decisions/issues.md: Configuration's own frame (title, section tabs) and its Users section in each language —
// the users list, the add-user form — with no key and no English left of what the catalogue
// translates; roles and permissions by id, the day a user was added in the reader's words.

cleanUpAfterLanguageTests();

const USER = {
  id: 5,
  name: 'Rosa Operadora',
  email: 'rosa@x',
  photo: null,
  external_code: null,
  role: { id: 4, name: 'operator' },
  client: null,
  permissions: ['view_sale_price', 'view_cost_price'],
  active: true,
  created_at: '2026-05-16T12:00:00Z',
};

const show = (node: React.ReactNode, at = '/') =>
  showScreen(node, {
    at,
    route: '/configuration/:section',
    answer: (path) => (path.startsWith('/tenant/users') ? page([USER]) : undefined),
  });

const WORDS: Record<Language, { page: string[]; form: string[] }> = {
  en: {
    page: ['Configuration', 'Clients & contracts', 'Users', 'Operator', 'Sale', 'Cost', 'Active', 'May 16, 2026'],
    form: ['Add a user', 'First password', 'Generate', 'Permissions', 'Sees net costs and margins.'],
  },
  es: {
    page: ['Configuración', 'Clientes y contratos', 'Usuarios', 'Operador', 'Venta', 'Costo', 'Activo', 'may 16, 2026'],
    form: ['Agregar un usuario', 'Contraseña inicial', 'Generar', 'Permisos', 'Ve costos netos y márgenes.'],
  },
  'pt-BR': {
    page: ['Configuração', 'Clientes e contratos', 'Usuários', 'Operador', 'Venda', 'Custo', 'Ativo', 'mai 16, 2026'],
    form: ['Adicionar um usuário', 'Senha inicial', 'Gerar', 'Permissões', 'Vê custos net e margens.'],
  },
};

describe('Configuration and its users in each language', () => {
  for (const language of LANGUAGES) {
    it(`the configuration tabs, the users list and the add-user form read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<ConfigurationPage />, '/configuration/users');
      await screen.findByText('Rosa Operadora', {}, { timeout: 10_000 });
      expectWords(WORDS[language].page);
      expectFullyTranslated(language);
      cleanup();

      show(<UserForm user={null} actorRole={1} onClose={() => {}} />);
      await screen.findByRole('dialog');
      expectWords(WORDS[language].form);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
