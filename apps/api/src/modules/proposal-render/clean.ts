import type { PublicProposal } from '@itinera/domain';
import { cleanDescription } from '../../lib/rich-text';

/**
 * The proposal with its HTML (the quote's and the days' descriptions) cleaned. Descriptions are
 * cleaned when written, but one stored before that rule, or a publication made before it, is not:
 * publishing, the public JSON, the page and the PDF each clean again (decision 0053).
 */
export function cleanProposal(p: PublicProposal): PublicProposal {
  return {
    ...p,
    quote: { ...p.quote, description: p.quote.description === null ? null : cleanDescription(p.quote.description) },
    days: p.days.map((d) => ({ ...d, description: cleanDescription(d.description) })),
  };
}
