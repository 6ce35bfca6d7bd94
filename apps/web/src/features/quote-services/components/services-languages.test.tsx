import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { clearAuth } from '../../../lib/auth-storage';
import { i18n } from '../../../lib/i18n';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { show } from './services-workspace.fixture';

// Issue 45, docs/decisions/issues.md: the Services tab in each language — its table, toolbar, day headers, a row's menu, the
// selection bar and the delete question — with no key and no English left of what the catalogue
// translates; the dates in the client's format with the reader's words.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});
afterAll(() => i18n.changeLanguage('en'));

const EXPECTED: Record<
  Language,
  {
    day: string;
    date: string;
    units: string;
    kind: string;
    add: string;
    cost: string;
    menu: string;
    selected: string;
    del: string;
  }
> = {
  en: {
    day: 'Day 1',
    date: '· Sat, 03/04/2027',
    units: ' · 1 day',
    kind: 'Regular',
    add: 'Add services',
    cost: 'Only Cost',
    menu: 'Edit details',
    selected: '1 selected',
    del: 'Delete service?',
  },
  es: {
    day: 'Día 1',
    date: '· sáb, 03/04/2027',
    units: ' · 1 día',
    kind: 'Estándar',
    add: 'Agregar servicios',
    cost: 'Solo costo',
    menu: 'Editar detalles',
    selected: '1 seleccionado',
    del: '¿Eliminar el servicio?',
  },
  'pt-BR': {
    day: 'Dia 1',
    date: '· sáb, 03/04/2027',
    units: ' · 1 dia',
    kind: 'Padrão',
    add: 'Adicionar serviços',
    cost: 'Só custo',
    menu: 'Editar detalhes',
    selected: '1 selecionado',
    del: 'Excluir o serviço?',
  },
};

describe('the Services tab in each language', () => {
  for (const language of LANGUAGES) {
    it(`reads in ${language}: table, row menu, selection bar and delete question`, async () => {
      // The tab's own reads (passengers, the matrix) answer nothing here.
      vi.stubGlobal('fetch', async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
      await act(() => i18n.changeLanguage(language));
      show(1, [], true);
      const words = EXPECTED[language];
      expect(screen.getByText(words.day)).toBeTruthy();
      expect(screen.getByText(words.date)).toBeTruthy();
      expect(screen.getByText(words.cost)).toBeTruthy();
      // What the row is charged for, in the reader's words (the API's 'Day(s)' is not shown).
      expect(document.body.textContent).toContain(words.units);
      expect(document.body.textContent).not.toContain('Day(s)');
      // A service's kind (regular, optional, confirmed) by the catalogue's word.
      expect(document.body.textContent).toContain(words.kind);
      expect(screen.getByRole('button', { name: words.add })).toBeTruthy();
      // The toolbar may wrap: in one row it made the Spanish page 1500 px wide at 1440 (headless Chromium).
      const toolbar = screen.getByRole('button', { name: words.add }).closest('.mantine-Group-root')!.parentElement!;
      expect(toolbar.getAttribute('style')).toContain('--group-wrap: wrap');
      // A row's menu, then its tick box: the selection bar.
      fireEvent.click(screen.getAllByRole('button', { name: /City tour$/ }).at(-1)!);
      expect(await screen.findByText(words.menu)).toBeTruthy();
      fireEvent.click(screen.getAllByRole('checkbox', { name: /City tour$/ })[0]!);
      const bar = await screen.findByRole('toolbar');
      expect(within(bar).getByText(words.selected)).toBeTruthy();
      expectFullyTranslated(language);
      // The delete question of the selection.
      fireEvent.click(within(bar).getAllByRole('button').at(-2)!);
      expect(await screen.findByText(words.del)).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});
