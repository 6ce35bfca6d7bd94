import { describe, expect, it } from 'vitest';
import {
  PROPOSAL_LABEL_CATALOGUE,
  fillLabel,
  formatProposalDate,
  formatProposalMoney,
  levelLabel,
  proposalLabels,
  proposalLanguage,
  publishedLanguage,
} from './labels';

describe("the proposal page's labels", () => {
  it('speaks the quote language and falls back to English', () => {
    expect(proposalLabels('es').acceptButton).toBe('Aceptar esta propuesta');
    expect(proposalLabels('es-PE').day).toBe('Día');
    expect(proposalLabels('en').pricePerPerson).toBe('Price per person');
    expect(proposalLabels('fr').acceptButton).toBe('Accept this proposal');
    expect(proposalLabels(null).day).toBe('Day');
    expect(proposalLanguage('ES_mx')).toBe('es');
    expect(proposalLanguage('')).toBe('en');
  });

  it('names the three levels in each language', () => {
    expect([1, 2, 3].map((l) => levelLabel(proposalLabels('en'), l as 1 | 2 | 3))).toEqual([
      'Comfort',
      'Superior',
      'Luxury',
    ]);
    expect(levelLabel(proposalLabels('es'), 3)).toBe('Lujo');
  });

  it('reads Brazilian Portuguese for pt and pt-BR, from the one catalogue', () => {
    expect(proposalLabels('pt-BR').acceptButton).toBe('Aceitar esta proposta');
    expect(proposalLabels('pt').day).toBe('Dia');
    expect(levelLabel(proposalLabels('pt'), 3)).toBe('Luxo');
    expect(PROPOSAL_LABEL_CATALOGUE['pt-BR'].hotels).toBe('Hotéis');
  });

  it("publishes in the quote's language, else the tenant's default, else English", () => {
    expect(publishedLanguage('pt', 'es')).toBe('pt-BR');
    expect(publishedLanguage('fr', 'es')).toBe('es');
    expect(publishedLanguage('fr', null)).toBe('en');
    expect(publishedLanguage(null, 'pt-BR')).toBe('pt-BR');
  });

  it('fills values in and leaves unknown ones as written', () => {
    expect(fillLabel(proposalLabels('es').dayTitle, { day: 3 })).toBe('Día 3');
    expect(fillLabel('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(fillLabel('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('prints prices with grouped thousands, cents only when there are some', () => {
    expect(formatProposalMoney(4635.5, 'US$', 'en')).toBe('US$ 4,635.50');
    expect(formatProposalMoney(2090, '$', 'en')).toBe('$2,090');
    expect(formatProposalMoney(1664, 'US$', 'es')).toBe('US$ 1.664');
    expect(formatProposalMoney(1234567.891, '€', 'es')).toBe('€1.234.567,89');
    expect(formatProposalMoney(-85, '$', 'en')).toBe('-$85');
    expect(formatProposalMoney(4635.5, 'R$', 'pt-BR')).toBe('R$ 4.635,50');
  });

  it('prints dates in the language', () => {
    expect(formatProposalDate('2027-05-04', 'en')).toBe('4 May 2027');
    expect(formatProposalDate('2027-09-14T00:00:00Z', 'es')).toBe('14 sept 2027');
    expect(formatProposalDate('2027-02-04', 'pt')).toBe('4 fev 2027');
    expect(formatProposalDate(null, 'en')).toBe('');
  });
});
