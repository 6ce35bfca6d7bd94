// The projection of a quote into what its client is shown (decision 0029): a PublicProposal built field
// by field from named inputs, so nothing the inputs carry besides (a cost, a margin, a supplier, a
// passenger) can ride along. The display options decide what is left in: per-service prices only
// with option 5 (every service) or 13 (optionals), prices only with 10, levels per 6–8.
import { amountToCents, centsToAmount, mulDivRound } from '../money/cents';
import { addDays } from '../days/dates';
import { isNightType } from '../days/day-input';
import { isOnDay, programmeLength, serviceDaySpan } from '../days/programme';
import { ROOM_TYPES } from '../rooms/room-types';
import { SERVICE_TYPES } from '../services/service-rules';
import { levelsShown, normaliseDisplayOptions, type DisplayOptionId } from './display-options';
import type { ImageSlot, ProposalColors, WebTemplatePath } from './templates';
import type { ProposalDay, ProposalLevel, ProposalService, PublicProposal } from './proposal';

export interface ProjectionService {
  id: number;
  name: string;
  serviceTypeId: number;
  /** '3' or '3-5' (a night type covers the nights of its range). */
  day: string;
  order: number;
  /** 0 in every level, 1–3 one level. */
  level: number;
  /** The service kind: 0 regular, 1 optional, 2 confirmed. */
  kind: number;
  /** 1 pending, 2 confirmed, 3 canceled (a canceled service is not offered). */
  status: number;
  /** A hidden service is priced in but not shown. */
  visible: boolean;
  location: string | null;
  /** The service's sale price (all its passengers), null while unpriced. */
  price: number | null;
  numPax: number;
  /** The service's first picture (an image reference the page can show), or null. */
  image?: string | null;
}

export interface ProjectionDay {
  day: number;
  title: string;
  description: string;
  images: string[];
  overnight: string | null;
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
}

/** One level of the quote's own seller type, as the pricing engine stored it. */
export interface ProjectionLevelPrice {
  level: number;
  total: number;
  room_type_prices: ReadonlyArray<{ id_room_type: number; per_person: number }>;
  services: ReadonlyArray<number | string>;
  /** Passengers an age band priced (docs/domain/pricing.md#children-and-infants). */
  child_prices?: ReadonlyArray<{ age: number | null; per_person: number }>;
}

/** One group size of the quote's price matrix, per level (docs/domain/pricing.md#price-matrix). */
export interface ProjectionGroupPrice {
  numPax: number;
  levels: ReadonlyArray<{ level: number; double: number | null; singleSupplement: number | null }>;
}

export interface ProjectionInput {
  code: string;
  version: number;
  publishedAt: string;
  template: { id: number; path: WebTemplatePath };
  colors: ProposalColors;
  options: readonly number[];
  images: Partial<Record<ImageSlot, string>>;
  language: string;
  sender: { name: string; email: string | null; phone: string | null; ownerName: string | null };
  quote: {
    title: string;
    description: string;
    startDate: string | null;
    endDate: string | null;
    numPax: number;
    numDay: number;
    clientName: string | null;
    destinations: readonly string[];
  };
  currency: { code: string; sign: string };
  days: readonly ProjectionDay[];
  services: readonly ProjectionService[];
  levels: readonly ProjectionLevelPrice[];
  /** Computed only when option 14 asks for it. */
  groupPrices?: readonly ProjectionGroupPrice[];
  accepted?: { level: 1 | 2 | 3; at: string } | null;
  /** The publish configuration's sale settings (decisions 0068 and 0071). */
  sale?: { recommendedLevel?: number | null; nextSteps?: string | null };
}

const LEVEL_LABELS = { 1: 'Comfort', 2: 'Superior', 3: 'Luxury' } as const;
type Level = 1 | 2 | 3;

/** A level the engine priced with at least one service in it. */
export const pricedLevels = (levels: readonly ProjectionLevelPrice[]): Level[] =>
  levels
    .filter((l) => l.services.length > 0 && [1, 2, 3].includes(l.level))
    .map((l) => l.level as Level)
    .sort((a, b) => a - b);

/** The services a client may be shown: not hidden, not canceled. */
const offered = (s: ProjectionService) => s.visible && s.status !== 3;

const perPerson = (amount: number, pax: number) =>
  centsToAmount(mulDivRound(amountToCents(amount), 1, Math.max(1, pax)));

const typeName = (id: number) => SERVICE_TYPES.find((t) => t.id === id)?.name ?? 'Service';
const roomName = (id: number) => ROOM_TYPES.find((t) => t.id === id)?.name ?? `Room ${id}`;

function projectService(s: ProjectionService, has: (o: DisplayOptionId) => boolean): ProposalService {
  const optional = s.kind === 1;
  const priced = s.price !== null && (has(5) || (optional && has(13)));
  return {
    name: s.name,
    typeName: typeName(s.serviceTypeId),
    location: s.location,
    level: ([0, 1, 2, 3].includes(s.level) ? s.level : 0) as ProposalService['level'],
    optional,
    pricePerPerson: priced ? perPerson(s.price!, s.numPax) : null,
    image: s.image ?? null,
  };
}

/** Which services a day lists: the service list (2, or 5 with prices); optionals also with 13. */
function listed(s: ProjectionService, has: (o: DisplayOptionId) => boolean): boolean {
  if (has(2) || has(5)) return true;
  return s.kind === 1 && has(13);
}

/** The first picture of each service of a day, once each, at most three. */
const servicePictures = (onDay: readonly ProjectionService[]): string[] =>
  [...new Set(onDay.flatMap((s) => (s.image ? [s.image] : [])))].slice(0, 3);

function projectDays(input: ProjectionInput, has: (o: DisplayOptionId) => boolean): ProposalDay[] {
  if (!has(4)) return [];
  const services = [...input.services.filter(offered)].sort((a, b) => a.order - b.order || a.id - b.id);
  const written = new Map(input.days.map((d) => [d.day, d]));
  const total = programmeLength(
    input.quote.numDay,
    services.map((s) => ({ day: s.day, id_service_type: s.serviceTypeId })),
    input.days.map((d) => d.day),
  );
  return Array.from({ length: total }, (_, i) => {
    const day = i + 1;
    const w = written.get(day);
    const meals = w ? (['breakfast', 'lunch', 'dinner'] as const).filter((m) => w.meals[m]) : [];
    const onDay = services.filter((s) => isOnDay({ day: s.day, id_service_type: s.serviceTypeId }, day));
    return {
      day,
      date: has(1) && input.quote.startDate ? addDays(input.quote.startDate, i) : null,
      title: w?.title ?? '',
      description: w?.description ?? '',
      // A day without its own pictures shows its services' (docs/domain/assets.md#on-the-proposal).
      images: w?.images.length ? [...w.images] : servicePictures(onDay),
      overnight: w?.overnight ?? null,
      meals,
      services: onDay.filter((s) => listed(s, has)).map((s) => projectService(s, has)),
    };
  });
}

function projectLevels(input: ProjectionInput, has: (o: DisplayOptionId) => boolean): ProposalLevel[] {
  const priced = pricedLevels(input.levels);
  const shown = levelsShown(input.options).filter((l) => priced.includes(l));
  const stays = input.services.filter((s) => offered(s) && s.kind !== 1 && isNightType(s.serviceTypeId));
  return shown.map((level) => {
    const price = input.levels.find((l) => l.level === level)!;
    const hotels = has(3)
      ? stays
          .filter((s) => s.level === 0 || s.level === level)
          .map((s) => {
            const { from, to } = serviceDaySpan(s.day, s.serviceTypeId);
            return {
              name: s.name,
              location: s.location,
              nights: Math.max(1, to - from),
              day: from,
              image: s.image ?? null,
            };
          })
          .sort((a, b) => a.day - b.day)
      : [];
    const prices = has(10);
    return {
      level,
      label: LEVEL_LABELS[level],
      total: prices ? price.total : null,
      perPerson: prices ? perPerson(price.total, input.quote.numPax) : null,
      rooms: prices
        ? price.room_type_prices.map((r) => ({ roomType: roomName(r.id_room_type), pricePerPerson: r.per_person }))
        : [],
      children: prices ? (price.child_prices ?? []).map((c) => ({ age: c.age, pricePerPerson: c.per_person })) : [],
      groupSizes: has(14)
        ? (input.groupPrices ?? []).flatMap((g) => {
            const cells = g.levels.find((l) => l.level === level);
            return cells && cells.double !== null
              ? [{ numPax: g.numPax, pricePerPerson: cells.double, singleSupplement: cells.singleSupplement }]
              : [];
          })
        : [],
      hotels,
    };
  });
}

/** The proposal a client is shown for these inputs and display options. */
export function projectProposal(input: ProjectionInput): PublicProposal {
  const options = normaliseDisplayOptions(input.options);
  const has = (o: DisplayOptionId) => options.includes(o);
  const q = input.quote;
  return {
    code: input.code,
    version: input.version,
    publishedAt: input.publishedAt,
    template: { id: input.template.id, path: input.template.path },
    colors: {
      navBgColor: input.colors.navBgColor,
      mainBgColor: input.colors.mainBgColor,
      mainTextColor: input.colors.mainTextColor,
    },
    language: input.language,
    options,
    images: { ...input.images },
    sender: {
      name: input.sender.name,
      // The contact block (9) is how the client reaches the sender; without it, no address.
      email: has(9) ? input.sender.email : null,
      phone: has(9) ? input.sender.phone : null,
      ownerName: input.sender.ownerName,
    },
    quote: {
      title: q.title,
      description: has(11) && q.description.trim() ? q.description : null,
      startDate: has(1) ? q.startDate : null,
      endDate: has(1) ? q.endDate : null,
      numPax: q.numPax,
      numDays: projectDaysCount(input),
      clientName: q.clientName,
      destinations: [...q.destinations],
    },
    currency: { code: input.currency.code, sign: input.currency.sign },
    days: projectDays(input, has),
    levels: projectLevels(input, has),
    accepted: input.accepted ?? null,
    ...saleOf(input),
  };
}

/** The recommended level only when it is one the client is offered; next steps trimmed, none when blank. */
function saleOf(input: ProjectionInput): Pick<PublicProposal, 'recommendedLevel' | 'nextSteps'> {
  const wanted = input.sale?.recommendedLevel;
  const priced = pricedLevels(input.levels);
  const recommendedLevel = levelsShown(input.options).find((l) => l === wanted && priced.includes(l)) ?? null;
  return { recommendedLevel, nextSteps: input.sale?.nextSteps?.trim() || null };
}

function projectDaysCount(input: ProjectionInput): number {
  return programmeLength(
    input.quote.numDay,
    input.services.filter(offered).map((s) => ({ day: s.day, id_service_type: s.serviceTypeId })),
    input.days.map((d) => d.day),
  );
}

/** Every option but the per-service prices (5) and the payment gateway (12): what a side-by-side compares. */
export const COMPARABLE_OPTIONS: DisplayOptionId[] = [1, 2, 3, 4, 6, 7, 8, 10, 11, 13];
