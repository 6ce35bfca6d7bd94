import { describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import type { RequestRow } from '../api/list-requests';
import { AssignRequestModal } from './assign-request-modal';
import { DeleteRequestModal } from './delete-request-modal';
import { EditRequestModal } from './edit-request-modal';
import { LinkQuotesModal } from './link-quotes-modal';
import { LinkedQuotesPanel } from './linked-quotes-panel';
import { RequestCreationPage } from './request-creation-page';

// Issue 45, docs/decisions/issues.md: the requests' own screens in each language — the new-request page with its quote picker,
// the edit modal, linking quotes, the linked quotes under a row, assigning and deleting — with no key
// and no English left of what the catalogue translates; counts agree with their noun, dates and
// numbers in the reader's words.

cleanUpAfterLanguageTests();

const CLIENT = { id: 4, name: 'Andean Trails' };
const quote = (n: number, title: string, numDay: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  code: `I04-00${n}`,
  title,
  client: CLIENT,
  itinerary_type_id: 1,
  user: null,
  num_pax: 2,
  num_day: numDay,
  start_date: '2027-03-01',
  end_date: '2027-03-05',
  created_date: '2026-01-01',
  status: { id: 1, name: 'In Preparation' },
  statusesOptions: [],
  isDeleting: false,
  isShared: false,
});
// More quotes than one page shows: the picker says so.
const QUOTES = {
  data: [quote(1, 'Peru classic', 5), quote(2, '', 1)],
  meta: { total: 1250, per_page: 100, current_page: 1, last_page: 13 },
  links: { prev: null, next: null },
  queue: { exporting: [], deleting: [], refreshing: [] },
  statuses: {},
};
const linkedItem = (n: number, title: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  code: `I04-00${n}`,
  title,
  client: CLIENT,
  user: { id: null, name: '' },
  paxs: 2,
  start_date: '2027-03-01',
  end_date: '2027-03-05',
  creation: '2026-01-01',
  status: { id: 1, name: 'In Preparation' },
});
const REQUEST: RequestRow = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'FABC',
  title: 'Smith family',
  client: CLIENT,
  contract: { id: null, name: '' },
  stage: { id: 5, name: 'Negotiation' },
  tags: [],
  user: null,
  quotes_number: 2,
  creation: '2026-01-01',
  items: [linkedItem(1, 'Peru classic'), linkedItem(3, '')],
};

const show = (node: React.ReactNode) =>
  showScreen(node, {
    answer: (path) => (path === '/tenant/clients' ? page([CLIENT]) : path === '/tenant/itinerary' ? QUOTES : undefined),
  });

const WORDS: Record<
  Language,
  { create: string[]; edit: string[]; link: string[]; noClient: string[]; assign: string[] }
> = {
  en: {
    create: [
      'New request',
      'Request details',
      'A new request is usually In Preparation.',
      'In Preparation',
      'Link quotes',
      'Optional',
      'Selected quotes (0)',
      'No quote selected.',
      'Untitled quote',
      'Mar 01, 2027 · 5 days · 2 pax',
      'Mar 01, 2027 · 1 day · 2 pax',
      'Showing the newest 2 of 1,250 quotes: search to find the others.',
      'Create request',
    ],
    edit: [
      'Edit FABC',
      'Negotiation',
      'Its 2 linked quotes belong to this client: unlink them before choosing another.',
      'Save changes',
    ],
    link: [
      'Link quotes to FABC',
      '· quotes of Andean Trails',
      'Selected quotes (2)',
      'I04-001 · Peru classic',
      'I04-003 · Untitled quote',
      'No changes yet',
      'Save links',
      'Linked quotes',
      'Change linked quotes',
    ],
    noClient: ['This request has no client', 'Edit request', 'No quote is linked to this request yet.'],
    assign: [
      'Assign request',
      'The assignee sees the request in their list and follows it through its stages.',
      'Delete request',
      'Its 2 linked quotes are kept, only unlinked. This cannot be undone.',
    ],
  },
  es: {
    create: [
      'Nueva solicitud',
      'Datos de la solicitud',
      'Una solicitud nueva suele estar en preparación.',
      'En preparación',
      'Vincular cotizaciones',
      'Opcional',
      'Cotizaciones seleccionadas (0)',
      'Ninguna cotización seleccionada.',
      'Cotización sin título',
      'mar 01, 2027 · 5 días · 2 pax',
      'mar 01, 2027 · 1 día · 2 pax',
      'Se muestran las 2 más recientes de 1.250 cotizaciones: busque para encontrar las demás.',
      'Crear solicitud',
    ],
    edit: [
      'Editar FABC',
      'Negociación',
      'Sus 2 cotizaciones vinculadas pertenecen a este cliente: desvincúlelas antes de elegir otro.',
      'Guardar cambios',
    ],
    link: [
      'Vincular cotizaciones a FABC',
      '· cotizaciones de Andean Trails',
      'Cotizaciones seleccionadas (2)',
      'I04-001 · Peru classic',
      'I04-003 · Cotización sin título',
      'Aún sin cambios',
      'Guardar vínculos',
      'Cotizaciones vinculadas',
      'Cambiar las cotizaciones vinculadas',
    ],
    noClient: [
      'Esta solicitud no tiene cliente',
      'Editar la solicitud',
      'Aún no hay cotizaciones vinculadas a esta solicitud.',
    ],
    assign: [
      'Asignar la solicitud',
      'La persona asignada ve la solicitud en su lista y la sigue en cada etapa.',
      'Eliminar solicitud',
      'Sus 2 cotizaciones vinculadas se conservan, solo se desvinculan. No se puede deshacer.',
    ],
  },
  'pt-BR': {
    create: [
      'Nova solicitação',
      'Dados da solicitação',
      'Uma solicitação nova costuma ficar em preparação.',
      'Em preparação',
      'Vincular cotações',
      'Opcional',
      'Cotações selecionadas (0)',
      'Nenhuma cotação selecionada.',
      'Cotação sem título',
      'mar 01, 2027 · 5 dias · 2 pax',
      'mar 01, 2027 · 1 dia · 2 pax',
      'Mostrando as 2 mais recentes de 1.250 cotações: busque para encontrar as outras.',
      'Criar solicitação',
    ],
    edit: [
      'Editar FABC',
      'Negociação',
      'Suas 2 cotações vinculadas pertencem a este cliente: desvincule-as antes de escolher outro.',
      'Salvar alterações',
    ],
    link: [
      'Vincular cotações a FABC',
      '· cotações de Andean Trails',
      'Cotações selecionadas (2)',
      'I04-001 · Peru classic',
      'I04-003 · Cotação sem título',
      'Ainda sem alterações',
      'Salvar vínculos',
      'Cotações vinculadas',
      'Alterar as cotações vinculadas',
    ],
    noClient: [
      'Esta solicitação não tem cliente',
      'Editar a solicitação',
      'Ainda não há cotações vinculadas a esta solicitação.',
    ],
    assign: [
      'Atribuir a solicitação',
      'A pessoa atribuída vê a solicitação na sua lista e a acompanha em cada etapa.',
      'Excluir solicitação',
      'Suas 2 cotações vinculadas são mantidas, apenas desvinculadas. Isso não pode ser desfeito.',
    ],
  },
};

describe('the requests screens in each language', () => {
  for (const language of LANGUAGES) {
    it(`the new-request page and the edit modal read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      // One client: the page picks it and shows its quotes to link.
      show(<RequestCreationPage />);
      await screen.findByText('Peru classic', {}, { timeout: 10_000 });
      expectWords(WORDS[language].create);
      expectFullyTranslated(language);
      cleanup();

      show(<EditRequestModal request={REQUEST} onClose={() => {}} />);
      await screen.findByRole('dialog');
      expectWords(WORDS[language].edit);
      expectFullyTranslated(language);
    }, 30_000);

    it(`linking quotes to a request and the linked quotes under its row read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(
        <>
          <LinkedQuotesPanel request={REQUEST} canLink onLink={() => {}} />
          <LinkQuotesModal request={REQUEST} onClose={() => {}} onEdit={() => {}} />
        </>,
      );
      await screen.findByText(`${QUOTES.data[0]!.code}`, {}, { timeout: 10_000 });
      expectWords(WORDS[language].link);
      expectFullyTranslated(language);
      cleanup();

      const noClient = { ...REQUEST, client: null, items: [], quotes_number: 0 };
      show(
        <>
          <LinkedQuotesPanel request={noClient} canLink onLink={() => {}} />
          <LinkQuotesModal request={noClient} onClose={() => {}} onEdit={() => {}} />
        </>,
      );
      await screen.findByRole('dialog');
      expectWords(WORDS[language].noClient);
      expectFullyTranslated(language);
    }, 30_000);

    it(`assigning and deleting a request read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<DeleteRequestModal request={REQUEST} onClose={() => {}} />);
      await screen.findByRole('dialog');
      expectWords(WORDS[language].assign.slice(2));
      expectFullyTranslated(language);
      cleanup();

      // The assign modal's picker is the shared AssignUserModal (components/), translated apart: only
      // what the request says (title, hint) is checked here.
      show(<AssignRequestModal request={REQUEST} onClose={() => {}} />);
      await screen.findByRole('dialog');
      expectWords(WORDS[language].assign.slice(0, 2));
      expect(document.body.textContent).not.toMatch(/\bassign\.(title|hint)\b/);
    }, 30_000);
  }
});
