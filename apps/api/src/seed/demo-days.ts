import { draftDay, isNightType, parseDayInput, programmeLength, SERVICE_KIND } from '@itinera/domain';
import type { TenantTx } from '../db/client';
import { daysRepository, type Meals } from '../modules/quote-core/days.repository';
import { labelsRepository } from '../modules/quote-core/labels.repository';
import { toldServices, type TellableService } from '../modules/quote-core/day-drafts';

// The written days of a demo quote (decision 0027), so the Itinerary tab opens alive: every day gets a
// title, an HTML description (a line about the place the first time the trip reaches it, then the
// offline draft of its services), the meals its services include and the place it sleeps in.

/** A line about each demo destination, keyed by the start of the city's name. */
const PLACE_NOTES: [string, string][] = [
  ['Lima', 'Lima, the City of Kings, faces the Pacific from its cliffs: colonial squares and the best food of Peru.'],
  ['Cusco', 'Cusco, the old capital of the Incas, stands at 3,400 m: take the first hours slowly.'],
  ['Sacred Valley', 'The Sacred Valley of the Urubamba, lower and milder than Cusco, is lined with Inca terraces.'],
  ['Aguas Calientes', 'Aguas Calientes sits at the foot of Machu Picchu, by the Urubamba river.'],
  ['San Jos', 'San José, the capital of Costa Rica, lies in the Central Valley, ringed by volcanoes.'],
  ['Arenal', 'Arenal: rainforest, hot springs and the perfect cone of its volcano.'],
  ['Monteverde', 'Monteverde’s cloud forest is home to the quetzal and hundreds of orchids.'],
  ['Manuel Antonio', 'Manuel Antonio: white beaches where the rainforest meets the Pacific.'],
];

type SeededService = TellableService;

const MEAL_TYPE = 6;
const EXCURSION_TYPE = 7;

/** Breakfast after a night in a hotel, lunch on an excursion day, dinner with a dinner booked (not optional). */
function mealsOf(services: SeededService[], day: number): Meals {
  const ranges = services.map((s) => ({ s, ...parseDayInput(s.day).range }));
  const sleptBefore = ranges.some(
    (r) => isNightType(r.s.id_service_type) && r.from < day && day <= Math.max(r.to, r.from + 1),
  );
  const starting = ranges.filter((r) => r.from === day && r.s.optional !== SERVICE_KIND.OPTIONAL);
  return {
    breakfast: day > 1 && sleptBefore,
    lunch: starting.some((r) => r.s.id_service_type === EXCURSION_TYPE),
    dinner: starting.some((r) => r.s.id_service_type === MEAL_TYPE),
  };
}

/** Writes the days of one demo quote; `services` are its services as seeded. */
export async function seedDemoDays(
  tx: TenantTx,
  tenantId: number,
  quoteId: number,
  numDay: number,
  services: SeededService[],
  /** Titles and descriptions written in the quote's language (issue 45, docs/decisions/issues.md), day by day; else drafted. */
  texts?: { title: string; description: string }[],
  /** The quote's language: a drafted day speaks it (decision 0097). */
  language?: string,
): Promise<void> {
  const places = await labelsRepository.places(
    tx,
    services.flatMap((s) => s.location_ids),
  );
  const name = (id: number) => places.get(id)?.location_name ?? '';
  const told = toldServices(services, name);
  const lastDay = programmeLength(numDay, services);
  const noted = new Set<string>();
  const rows = Array.from({ length: lastDay }, (_, i) => {
    const day = i + 1;
    const on = services.filter((s) => {
      const { from, to } = parseDayInput(s.day).range;
      return from <= day && (isNightType(s.id_service_type) ? day < to || from === to : day <= to);
    });
    const locationIds = [...new Set(on.flatMap((s) => s.location_ids))];
    const night = on.find((s) => isNightType(s.id_service_type));
    const overnight = night?.location_ids[0] ?? null;
    const meals = mealsOf(services, day);
    const draft = draftDay({
      day,
      lastDay,
      services: told,
      overnight: overnight ? name(overnight) : null,
      meals,
      language,
    });
    const notes = locationIds
      .map(name)
      .flatMap((place) => PLACE_NOTES.filter(([key]) => place.startsWith(key) && !noted.has(key)))
      .map(([key, note]) => {
        noted.add(key);
        return `<p>${note}</p>`;
      });
    return {
      start_day: day,
      title: texts?.[i]?.title ?? draft.title,
      description: texts?.[i]?.description ?? notes.join('') + draft.description,
      location_ids: locationIds,
      overnight_location_id: overnight,
      meals,
    };
  });
  await daysRepository.insert(tx, tenantId, quoteId, rows);
}
