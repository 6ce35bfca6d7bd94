import { describe, expect, it } from 'vitest';
import { TEMPLATE_PATHS } from '@itinera/domain';
import { renderProposalDocument } from './page';
import { peruProposal } from './proposal.fixtures';

// Decisions 0068 and 0071: the title at a sensible size and never in capitals, in every template — it filled a
// phone's first screen in capitals before.

const opts = { scriptUrl: null, eventsUrl: '', acceptUrl: '', pdfUrl: null };

/** Every declaration block of the page's CSS whose selector names the cover's title. */
function titleRules(template: (typeof TEMPLATE_PATHS)[number]): string[] {
  const p = peruProposal({ template: { id: 1, path: template } });
  const css = /<style>([\s\S]*?)<\/style>/.exec(renderProposalDocument(p, opts).html)![1]!;
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, sel]) => /\.cover h1|h1\b/.test(sel!))
    .map(([, , b]) => b!);
}

const REM = 16;
/** The largest size a font-size value can reach, in px (rem, px and clamp()'s maximum). */
function largestPx(value: string): number {
  const max = /clamp\([^,]+,[^,]+,([^)]+)\)/.exec(value)?.[1] ?? value;
  const n = Number.parseFloat(max);
  return max.includes('rem') ? n * REM : n;
}

describe('the title', () => {
  it.each(TEMPLATE_PATHS)('is not set in capitals and stays at most 3rem in the %s template', (template) => {
    const rules = titleRules(template);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule).not.toMatch(/text-transform:\s*uppercase/);
      const size = /font-size:([^;}]+)/.exec(rule)?.[1];
      if (size) expect(largestPx(size)).toBeLessThanOrEqual(3 * REM);
    }
  });
});
