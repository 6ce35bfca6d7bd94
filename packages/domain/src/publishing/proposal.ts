import type { DisplayOptionId } from './display-options';
import type { ImageSlot, ProposalColors, WebTemplatePath } from './templates';

/**
 * What the public proposal page and its PDF are drawn from: a published version, projected for the
 * quote's client. It holds sale prices only — never a cost, margin, supplier or passenger detail —
 * and only what the display options allow. The API builds it (publishing module); the page, the
 * PDF and the workspace preview read it.
 */
export interface PublicProposal {
  code: string;
  version: number;
  publishedAt: string;
  template: { id: number; path: WebTemplatePath };
  colors: ProposalColors;
  /** 'en' | 'es' today; the labels fall back to English. */
  language: string;
  options: DisplayOptionId[];
  images: Partial<Record<ImageSlot, string>>;
  sender: { name: string; email: string | null; phone: string | null; ownerName: string | null };
  quote: {
    title: string;
    /** Sanitised HTML (option 11). */
    description: string | null;
    startDate: string | null;
    endDate: string | null;
    numPax: number;
    numDays: number;
    clientName: string | null;
    destinations: string[];
  };
  currency: { code: string; sign: string };
  days: ProposalDay[];
  levels: ProposalLevel[];
  accepted: { level: 1 | 2 | 3; at: string } | null;
  /** The level the operator recommends (a badge; chosen first): absent or null, none is chosen for the client. */
  recommendedLevel?: 1 | 2 | 3 | null;
  /** What happens after "yes" (who contacts, deposit or payment instructions): plain text the operator wrote. */
  nextSteps?: string | null;
  /** Issue 48, docs/decisions/issues.md: set when this publication sends a sold trip's changes: what changed since the version accepted. */
  changes?: ProposalChanges | null;
}

/** What changed since the client accepted (decision 0075): the page opens on it and asks for acceptance again. */
export interface ProposalChanges {
  /** Ours, for the workspace and the events: the client's page never shows it (it names acceptedAt). */
  acceptedVersion: number;
  /** When the client accepted the version these changes follow; absent from pages sent before it was kept. */
  acceptedAt?: string | null;
  /** The level the client bought: the one they accept again. */
  level: 1 | 2 | 3 | null;
  /** The trip's dates and length, before → after; null when they did not move. */
  dates: { before: ProposalTripDates; after: ProposalTripDates } | null;
  /** Services added, removed, moved, with other pax or rooms, and the travellers (plain text, escaped when drawn). */
  lines: Array<{ what: string; kind: string; before: string | null; after: string | null }>;
  /** The level's price as the client read it then and reads it now; null when prices are not shown. */
  perPerson: { before: number | null; after: number | null } | null;
  total: { before: number | null; after: number | null } | null;
}

export interface ProposalTripDates {
  startDate: string | null;
  endDate: string | null;
  numDays: number;
}

export interface ProposalDay {
  day: number;
  date: string | null;
  title: string;
  /** Sanitised HTML. */
  description: string;
  images: string[];
  overnight: string | null;
  meals: string[];
  services: ProposalService[];
}

export interface ProposalService {
  name: string;
  typeName: string;
  location: string | null;
  /** 0: in every level; 1–3: only in that level. */
  level: 0 | 1 | 2 | 3;
  optional: boolean;
  /** Sale price per person: only with option 5 (every service) or 13 (optionals). */
  pricePerPerson: number | null;
  /** Its first picture (decision 0063); absent from proposals published before. */
  image?: string | null;
}

export interface ProposalLevel {
  level: 1 | 2 | 3;
  label: 'Comfort' | 'Superior' | 'Luxury';
  /** Null when option 10 (prices) is off. */
  total: number | null;
  perPerson: number | null;
  rooms: Array<{ roomType: string; pricePerPerson: number }>;
  /** Children priced at their own rate (option 10), by age: no name, a passenger detail. */
  children: Array<{ age: number | null; pricePerPerson: number }>;
  /** Option 14: the price per person sharing a double, and the single supplement, for groups of other sizes. */
  groupSizes: Array<{ numPax: number; pricePerPerson: number | null; singleSupplement: number | null }>;
  /** `image`: the stay's first picture (decision 0068); absent from proposals published before. */
  hotels: Array<{ name: string; location: string | null; nights: number; day: number; image?: string | null }>;
}

/** What the page reports back: opened, time read per section, level looked at, accept. */
export type EngagementKind = 'open' | 'read' | 'level' | 'accept' | 'pdf';
