import { draftDay, nameIn, programmeLength, publishedLanguage, type DescriptionService } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { daysRepository, type DayRow } from './days.repository';
import { draftFactsRepository } from './draft-facts.repository';
import { labelsRepository } from './labels.repository';
import type { HistoryEntry } from './quote-versions';

// Drafted titles and descriptions of a quote's days (D6 autocomplete, D7 generate): the domain's offline template
// (draftDay) told with the names of the places of the days and their services, at the level sold or shown. A text
// saved equal to its draft stays marked drafted and is told again whenever its services move or the level sold
// changes (docs/domain/days.md#drafts); the quote's services writes, the day calls and the status change all call
// here, so quote-core holds it. Drafts speak the quote's language, else the workspace's default, else English, and
// name a service as the catalogue does in the quote's language while its name is the catalogue's (decision 0097).

/** A service as a draft tells it. */
export interface TellableService {
  id?: number;
  /** The catalogue service it was copied from. */
  service_id?: number | null;
  order?: number;
  day: string;
  name: string;
  id_service_type: number;
  location_ids: readonly number[];
  optional?: number | null;
  status?: number | null;
  visible?: number | null;
  level?: number | null;
}

/** What a day's draft reads of its written row. */
export type DayFacts = Pick<DayRow, 'start_day' | 'location_ids' | 'overnight_location_id' | 'meals'>;

/** The services as the description template takes them, their places named, in the quote's order. */
export const toldServices = (
  services: readonly TellableService[],
  placeName: (id: number) => string,
  serviceName: (s: TellableService) => string = (s) => s.name,
) =>
  [...services]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.id ?? 0) - (b.id ?? 0))
    .map(
      (s): DescriptionService => ({
        day: s.day,
        name: serviceName(s),
        serviceTypeId: s.id_service_type,
        places: s.location_ids.map(placeName).filter(Boolean),
        optional: s.optional,
        status: s.status,
        visible: s.visible,
        level: s.level,
      }),
    );

export type Drafts = (day: number, written: DayFacts | undefined) => { title: string; description: string };

/** What of the quote a drafter reads: its language and the level sold. */
export type DraftQuote = { language_id: number; sold_level: number | null };

/** The language a quote's drafts speak and how its services are named in it. */
export async function draftSpeech(
  tx: TenantTx,
  tenantId: number,
  languageId: number,
  services: readonly TellableService[],
): Promise<{ language: string; serviceName: (s: TellableService) => string }> {
  const ids = services.flatMap((s) => (s.service_id ? [s.service_id] : []));
  const facts = await draftFactsRepository.facts(tx, tenantId, languageId, ids);
  return {
    language: publishedLanguage(facts.language_code, facts.tenant_language),
    serviceName: (s) => (s.service_id ? nameIn(s.name, facts.names[s.service_id], facts.language_code) : s.name),
  };
}

/** A drafter over the quote's services, with every place name and catalogue name it may need read once. */
export async function dayDrafter(
  tx: TenantTx,
  tenantId: number,
  quote: DraftQuote,
  services: readonly TellableService[],
  days: readonly DayFacts[],
  lastDay: number,
): Promise<Drafts> {
  const ids = [
    ...services.flatMap((s) => s.location_ids),
    ...days.flatMap((d) => [...d.location_ids, ...(d.overnight_location_id ? [d.overnight_location_id] : [])]),
  ];
  const places = await labelsRepository.places(tx, ids);
  const { language, serviceName } = await draftSpeech(tx, tenantId, quote.language_id, services);
  const name = (id: number) => places.get(id)?.location_name ?? '';
  const told = toldServices(services, name, serviceName);
  const soldLevel = quote.sold_level;
  return (day, written) =>
    draftDay({
      day,
      lastDay,
      services: told,
      places: (written?.location_ids ?? []).map(name).filter(Boolean),
      overnight: written?.overnight_location_id ? name(written.overnight_location_id) : null,
      meals: written?.meals,
      soldLevel,
      language,
    });
}

/** A day's texts and whether each is still the draft. */
export type DraftedDay = DayFacts & Pick<DayRow, 'title' | 'description' | 'title_drafted' | 'description_drafted'>;
const TEXTS = [
  ['title', 'title_drafted'],
  ['description', 'description_drafted'],
] as const;

/**
 * Settles the drafts of `days` in place: a text the caller says was just given is marked drafted when it equals
 * its draft (a D6 fill, a D7 draft saved as it came), else unmarked; a text still marked is told again. Answers the
 * days whose texts changed.
 */
export function settleDrafts<D extends DraftedDay>(
  days: readonly D[],
  draft: Drafts,
  given: (day: D, text: 'title' | 'description') => boolean = () => false,
): D[] {
  const changed: D[] = [];
  for (const day of days) {
    const drafted = draft(day.start_day, day);
    for (const [text, flag] of TEXTS) {
      if (given(day, text)) day[flag] = day[text] === drafted[text];
      else if (day[flag] && day[text] !== drafted[text]) {
        day[text] = drafted[text];
        if (!changed.includes(day)) changed.push(day);
      }
    }
  }
  return changed;
}

/**
 * The stored drafted days of a quote told again after its services or its level sold changed: rows updated, one
 * history entry per text. `rows` and `services` are read when the caller has not got them. No statement at all when
 * no day is drafted.
 */
export async function redraftDays(
  tx: TenantTx,
  tenantId: number,
  quote: DraftQuote & { id: number; num_day: number },
  known: { rows?: readonly DayRow[]; services?: readonly TellableService[] } = {},
): Promise<{ rows: DayRow[]; entries: HistoryEntry[] }> {
  const rows = (known.rows ?? (await daysRepository.list(tx, tenantId, quote.id))).map((r) => ({ ...r }));
  if (!rows.some((r) => r.title_drafted || r.description_drafted)) return { rows, entries: [] };
  const services = known.services ?? (await daysRepository.tellableServices(tx, tenantId, quote.id));
  const live = services.filter((s) => s.status !== -1);
  const lastDay = programmeLength(
    quote.num_day,
    live,
    rows.map((r) => r.start_day),
  );
  const before = new Map(rows.map((r) => [r.id, { title: r.title, description: r.description }]));
  const draft = await dayDrafter(tx, tenantId, quote, live, rows, lastDay);
  const entries: HistoryEntry[] = [];
  for (const row of settleDrafts(rows, draft)) {
    const was = before.get(row.id)!;
    await daysRepository.update(tx, tenantId, row.id, { title: row.title, description: row.description });
    for (const [text] of TEXTS)
      if (was[text] !== row[text])
        entries.push({
          entity: 'day',
          entityId: row.id,
          action: 'updated',
          field: text,
          from: was[text],
          to: row[text],
        });
  }
  return { rows, entries };
}
