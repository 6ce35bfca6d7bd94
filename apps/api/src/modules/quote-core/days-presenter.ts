import { addDays, imageAt, programmeLength, servicesByDay, type ProgrammeService } from '@itinera/domain';
import type { Day } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { NO_MEALS, type DayRow } from './days.repository';
import { labelsRepository, type Place } from './labels.repository';

// The day object every day call answers (original-client.md §7.2, daySchema): the quote's days 1..N, each
// merged with its written row when it has one, with the services its range covers in their order.
// The history view gets the same shape from a version's snapshot (snapshotDays).

export interface ProgrammeFacts {
  quoteId: number;
  startDate: string | null;
  numDay: number;
  rows: readonly Omit<DayRow, 'itinerary_id'>[];
  services: readonly ProgrammeService[];
}

const text = (id: number, value: string) => ({ id, value, translate: [] });

/** Every place id the rows name (their places and overnight places). */
export const placeIdsOf = (rows: ProgrammeFacts['rows']) =>
  rows.flatMap((r) => [...r.location_ids, ...(r.overnight_location_id ? [r.overnight_location_id] : [])]);

/** Days 1..N of the programme (N: the quote's days, further when a service or a written day runs past them). */
export function presentDays(facts: ProgrammeFacts, places: ReadonlyMap<number, Place>): Day[] {
  const total = programmeLength(
    facts.numDay,
    facts.services,
    facts.rows.map((r) => r.start_day),
  );
  const byDay = servicesByDay([...facts.services], total);
  const rows = new Map(facts.rows.map((r) => [r.start_day, r]));
  return byDay.map((ids, i) => presentDay(i + 1, rows.get(i + 1), ids, facts, places));
}

function presentDay(
  n: number,
  row: ProgrammeFacts['rows'][number] | undefined,
  serviceIds: number[],
  facts: ProgrammeFacts,
  places: ReadonlyMap<number, Place>,
): Day {
  const date = facts.startDate ? addDays(facts.startDate, n - 1) : null;
  const overnight = row?.overnight_location_id ?? null;
  return {
    id: row?.id ?? null,
    itinerary_id: facts.quoteId,
    start_day: n,
    start_date: date,
    end_date: date,
    order: n,
    duration: 1,
    title: text(row?.id ?? 0, row?.title ?? ''),
    description: text(row?.id ?? 0, row?.description ?? ''),
    location: (row?.location_ids ?? []).flatMap((id, i) => {
      const p = places.get(id);
      return p
        ? [{ id, order: i + 1, location_name: p.location_name, location_code: p.location_code, parent: p.parent }]
        : [];
    }),
    overnight_location_id: overnight,
    overnight_location_name: overnight ? (places.get(overnight)?.location_name ?? null) : null,
    meals: { ...NO_MEALS, ...row?.meals },
    images: row?.images ?? [],
    images_full: (row?.images ?? []).map((ref) => ({ id: ref, url: ref, thumbnail_350X240: imageAt(ref, '350X240') })),
    services: serviceIds.map((id, i) => ({ id, itinerary_service: id, order: i + 1 })),
    entity_uuid: row?.entity_uuid ?? null,
  };
}

/** The days as a version's snapshot holds them: its written days and its services, on its start date. */
export async function snapshotDays(tx: TenantTx, snapshot: Record<string, unknown>): Promise<Day[]> {
  const rows = (Array.isArray(snapshot.days) ? snapshot.days : []) as ProgrammeFacts['rows'];
  const services = (Array.isArray(snapshot.services) ? snapshot.services : []) as ProgrammeService[];
  const facts: ProgrammeFacts = {
    quoteId: Number(snapshot.id),
    startDate: (snapshot.start_date as string | null) ?? null,
    numDay: Number(snapshot.num_day) || 1,
    rows,
    services,
  };
  return presentDays(facts, await labelsRepository.places(tx, placeIdsOf(rows)));
}
