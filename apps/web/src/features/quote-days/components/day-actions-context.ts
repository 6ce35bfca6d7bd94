import { createContext, useContext } from 'react';
import type { Day, Meals } from '@itinera/domain/contracts';

/** What a day card can ask for; the callbacks are stable so that memoised cards do not render again. */
export interface DayCardActions {
  edit: (day: Day) => void;
  toggleMeal: (day: Day, meal: keyof Meals, included: boolean) => void;
  moveAll: (day: Day) => void;
  merge: (day: Day) => void;
  remove: (day: Day) => void;
}

export const DayCardActionsContext = createContext<DayCardActions | null>(null);

export function useDayCardActions(): DayCardActions | null {
  return useContext(DayCardActionsContext);
}
