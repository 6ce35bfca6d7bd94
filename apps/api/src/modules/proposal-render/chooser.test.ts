import { describe, expect, it } from 'vitest';
import { renderProposalPage } from './page';
import { peruProposal } from './proposal.fixtures';

// Decision 0068, the level chooser: "per person" said visibly with the total beside it, and no level
// chosen for the client unless the operator recommends one (a "Recommended" badge).

const opts = {
  scriptUrl: null,
  eventsUrl: '/tenant/public/proposals/c0de/events',
  acceptUrl: '/tenant/public/proposals/c0de/accept',
  pdfUrl: null,
};
const checkedRadios = (html: string) => html.match(/<input[^>]*type="radio"[^>]*checked=""[^>]*>/g) ?? [];
/** The chooser's markup: from its fieldset to the fieldset's end. */
const chooserOf = (html: string) => /<div class="chooser">[\s\S]*?<\/fieldset>/.exec(html)![0];
/** Text a sighted reader sees in a piece of markup: the visually hidden spans dropped. */
const visibleText = (html: string) =>
  html
    .replace(/<span class="vh">[^<]*<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the level chooser', () => {
  it('chooses no level for the client when none is recommended, and asks for one before accepting', () => {
    const html = renderProposalPage(peruProposal(), opts);
    expect(checkedRadios(html)).toEqual([]);
    expect(html).not.toContain('Recommended');
    // Without a choice the browser does not send the form: the radio group is required.
    expect(html.match(/<input[^>]*type="radio"[^>]*required=""/g)).toHaveLength(3);
    expect(visibleText(/<form[\s\S]*?<\/form>/.exec(html)![0])).toContain('choose a level above');
  });

  it('says "per person" visibly and the total beside each level', () => {
    const text = visibleText(chooserOf(renderProposalPage(peruProposal(), opts)));
    expect(text).toContain('Comfort US$ 2,090 per person Total US$ 4,180');
    expect(text).toContain('Luxury US$ 4,635.50 per person Total US$ 9,270');
  });

  it('chooses the recommended level first and marks it with a badge', () => {
    const html = renderProposalPage(peruProposal({ recommendedLevel: 3 }), opts);
    const checked = checkedRadios(html);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('id="level-3"');
    const chooser = chooserOf(html);
    expect(chooser.match(/Recommended/g)).toHaveLength(1);
    expect(/<label for="level-3">[\s\S]*?<\/label>/.exec(chooser)![0]).toContain('Recommended');
    expect(visibleText(renderProposalPage(peruProposal({ recommendedLevel: 3, language: 'es' }), opts))).toContain(
      'Recomendado',
    );
  });

  it('shows the accepted level chosen, whatever was recommended', () => {
    const html = renderProposalPage(
      peruProposal({ recommendedLevel: 3, accepted: { level: 1, at: '2026-05-02T10:00:00.000Z' } }),
      opts,
    );
    const checked = checkedRadios(html);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('id="level-1"');
  });
});
