import { describe, expect, it } from 'vitest';
import { buildPageTitle } from './page-title';

describe('the page title', () => {
  it('is the product title outside a quote', () => {
    expect(buildPageTitle({ inQuote: false, history: false })).toBe('Itinera');
    expect(buildPageTitle({ inQuote: false, history: false, code: 'Q-12', title: 'Peru' })).toBe('Itinera');
  });

  it('is tag · code · title in a quote', () => {
    expect(buildPageTitle({ inQuote: true, history: false, code: 'PE-2041', title: 'Andes & Amazon' })).toBe(
      'Itinera · PE-2041 · Andes & Amazon',
    );
  });

  it('uses the history tag in history view', () => {
    expect(buildPageTitle({ inQuote: true, history: true, code: 'PE-2041', title: 'Andes & Amazon' })).toBe(
      'Itinera history · PE-2041 · Andes & Amazon',
    );
  });

  it('shows only the tag while the quote is not loaded, and skips blank parts', () => {
    expect(buildPageTitle({ inQuote: true, history: false })).toBe('Itinera');
    expect(buildPageTitle({ inQuote: true, history: true, code: null, title: '' })).toBe('Itinera history');
    expect(buildPageTitle({ inQuote: true, history: false, code: 'PE-2041', title: '  ' })).toBe('Itinera · PE-2041');
  });

  it("cuts a long quote title with the domain's truncate, so the tab and the history list stay readable", () => {
    const long = 'Southern Peru discovery with the Brown family, from Lima to Cusco and the Sacred Valley';
    expect(buildPageTitle({ inQuote: true, history: false, code: 'PE-2041', title: long })).toBe(
      'Itinera · PE-2041 · Southern Peru discovery with the Brown family, fro...',
    );
  });
});
