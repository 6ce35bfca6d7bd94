import { describe, expect, it } from 'vitest';
import { LANGUAGES, loadCatalogue, type Catalogue } from '@itinera/domain/i18n';
import { HISTORY_TABS, QUOTE_NAV, QUOTE_TABS, quoteTab } from './quote-tabs';

const read = (catalogue: Catalogue, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

describe('the list of quote tabs', () => {
  it('gives the routes and the number keys in the spec order, history view without Book', () => {
    expect(QUOTE_TABS).toEqual(['basic-info', 'services', 'itinerary', 'book', 'export', 'pax-info']);
    expect(QUOTE_TABS.map((id) => quoteTab(id).key)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(HISTORY_TABS).toEqual(['basic-info', 'services', 'itinerary', 'export', 'pax-info']);
  });

  it('reads an unknown tab as Basic Information', () => {
    expect(quoteTab('nowhere').id).toBe('basic-info');
  });

  it.each(LANGUAGES)('names every entry in the %s catalogues', async (language) => {
    const [common, workspace] = await Promise.all([
      loadCatalogue(language, 'common'),
      loadCatalogue(language, 'workspace'),
    ]);
    for (const entry of QUOTE_NAV) {
      expect(read(common, `nav.${entry.label}`), entry.id).toEqual(expect.any(String));
      if (!('name' in entry)) continue;
      expect(read(common, `shortcuts.${entry.name}`), entry.id).toEqual(expect.any(String));
      expect(read(workspace, `tabs.${entry.name}`), entry.id).toEqual(expect.any(String));
    }
  });
});
