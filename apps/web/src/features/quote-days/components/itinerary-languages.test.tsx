import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import type { Day, QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { i18n } from '../../../lib/i18n';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { cleanUpAfterLanguageTests, showScreen } from '../../../lib/language-screen.fixture';
import { ItineraryTab } from './itinerary-tab';

// Decision 0085: the Itinerary tab (days, their meals, services, menus and dialogs) in each language,
// with no key and no English left of what the catalogue translates; the dates in the reader's words.

cleanUpAfterLanguageTests();

const UUID = '00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe';
const quote = {
  id: UUID,
  start_date: '2027-04-03',
  num_day: 2,
  version: 7,
  prices_locked: 0,
  status: { id: 1, name: 'In Preparation' },
  client: { id: 1, name: 'Andean', configuration: { date_format: 'DD MMMM YYYY' } },
} as QuoteDetail;

const text = (value: string) => ({ id: 0, value, translate: [] });
const day = (n: number, title: string, serviceIds: number[]): Day =>
  ({
    id: 100 + n,
    start_day: n,
    start_date: `2027-04-0${2 + n}`,
    order: n - 1,
    duration: 1,
    title: text(title),
    description: text(''),
    overnight_location_id: n === 1 ? 9 : null,
    overnight_location_name: n === 1 ? 'Cusco' : null,
    meals: { breakfast: true, lunch: false, dinner: false },
    images: [],
    images_full: [],
    services: serviceIds.map((id, order) => ({ id: 500 + id, itinerary_service: id, order })),
  }) as unknown as Day;
const DAYS = [day(1, 'Cusco', [1]), day(2, '', [])];
const SERVICES = [
  { id: 1, day: '1', order: 1, level: 0, optional: 1, visible: 0, id_service_type: 7, name: text('Pisac') },
] as unknown as QuoteService[];

const EXPECTED: Record<
  Language,
  { day: string; date: string; add: string; free: string; menu: string; remove: string; removeTitle: string }
> = {
  en: {
    day: 'Day 2',
    date: 'Sat, 03 April 2027',
    add: 'Add a day',
    free: 'Free day: drop a service here.',
    menu: 'Merge into day 1',
    remove: 'Delete day',
    removeTitle: 'Delete day 2?',
  },
  es: {
    day: 'Día 2',
    date: 'sáb, 03 abril 2027',
    add: 'Agregar un día',
    free: 'Día libre: suelte un servicio aquí.',
    menu: 'Unir al día 1',
    remove: 'Eliminar día',
    removeTitle: '¿Eliminar el día 2?',
  },
  'pt-BR': {
    day: 'Dia 2',
    date: 'sáb, 03 abril 2027',
    add: 'Adicionar um dia',
    free: 'Dia livre: solte um serviço aqui.',
    menu: 'Juntar ao dia 1',
    remove: 'Excluir dia',
    removeTitle: 'Excluir o dia 2?',
  },
};

describe('the Itinerary tab in each language', () => {
  for (const language of LANGUAGES) {
    it(`reads in ${language}, its day menu and delete dialog too`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<ItineraryTab quote={quote} readOnly={false} lockReason={null} />, {
        answer: (path) =>
          path.startsWith('/tenant/itinerary/days/')
            ? DAYS
            : path.startsWith('/tenant/itinerary/services/')
              ? SERVICES
              : [],
      });
      const words = EXPECTED[language];
      expect(await screen.findByText(words.day, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByText(words.date)).toBeTruthy();
      expect(screen.getByText(words.free)).toBeTruthy();
      expect(screen.getByRole('button', { name: words.add })).toBeTruthy();
      // The second day's menu, then its delete dialog.
      const menus = screen.getAllByRole('button', { name: /2$/ }).filter((b) => b.getAttribute('aria-haspopup'));
      fireEvent.click(menus[0]!);
      expect(await screen.findByText(words.menu)).toBeTruthy();
      fireEvent.click(screen.getByText(words.remove));
      expect(await screen.findByText(words.removeTitle)).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});
