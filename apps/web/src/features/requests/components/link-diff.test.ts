import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { diffLinks, hasChanges, linkSummary, toggleId } from './link-diff';

const en = i18n.getFixedT('en', 'requests');

describe('linking quotes to a request', () => {
  it('says which quotes the full list adds, removes and keeps', () => {
    expect(diffLinks(['q1', 'q2', 'q3'], ['q3', 'q4', 'q1', 'q5'])).toEqual({
      added: ['q4', 'q5'],
      removed: ['q2'],
      kept: ['q1', 'q3'],
    });
    expect(diffLinks([], ['q7'])).toEqual({ added: ['q7'], removed: [], kept: [] });
    expect(diffLinks(['q7'], [])).toEqual({ added: [], removed: ['q7'], kept: [] });
  });

  it('sees no change when the same quotes come back in another order or twice', () => {
    const diff = diffLinks(['q1', 'q2'], ['q2', 'q1', 'q2']);
    expect(hasChanges(diff)).toBe(false);
    expect(linkSummary(diff, en)).toBe('No changes yet');
  });

  it('sums the change up in one line', () => {
    expect(linkSummary(diffLinks([], ['q1']), en)).toBe('1 quote to link');
    expect(linkSummary(diffLinks(['q1'], ['q2', 'q3']), en)).toBe('2 quotes to link · 1 to unlink');
    expect(linkSummary(diffLinks(['q1', 'q2'], []), en)).toBe('2 quotes to unlink');
  });

  it("sums the change up in the reader's language, the count agreeing with its noun", async () => {
    await i18n.loadLanguages(['es', 'pt-BR']);
    const es = i18n.getFixedT('es', 'requests');
    const pt = i18n.getFixedT('pt-BR', 'requests');
    expect(linkSummary(diffLinks(['q1'], ['q2', 'q3']), es)).toBe('2 cotizaciones por vincular · 1 por desvincular');
    expect(linkSummary(diffLinks(['q1'], []), es)).toBe('1 cotización por desvincular');
    expect(linkSummary(diffLinks(['q1'], ['q1']), pt)).toBe('Ainda sem alterações');
    expect(linkSummary(diffLinks([], ['q1', 'q2']), pt)).toBe('2 cotações a vincular');
  });

  it('toggles one quote in or out, keeping the order of the others', () => {
    expect(toggleId(['q3', 'q1'], 'q2')).toEqual(['q3', 'q1', 'q2']);
    expect(toggleId(['q3', 'q1', 'q2'], 'q1')).toEqual(['q3', 'q2']);
  });
});
