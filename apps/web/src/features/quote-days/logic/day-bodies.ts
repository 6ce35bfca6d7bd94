import type { Day, DayInput, Meals } from '@itinera/domain/contracts';

// The bodies of the day writes (original-client.md §7). A write names the day by its id (null
// for a day with no stored row yet) and its number; it sends only what it changes, so a write
// never puts back a text someone else changed meanwhile (the version check catches the rest).

/** What the day editor changes. */
export interface DayTexts {
  title: string;
  description: string;
  overnight_location_id: number | null;
  meals: Meals;
  /** Image references, the cover first (library pictures from the picker). */
  images: string[];
}

const ref = (day: Pick<Day, 'id' | 'start_day'>) => ({ id: day.id, start_day: day.start_day });

/** D2: the day's texts, place to sleep and meals. */
export const editDayBody = (day: Day, texts: Partial<DayTexts>): DayInput[] => [{ ...ref(day), ...texts }];

/** D2: the day's services in this order. */
export const orderServicesBody = (day: Pick<Day, 'id' | 'start_day'>, serviceIds: readonly number[]): DayInput[] => [
  { ...ref(day), services: serviceIds.map((id, order) => ({ itinerary_service: id, order })) },
];

/** D2: a free day after the last one. */
export const addDayBody = (startDay: number): DayInput[] => [
  { id: null, start_day: startDay, duration: 1, meals: { breakfast: false, lunch: false, dinner: false } },
];

/**
 * D2 after a reorder of whole days: every day in its new place, numbered from 1, with
 * `_order_start_day`. The server finds the day each one was by its id, or (a day not written yet)
 * by the services it lists, and moves those services with it.
 */
export const reorderDaysBody = (days: readonly Pick<Day, 'id' | 'start_day' | 'services'>[]): DayInput[] =>
  days.map((day, index) => ({
    ...ref(day),
    start_day: index + 1,
    order: index,
    services: [...day.services]
      .sort((a, b) => a.order - b.order)
      .map((s, order) => ({ itinerary_service: s.itinerary_service, order })),
    _order_start_day: true,
  }));

/** D3: `second` merged into `first` (its services and texts go there; it is removed). */
export const mergeDaysBody = (
  first: Pick<Day, 'id' | 'start_day'>,
  second: Pick<Day, 'id' | 'start_day'>,
): DayInput[] => [{ ...ref(first), nestedDays: [ref(second)] }];

/** The meals of a day as the editor shows them (every meal a yes or a no). */
export const mealsOf = (day: Pick<Day, 'meals'>): Meals => ({
  breakfast: day.meals?.breakfast === true,
  lunch: day.meals?.lunch === true,
  dinner: day.meals?.dinner === true,
});
