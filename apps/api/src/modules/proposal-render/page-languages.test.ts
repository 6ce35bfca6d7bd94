import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ALL_DISPLAY_OPTIONS, PROPOSAL_LABELS_EN, type PublicProposal } from '@itinera/domain';
import { renderAcceptancePdf } from './index';
import { renderProposalPage } from './page';
import { renderProposalPdf } from './pdf';
import { peruProposal } from './proposal.fixtures';

// Issue 45, docs/decisions/issues.md: the proposal page, its PDF and the acceptance PDF speak the quote's language from the
// one catalogue (namespace `proposal`), Brazilian Portuguese included, with no English label left.

const opts = {
  scriptUrl: '/proposal/assets/main-abc.js',
  eventsUrl: '/tenant/public/proposals/c0de/events',
  acceptUrl: '/tenant/public/proposals/c0de/accept',
  pdfUrl: '/tenant/public/proposals/c0de/pdf',
};

const textOf = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Every option on, so every part of the page (and every label) shows. */
const everything = (language: string, more: Partial<PublicProposal> = {}) =>
  peruProposal({ language, options: ALL_DISPLAY_OPTIONS, ...more });

/**
 * The English labels' words (the parts around their values) that a page in another language shows:
 * none may. Words of the fixture's own content (English: day titles, hotels) are not labels.
 */
// Words Spanish and Portuguese write as English does.
const SAME_WORDS = new Set(['Total', 'Hotel', 'Superior', 'E-mail']);

function englishLabelsIn(text: string, proposal: PublicProposal): string[] {
  const content = JSON.stringify(proposal);
  return Object.entries(PROPOSAL_LABELS_EN).flatMap(([key, english]) =>
    english
      .split(/\{\{?\w+\}\}?/)
      .map((part) =>
        part
          .trim()
          .replace(/^[(,.—–]+|[),.—–]+$/g, '')
          .trim(),
      )
      .filter((part) => part.length > 3 && !SAME_WORDS.has(part) && !content.includes(part) && text.includes(part))
      .map((part) => `${key}: ${part}`),
  );
}

const EXPECTED = {
  es: { lang: 'es', words: ['Día 1', 'Precio por persona', 'Aceptar esta propuesta', 'Lujo'], money: 'US$ 4.635,50' },
  'pt-BR': {
    lang: 'pt-BR',
    words: ['Dia 1', 'Preço por pessoa', 'Aceitar esta proposta', 'Luxo', 'Opcionais'],
    money: 'US$ 4.635,50',
  },
} as const;

describe('the proposal page in the quote language', () => {
  for (const [language, want] of Object.entries(EXPECTED)) {
    it(`reads wholly in ${language}, page and PDF, with no English label left`, async () => {
      const proposal = everything(language);
      const html = renderProposalPage(proposal, opts);
      expect(html).toContain(`<html lang="${want.lang}">`);
      const text = textOf(html);
      for (const word of want.words) expect(text).toContain(word);
      expect(text).toContain(want.money);
      expect(englishLabelsIn(text, proposal)).toEqual([]);

      const pdf = await pdfText(await renderProposalPdf(proposal));
      for (const word of want.words.slice(0, 2)) expect(pdf).toContain(word);
      expect(englishLabelsIn(pdf, proposal)).toEqual([]);
    }, 60_000);

    it(`shows the accepted page and the acceptance PDF in ${language}`, async () => {
      const proposal = everything(language, { accepted: { level: 2, at: '2026-11-22T10:00:00.000Z' } });
      const text = textOf(renderProposalPage(proposal, opts));
      expect(englishLabelsIn(text, proposal)).toEqual([]);
      const acceptance = await renderAcceptancePdf(proposal);
      expect(acceptance).not.toBeNull();
      expect(englishLabelsIn(await pdfText(acceptance!), proposal)).toEqual([]);
    }, 60_000);
  }

  // Issue 48, docs/decisions/issues.md: the publication stores types in English; the client reads them in the quote's language.
  for (const [language, room, type] of [
    ['es', 'Doble de dos camas', 'Excursión · '],
    ['pt-BR', 'Duplo com duas camas', 'Passeio · '],
  ] as const)
    it(`names the room and service types in ${language}, page and PDF`, async () => {
      const proposal = everything(language);
      for (const l of proposal.levels) l.rooms = [{ roomType: 'Twin', pricePerPerson: 1200 }];
      const text = textOf(renderProposalPage(proposal, opts));
      expect(text).toContain(room);
      expect(text).toContain(type);
      expect(text).not.toMatch(/\bTwin\b|Excursion ·/);
      const pdf = await pdfText(await renderProposalPdf(proposal));
      expect(pdf).toContain(room);
      expect(pdf).not.toMatch(/\bTwin\b/);
    }, 60_000);

  // Issue 48, docs/decisions/issues.md: the page that sends a sold trip's changes, in the quote's language, the yes named by its date.
  for (const [language, intro] of [
    ['es', 'Su viaje cambió después de que lo aceptara el 12 mar 2026.'],
    ['pt-BR', 'Sua viagem mudou depois que você a aceitou em 12 mar 2026.'],
  ] as const)
    it(`draws the changes in ${language}, with no English label and no version number`, () => {
      const proposal = everything(language, {
        version: 7,
        changes: {
          acceptedVersion: 5,
          acceptedAt: '2026-03-12T09:30:00.000Z',
          level: 2,
          dates: null,
          lines: [{ what: 'Palacio del Inka', kind: 'rooms', before: '1 × Doble', after: '1 × Triple' }],
          perPerson: { before: 510, after: 560 },
          total: { before: 1020, after: 1120 },
        },
      });
      const text = textOf(renderProposalPage(proposal, opts));
      expect(text).toContain(intro);
      expect(englishLabelsIn(text, proposal)).toEqual([]);
      expect(text).not.toMatch(/vers(ion|ión|ão) \d/i);
    });

  it('reads a quote stored with the bare code `pt` in Brazilian Portuguese', () => {
    const text = textOf(renderProposalPage(everything('pt'), opts));
    expect(text).toContain('Preço por pessoa');
  });
});
