// Drafted title and description of one day of the Itinerary tab (docs/domain/days.md#drafts): made
// offline from the day's places and services, like the quote's description (description-template.ts),
// so a "generate" gives the same words every time. The description is HTML, as the day editor holds it.
import { dayStory, toldInDescription, type DescriptionService } from './description-template';
import { draftWords } from './draft-words';

export interface DayDraftInput {
  /** The day number (1-based). */
  day: number;
  /** The programme's last day. */
  lastDay: number;
  /** Every service of the quote (the day's are picked out; hidden, canceled and disabled ones are left out). */
  services: DescriptionService[];
  /** Names of the places written on the day itself, before those of its services. */
  places?: string[];
  /** The day's overnight place, when one is written. */
  overnight?: string | null;
  meals?: { breakfast: boolean; lunch: boolean; dinner: boolean };
  /** The level the client bought (itineraries.sold_level), null or absent while none is. */
  soldLevel?: number | null;
  /** The quote's language (decision 0097): the draft's words; English when absent. */
  language?: string | null;
}

/**
 * The one level a day's draft tells (docs/domain/days.md#drafts): the level sold; before a sale, the level the
 * proposal opens on — Superior when a service is at it, else the lowest level a service is at; null when no
 * service has a level. Naming "A, B or C" told the client of hotels they may not get.
 */
export function draftLevel(
  services: readonly Pick<DescriptionService, 'level'>[],
  soldLevel: number | null | undefined,
): number | null {
  if (soldLevel) return soldLevel;
  const levels = services.map((s) => s.level ?? 0).filter((l) => l > 0);
  if (levels.includes(2)) return 2;
  return levels.length ? Math.min(...levels) : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "breakfast, lunch and dinner" of the meals included in `language`, or '' when none is. */
export function mealsText(meals: DayDraftInput['meals'], language?: string | null): string {
  if (!meals) return '';
  const w = draftWords(language);
  return w.and((['breakfast', 'lunch', 'dinner'] as const).filter((m) => meals[m]).map(w.meal));
}

/** A title and an HTML description for one day; nothing is invented beyond what the quote holds. */
export function draftDay(input: DayDraftInput): { title: string; description: string } {
  const w = draftWords(input.language);
  const level = draftLevel(input.services.filter(toldInDescription), input.soldLevel);
  const story = dayStory(
    input.services.filter((s) => !s.level || s.level === level),
    input.day,
    w.language,
  );
  const places = [...new Set([...(input.places ?? []), ...story.places].map((p) => p.trim()).filter(Boolean))];
  const where = w.and(places);
  const leftFrom = story.leaving.flatMap((l) => l.places).at(-1);
  let title: string;
  if (input.day === 1 && places.length) title = w.say('arrivalIn', { place: places[0]! });
  else if (input.day === input.lastDay && input.lastDay > 1 && !story.sleepingAt.length && (places.length || leftFrom))
    title = w.say('departureFrom', { place: (places.at(-1) ?? leftFrom)! });
  else title = where || (story.happenings[0] ?? w.say('freeDay'));

  // Values are escaped before they are put into the words: the catalogue's words are plain text.
  const paragraphs: string[] = [];
  const checkOut = story.leaving.map((l) => l.name).join('; ');
  if (checkOut) paragraphs.push(w.say('checkOut', { stay: escapeHtml(checkOut) }));
  if (story.happenings.length) paragraphs.push(`${story.happenings.map(escapeHtml).join('; ')}.`);
  else if (!checkOut)
    paragraphs.push(where ? w.say('freeDayIn', { place: escapeHtml(where) }) : w.say('freeDayOwnPace'));
  const overnight = input.overnight?.trim();
  const stay = story.sleepingAt[0];
  if (stay)
    paragraphs.push(
      overnight
        ? w.say('overnightAtIn', { stay: escapeHtml(stay), place: escapeHtml(overnight) })
        : w.say('overnightAt', { stay: escapeHtml(stay) }),
    );
  else if (overnight) paragraphs.push(w.say('overnightIn', { place: escapeHtml(overnight) }));
  const meals = mealsText(input.meals, w.language);
  if (meals) paragraphs.push(w.say('mealsIncluded', { meals }));
  return { title: title.slice(0, 200), description: paragraphs.map((p) => `<p>${p}</p>`).join('') };
}
