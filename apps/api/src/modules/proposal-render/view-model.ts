import {
  fillLabel,
  formatProposalDate,
  formatProposalMoney,
  isSoldLevel,
  levelLabel,
  levelsShown,
  proposalLabels,
  type ProposalLabels,
  proposalLanguage,
  type ProposalLevel,
  type PublicProposal,
  roomTypeLabel,
  serviceTypeLabel,
} from '@itinera/domain';
import { cleanProposal } from './clean';

/** What every part of the page and the PDF needs besides the proposal: its words and formats. */
export interface ProposalView {
  p: PublicProposal;
  t: ProposalLabels;
  lang: string;
  has: (option: number) => boolean;
  money: (amount: number) => string;
  date: (iso: string | null) => string;
  fill: (label: string, values: Record<string, string | number>) => string;
  levelName: (level: number) => string;
  /** A room or service type, stored in English in the publication, in the page's language. */
  roomType: (name: string) => string;
  serviceType: (name: string) => string;
  /** The levels the client may choose, in order. */
  levels: ProposalLevel[];
  /** The level checked at first: the accepted one, else the operator's recommended one, else none (decisions 0068 and 0071). */
  initialLevel: 1 | 2 | 3 | null;
  /** The level the operator recommends, when offered: it carries a badge. */
  recommended: 1 | 2 | 3 | null;
}

export function proposalView(proposal: PublicProposal): ProposalView {
  // The page and the PDF show the descriptions as HTML: never as stored, always cleaned.
  const p = cleanProposal(proposal);
  const t = proposalLabels(p.language);
  const offered = levelsShown(p.options);
  // Publications stored before decision 0062 have no children nor group sizes: none, not a broken page.
  const levels = p.levels
    .filter((l) => offered.includes(l.level))
    .map((l) => ({ ...l, children: l.children ?? [], groupSizes: l.groupSizes ?? [] }))
    .sort((a, b) => a.level - b.level);
  const ids = levels.map((l) => l.level);
  const recommended = p.recommendedLevel && ids.includes(p.recommendedLevel) ? p.recommendedLevel : null;
  // A single level is the only answer; otherwise the client chooses, unless the operator recommends one.
  // A sold trip's changes ask again for the level the client accepted (issue 48, docs/decisions/issues.md): the accept needs no new choice.
  const before = p.changes?.level;
  const initialLevel =
    p.accepted && ids.includes(p.accepted.level)
      ? p.accepted.level
      : isSoldLevel(before) && ids.includes(before)
        ? before
        : (recommended ?? (ids.length === 1 ? ids[0]! : null));
  return {
    p,
    t,
    lang: proposalLanguage(p.language),
    has: (option) => p.options.includes(option as never),
    money: (amount) => formatProposalMoney(amount, p.currency.sign || p.currency.code, p.language),
    date: (iso) => formatProposalDate(iso, p.language),
    fill: fillLabel,
    levelName: (level) => (isSoldLevel(level) ? levelLabel(t, level) : String(level)),
    roomType: (name) => roomTypeLabel(name, p.language),
    serviceType: (name) => serviceTypeLabel(name, p.language),
    levels,
    initialLevel,
    recommended,
  };
}

/** '4 May 2026 – 8 May 2026', or the one date known, or ''. */
export function dateRange(v: ProposalView): string {
  const [from, to] = [v.date(v.p.quote.startDate), v.date(v.p.quote.endDate)];
  return from && to && from !== to ? `${from} – ${to}` : from || to;
}

export const travellers = (v: ProposalView) =>
  v.p.quote.numPax === 1 ? v.t.travellerOne : fillLabel(v.t.travellersCount, { count: v.p.quote.numPax });

export const nights = (v: ProposalView, count: number) =>
  count === 1 ? v.t.nightOne : fillLabel(v.t.nights, { count });
