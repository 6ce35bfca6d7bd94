import { sql } from 'drizzle-orm';
import { ageOn, emptyPassenger, parseDayInput, paxTypeOfAge, setPaxLevelValues } from '@itinera/domain';
import type { TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SessionUser } from '../identity/session-user';
import type { QuoteRow } from '../modules/quote-core/quotes.repository';
import type { HistoryEntry } from '../modules/quote-core/quote-versions';
import { catalogueContentRepository } from '../modules/quote-services/catalogue-content.repository';
import { passengersRepository } from '../modules/quote-services/passengers.repository';
import { quoteServicesRepository } from '../modules/quote-services/quote-services.repository';
import { repriceQuote } from '../modules/quote-services/reprice';
import { contentValues } from '../modules/quote-services/services-add.service';
import { DEMO_QUOTE_SERVICES, type DemoQuoteServices, type PlanLine } from './demo-quote-services-data';
import { DEMO_LANGUAGE_SERVICES } from './demo-language-quotes';
import { seedDemoDays } from './demo-days';

// The first version of a demo quote's services, passengers and written days, written through the
// quote-services module's own repositories and priced by its one pricing run, so version 1 already
// holds what a seller had put in; demo-history.ts writes the later versions as real edits.

/** The services, passengers and steps planned for a demo quote, by its title. */
export const storyOf = (title: string): DemoQuoteServices | undefined =>
  [...DEMO_QUOTE_SERVICES, ...DEMO_LANGUAGE_SERVICES].find((s) => s.title === title);

/** Catalogue service ids by English name. */
export async function catalogueByName(tx: TenantTx, tenantId: number): Promise<Map<string, number>> {
  const services = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`SELECT id, name->>'en' AS name FROM services WHERE tenant_id = ${tenantId}`),
  );
  return new Map(services.map((s) => [s.name, s.id]));
}

export function catalogueId(catalogue: Map<string, number>, name: string): number {
  const id = catalogue.get(name);
  if (!id) throw new Error(`demo quote services: no catalogue service ${name}`);
  return id;
}

/** The plan moved so it starts on day 1, without the lines that start after the quote's last day. */
function placed(plan: PlanLine[], numDay: number): PlanLine[] {
  const first = Math.min(...plan.map((l) => parseDayInput(l.day).range.from));
  const shift = (day: string) =>
    day
      .split('-')
      .map((d) => Number(d) - first + 1)
      .join('-');
  return plan.map((l) => ({ ...l, day: shift(l.day) })).filter((l) => parseDayInput(l.day).range.from <= numDay);
}

/** The named travellers of the story up to `count`, with their upsales at every level. */
export async function namePassengers(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
  story: DemoQuoteServices,
  count: number,
): Promise<void> {
  const passengers = await passengersRepository.replace(
    tx,
    tenantId,
    row.id,
    story.passengers.slice(0, count).map(({ passport, ...p }, i) => ({
      ...emptyPassenger(),
      ...p,
      // Without a type, the band of the age on the trip's first day (decision 0028).
      type: p.type ?? (p.birthdate ? paxTypeOfAge(ageOn(p.birthdate, row.start_date ?? p.birthdate)) : 'adult'),
      lead: i === 0,
      passport_number: passport?.[0] ?? null,
      passport_expiration: passport?.[1] ?? null,
    })),
  );
  if (story.upsales) {
    const settings = setPaxLevelValues(
      [],
      passengers.map((p) => p.id),
      {},
      story.upsales,
    );
    await passengersRepository.saveSettings(tx, tenantId, row.id, { pax_settings: settings });
  }
}

/**
 * Version 1's services, passengers, prices and days of a quote just inserted (not yet snapshotted):
 * the history entries of the services added, and the list price.
 */
export async function writeFirstServices(
  tx: TenantTx,
  user: SessionUser,
  catalogue: Map<string, number>,
  row: QuoteRow,
  story: DemoQuoteServices,
  /** The quote's language code: its services' names and descriptions are the catalogue's in it. */
  language = 'en',
): Promise<{ entries: HistoryEntry[]; listPrice: number | null }> {
  const { tenantId } = user;
  await namePassengers(tx, tenantId, row, story, row.num_pax);
  const lines = placed(story.plan, row.num_day);
  const ids = lines.map((l) => catalogueId(catalogue, l.name));
  const contents = await catalogueContentRepository.contents(tx, tenantId, [...new Set(ids)]);
  const values = lines.map((l, i) => {
    const c = contents.get(ids[i]!)!;
    return {
      ...contentValues(c, language),
      day: l.day,
      order: i,
      level: c.level,
      optional: l.optional ?? 0,
      visible: l.visible ?? 1,
    };
  });
  const created = await quoteServicesRepository.insert(tx, tenantId, row.id, values);
  const outcome = await repriceQuote(tx, user, row);
  await seedDemoDays(
    tx,
    tenantId,
    row.id,
    row.num_day,
    values.map((v) => ({ ...v, name: v.name!, id_service_type: v.id_service_type!, location_ids: v.location_ids! })),
    story.days,
    language,
  );
  const entries: HistoryEntry[] = created.map((id, i) => ({
    entity: 'service',
    entityId: id,
    action: 'added',
    field: 'service_id',
    to: { service_id: values[i]!.service_id, code: values[i]!.code, name: values[i]!.name, day: values[i]!.day },
  }));
  return { entries, listPrice: outcome.listPrice };
}
