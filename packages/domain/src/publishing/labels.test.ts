import { describe, expect, it } from 'vitest';
import {
  PROPOSAL_LABEL_CATALOGUE,
  PROPOSAL_LABELS_EN,
  fillLabel,
  formatProposalDate,
  formatProposalMoney,
  levelLabel,
  proposalLabels,
  proposalLanguage,
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

  it('has every Spanish label, each keeping the values its English one fills in', () => {
    const es = PROPOSAL_LABEL_CATALOGUE.es!;
    for (const [key, english] of Object.entries(PROPOSAL_LABELS_EN)) {
      const spanish = es[key as keyof typeof es];
      expect(spanish, key).toBeTruthy();
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(spanish!), key).toEqual(names(english));
    }
  });

  it('a language added to the catalogue with a few labels gets English for the rest', () => {
    PROPOSAL_LABEL_CATALOGUE.pt = { day: 'Dia' };
    try {
      expect(proposalLabels('pt-BR').day).toBe('Dia');
      expect(proposalLabels('pt').hotels).toBe('Hotels');
    } finally {
      delete PROPOSAL_LABEL_CATALOGUE.pt;
    }
  });

  it('fills values in and leaves unknown ones as written', () => {
    expect(fillLabel(proposalLabels('es').dayTitle, { day: 3 })).toBe('Día 3');
    expect(fillLabel('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('prints prices with grouped thousands, cents only when there are some', () => {
    expect(formatProposalMoney(4635.5, 'US$', 'en')).toBe('US$ 4,635.50');
    expect(formatProposalMoney(2090, '$', 'en')).toBe('$2,090');
    expect(formatProposalMoney(1664, 'US$', 'es')).toBe('US$ 1.664');
    expect(formatProposalMoney(1234567.891, '€', 'es')).toBe('€1.234.567,89');
    expect(formatProposalMoney(-85, '$', 'en')).toBe('-$85');
  });

  it('prints dates in the language', () => {
    expect(formatProposalDate('2027-05-04', 'en')).toBe('4 May 2027');
    expect(formatProposalDate('2027-09-14T00:00:00Z', 'es')).toBe('14 sept 2027');
    expect(formatProposalDate(null, 'en')).toBe('');
  });
});
