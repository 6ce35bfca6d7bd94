import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { chartName, days, money, namedChart, periodText, sectionText } from './labels';

describe('report labels as the user reads them', () => {
  beforeAll(() => i18n.loadNamespaces('reports'));

  it('writes the API period labels as words', () => {
    expect(periodText('2026-11')).toBe('Nov 2026');
    expect(periodText('2026-W08')).toBe('W8 2026');
    expect(periodText('2026-Q4')).toBe('Q4 2026');
    expect(periodText('Peru')).toBe('Peru');
  });

  it('groups thousands and marks what is unknown', () => {
    expect(money(565973)).toBe('565,973');
    expect(money(null)).toBe('—');
    expect(days(7.25)).toBe('7.3 d');
    expect(days(null)).toBe('—');
  });

  it("names the proposal page's sections in the operator's words", () => {
    expect(sectionText('day-3')).toBe('Day 3');
    expect(sectionText('prices')).toBe('Prices');
    expect(sectionText('about')).toBe('Trip description');
    expect(sectionText('new_part')).toBe('new part');
  });

  it("words the English names the API puts in charts in the reader's language", async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces(['reports', 'common']);
    expect(chartName('Won')).toBe('Ganada');
    expect(chartName('Comfort')).toBe('Confort');
    expect(chartName('Sent')).toBe('Enviada');
    expect(chartName('Andean Trails Travel')).toBe('Andean Trails Travel');
    expect(namedChart({ labels: ['No client', '2026-11'], datasets: [{ label: 'Quotes', data: [1, 2] }] })).toEqual({
      labels: ['Sin cliente', '2026-11'],
      datasets: [{ label: 'Cotizaciones', data: [1, 2] }],
    });
    await i18n.changeLanguage('en');
  });
});
