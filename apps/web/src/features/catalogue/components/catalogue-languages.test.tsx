import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ExchangeRatesSection } from './exchange-rates-section';
import { SalesManualsSection } from './sales-manuals-section';
import { ServiceEditorForm } from './service-editor-form';
import { ServicesSection } from './services-section';
import { SuppliersSection } from './suppliers-section';
import { TagsSection } from './tags-section';

// Issue 45, docs/decisions/issues.md: the catalogue screens of Configuration (services and their editor, suppliers, sales
// manuals, exchange rates, tags and categories) in each language, with no key and no English left
// of what the catalogue translates; dates and numbers in the reader's words.

cleanUpAfterLanguageTests();
// Mantine's autosizing description box listens to document.fonts, which happy-dom lacks.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const SERVICE = {
  id: 7,
  code: 'EXC-0007',
  name: { value: 'City tour Cusco' },
  description: { value: '' },
  id_service_type: 7,
  name_type_service: { service_type_name: 'Excursion' },
  category: { id: 1, name: 'Cultural', acronym: 'CUL' },
  location: [{ location_name: 'Cusco', location_code: 'PE-CUS' }],
  level: 1,
};
const MANUAL = {
  id: 1,
  name: 'Peru 2026',
  currency: { id: 1, code: 'USD', currency_sign: '$' },
  valid_from: '2026-01-01',
  valid_to: '2099-12-31',
  margin_hotel: '20',
  margin_service: '12.5',
};
const RATE = {
  id: 3,
  from_currency: 'USD',
  to_currency: 'PEN',
  from_currency_id: 1,
  to_currency_id: 2,
  rate: '3.7525',
  valid_from: '2026-05-16',
};

/** Each screen's reads answer a row (or nothing when `empty`), by path. */
function answer(empty: boolean) {
  const rows = (list: unknown[]) => page(empty ? [] : list);
  return (path: string) => {
    if (path === '/tenant/services') return rows([SERVICE]);
    if (path === '/tenant/suppliers')
      return rows([{ id: 4, code: 'SUP-01', name: 'Andes SAC', email: null, phone: null, location: null }]);
    if (path === '/tenant/sales_manuals') return rows([MANUAL]);
    if (path === '/tenant/exchange_rates') return rows([RATE]);
    if (path === '/tenant/currency')
      return rows([
        { id: 1, code: 'USD', currency_name: 'US dollar', currency_sign: '$' },
        { id: 2, code: 'PEN', currency_name: 'Peruvian sol', currency_sign: 'S/' },
      ]);
    if (path === '/tenant/services_tags') return rows([{ id: 1, name: 'Family' }]);
    if (path === '/tenant/service-categories') return rows([{ id: 1, name: 'Cultural', acronym: 'CUL' }]);
    return undefined;
  };
}

const show = (node: React.ReactNode, empty = false) => showScreen(node, { answer: answer(empty) });

const WORDS: Record<Language, Record<'services' | 'empty' | 'editor' | 'rates' | 'lists', string[]>> = {
  en: {
    services: ['Services', 'New service', 'Category', 'Location', 'Comfort', 'Excursion'],
    empty: ['No services yet'],
    editor: ['Info', 'Name and description', 'Comfort level', 'Create service'],
    rates: ['No rates yet', 'Add season', 'Add line'],
    lists: ['Suppliers', 'Sales manuals', 'Jan 01, 2026', '12.50 %', 'Exchange rates', '3.7525', 'Service tags'],
  },
  es: {
    services: ['Servicios', 'Nuevo servicio', 'Categoría', 'Ubicación', 'Confort', 'Excursión'],
    empty: ['Aún no hay servicios'],
    editor: ['Información', 'Nombre y descripción', 'Nivel de confort', 'Crear servicio'],
    rates: ['Aún no hay tarifas', 'Agregar temporada', 'Agregar línea'],
    lists: ['Proveedores', 'Manuales de venta', 'ene 01, 2026', '12,50 %', 'Tipos de cambio', '3,7525', 'Etiquetas'],
  },
  'pt-BR': {
    services: ['Serviços', 'Novo serviço', 'Categoria', 'Localização', 'Conforto', 'Passeio'],
    empty: ['Ainda não há serviços'],
    editor: ['Informações', 'Nome e descrição', 'Nível de conforto', 'Criar serviço'],
    rates: ['Ainda não há tarifas', 'Adicionar temporada', 'Adicionar linha'],
    lists: ['Fornecedores', 'Manuais de venda', 'jan 01, 2026', '12,50 %', 'Taxas de câmbio', '3,7525', 'Tags'],
  },
};

describe('the catalogue screens in each language', () => {
  for (const language of LANGUAGES) {
    it(`the services list, its empty state and the service editor read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(<ServicesSection />);
      await screen.findByText('City tour Cusco', {}, { timeout: 10_000 });
      expectWords(WORDS[language].services);
      expectFullyTranslated(language);
      // The filters wrap: in one row they made the Spanish page 628 px wide at 390 (headless Chromium).
      const filters = screen
        .getByRole('textbox', { name: i18n.t('catalogue:filters.search') })
        .closest('.mantine-Group-root')!;
      expect(filters.getAttribute('style')).toContain('--group-wrap: wrap');
      cleanup();

      show(<ServicesSection />, true);
      await screen.findByText(WORDS[language].empty[0]!, {}, { timeout: 10_000 });
      expectFullyTranslated(language);
      cleanup();

      show(
        <ServiceEditorForm
          service={null}
          readOnly={false}
          onClose={() => {}}
          onCancel={() => {}}
          onDirtyChange={() => {}}
          onNestedChange={() => {}}
        />,
      );
      await screen.findByText(WORDS[language].editor[1]!, {}, { timeout: 10_000 });
      expectWords(WORDS[language].editor);
      expectFullyTranslated(language);
      fireEvent.click(screen.getAllByRole('tab').at(-1)!);
      await screen.findByText(WORDS[language].rates[0]!);
      expectWords(WORDS[language].rates);
      expectFullyTranslated(language);
    }, 30_000);

    it(`suppliers, sales manuals, exchange rates and tags read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show(
        <>
          <SuppliersSection />
          <SalesManualsSection />
          <ExchangeRatesSection />
          <TagsSection />
        </>,
      );
      await screen.findByText('Andes SAC', {}, { timeout: 10_000 });
      await screen.findByText('Peru 2026');
      await screen.findByText('Family');
      await screen.findAllByText('PEN');
      expectWords(WORDS[language].lists);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
