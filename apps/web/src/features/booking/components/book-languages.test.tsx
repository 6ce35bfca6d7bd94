import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import type { BookingOverview, QuoteDetail } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { compositionText } from './acceptance-line';
import { BookTab } from './book-tab';
import { CancelBookingModal, MarkModal } from './booking-modals';
import { SendVouchersModal } from './send-vouchers-modal';

// Issue 45, docs/decisions/issues.md: the quote's Book tab in each language — the sale's level cards, the suppliers and their
// services, states, the acceptance line and the client's composition, the amendments and declined
// alerts, the emergency phone, the marking, cancelling and vouchers dialogs — with no key and no
// English left of what the catalogue translates.

cleanUpAfterLanguageTests();

const UUID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const quote = (status: number) =>
  ({
    id: UUID,
    version: 6,
    status: { id: status, name: '' },
    currency: { id: 1, currency_sign: '$' },
    accepted_version: {
      version: 6,
      level: 2,
      acceptance: {
        name: 'Ana García',
        at: '2026-11-29T10:00:00.000Z',
        published_version: 5,
        figures: { composition: { level: 2, stays: { '4-5': 3 }, extras: [31, 32] } },
      },
    },
  }) as unknown as QuoteDetail;

const NAMES: Record<number, string> = { 11: 'Hotel Monasterio', 12: 'Tren Vistadome' };
const service = (id: number, extra: object) => ({
  id,
  code: `SVC-${id}`,
  name: NAMES[id],
  id_service_type: 2,
  level: 0,
  day: '2',
  start_date: null,
  end_date: null,
  num_pax: 2,
  passengers: ['Ana García', 'Tom García'],
  stay: null,
  passenger_notes: [],
  rooms: [],
  rooming: [],
  status: 1,
  booking_state: 'requested',
  reference: null,
  decline_reason: null,
  last_message: '',
  ...extra,
});

const OVERVIEW = {
  quote: { id: UUID, code: 'I01-X', title: 'Trip', status: { id: 2, name: '' }, sold_level: 2, bookable: true },
  progress: { confirmed: 0, total: 2, amendments_pending: 1 },
  suppliers: [
    {
      id: 7,
      code: 'SUP-PE',
      name: 'Andes Operaciones SAC',
      email: 'dmc@example.com',
      language: 'es',
      last_request: { sent_at: '2026-11-20T10:00:00.000Z', reminded_at: '2026-11-22T10:00:00.000Z' },
      progress: { confirmed: 0, total: 2, amendments_pending: 1 },
      services: [
        service(11, {
          stay: { check_in: null, check_out: null, day_in: 2, day_out: 4, nights: 2 },
          passenger_notes: [{ passenger: 'Ana García', dietary: 'Vegetariana', medical: null }],
        }),
        service(12, { booking_state: 'declined', decline_reason: 'Lleno', last_message: 'Lleno' }),
      ],
    },
  ],
} as unknown as BookingOverview;

const AMENDMENTS = {
  version: 6,
  suppliers: [
    {
      supplier_id: 7,
      supplier: 'Andes Operaciones SAC',
      services: [
        { id: 11, name: 'Hotel Monasterio', kind: 'amendment', pax: { before: 2, after: 3 } },
        { id: 12, name: 'Tren Vistadome', kind: 'cancellation' },
      ],
    },
  ],
};

const answer = (path: string) => {
  if (path.startsWith('/tenant/itinerary/prices/'))
    return [{ id: 1, type: 'seller', selected_level: 0, prices: [{ level: 1, type: 'Comfort', total: 11200 }] }];
  if (path === '/tenant/booking/settings') return { emergency_phone: null, can_edit: true };
  if (path.endsWith('/booking/amendments')) return AMENDMENTS;
  if (path.endsWith('/booking/vouchers/recipients'))
    return { recipients: [{ name: 'Ana García', email: 'ana@example.com', kind: 'lead_passenger' }] };
  if (path.endsWith('/booking')) return OVERVIEW;
  return {};
};

const WORDS: Record<Language, { tab: string[]; sale: string[]; dialogs: string[]; composition: string }> = {
  en: {
    tab: ['Sold at Superior', '0 of 2 confirmed', '1 amendment pending', 'Accepted by Ana García on Nov 29, 2026'],
    sale: ['Confirm the sale', 'Comfort', '$ 11,200'],
    dialogs: ['Drop 1 service from the trip', 'Cancel the booking', 'lead passenger'],
    composition: 'Days 4–5 at Luxury · 2 optional extras added',
  },
  es: {
    tab: [
      '1 rechazado por el proveedor',
      '1 seleccionado:',
      'Vendido en Superior',
      '0 de 2 confirmados',
      '1 modificación pendiente',
      'Aceptado por Ana García el nov 29, 2026',
    ],
    sale: ['Confirmar la venta', 'Confort', '$ 11.200'],
    dialogs: ['Quitar 1 servicio del viaje', 'Cancelar la reserva', 'pasajero principal'],
    composition: 'Días 4–5 en Lujo · 2 extras opcionales agregados',
  },
  'pt-BR': {
    tab: [
      '1 recusado pelo fornecedor',
      '1 selecionado:',
      'Vendido em Superior',
      '0 de 2 confirmados',
      '1 alteração pendente',
      'Aceito por Ana García em nov 29, 2026',
    ],
    sale: ['Confirmar a venda', 'Conforto', '$ 11.200'],
    dialogs: ['Retirar 1 serviço da viagem', 'Cancelar a reserva', 'passageiro principal'],
    composition: 'Dias 4–5 em Luxo · 2 extras opcionais adicionados',
  },
};

describe('the Book tab in each language', () => {
  for (const language of LANGUAGES) {
    it(`the suppliers, states, alerts, acceptance line, sale cards and dialogs read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<BookTab quote={quote(2)} />, { answer });
      await screen.findByText('Tren Vistadome', {}, { timeout: 10_000 });
      await screen.findByText(i18n.t('booking:amend.send'));
      await screen.findByText(i18n.t('booking:phone.none'));
      // A selection shows the marking toolbar.
      fireEvent.click(
        screen.getByRole('checkbox', { name: i18n.t('booking:supplier.selectOne', { name: 'Hotel Monasterio' }) }),
      );
      expectWords(WORDS[language].tab);
      // The longest button's label wraps on a phone (the Spanish one made the page 416 px wide at 390).
      const requestAll = screen.getByRole('button', { name: i18n.t('booking:requestAll') });
      expect(requestAll.querySelector<HTMLElement>('.mantine-Button-label')!.style.whiteSpace).toBe('normal');
      expect(screen.getByTestId('acceptance-line').textContent).toContain(WORDS[language].composition);
      expectFullyTranslated(language);
      cleanup();

      showScreen(<BookTab quote={quote(1)} />, { answer });
      await screen.findByText(WORDS[language].sale[2], {}, { timeout: 10_000 });
      expectWords(WORDS[language].sale);
      expectFullyTranslated(language);
      cleanup();

      showScreen(
        <>
          <MarkModal kind={3} count={1} busy={false} onClose={() => {}} onSubmit={() => {}} />
          <CancelBookingModal opened busy={false} onClose={() => {}} onCancel={() => {}} />
          <SendVouchersModal quoteId={UUID} opened busy={false} onClose={() => {}} onSend={() => {}} />
        </>,
        { answer },
      );
      await screen.findByText('ana@example.com', {}, { timeout: 10_000 });
      expectWords(WORDS[language].dialogs);
      expectFullyTranslated(language);
    }, 30_000);
  }

  it('words a composition in the reader’s language, a level it does not know by its number', async () => {
    await act(() => i18n.changeLanguage('es'));
    await i18n.loadNamespaces('booking');
    expect(compositionText({ stays: { '3': 1, '6-8': 9 }, extras: [1] })).toBe(
      'Día 3 en Confort · Días 6–8 en nivel 9 · 1 extra opcional agregado',
    );
  });
});
