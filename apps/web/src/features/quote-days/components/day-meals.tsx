import { Chip, Group, Text } from '@mantine/core';
import type { Day, Meals } from '@itinera/domain/contracts';
import { mealsOf } from '../logic/day-bodies';

const MEALS: { key: keyof Meals; label: string }[] = [
  { key: 'breakfast', label: 'Breakfast' },
  { key: 'lunch', label: 'Lunch' },
  { key: 'dinner', label: 'Dinner' },
];

export interface DayMealsProps {
  day: Day;
  /** Absent: read-only, only the included meals are listed. */
  onToggle?: (day: Day, meal: keyof Meals, included: boolean) => void;
}

/** The meals a day includes: three toggles when the day can be edited. */
export function DayMeals({ day, onToggle }: DayMealsProps) {
  const meals = mealsOf(day);
  if (!onToggle) {
    const included = MEALS.filter((m) => meals[m.key]).map((m) => m.label);
    return (
      <Text size="xs" c="dimmed">
        {included.length > 0 ? `Meals: ${included.join(', ')}` : 'No meals included'}
      </Text>
    );
  }
  return (
    <Group gap={6} role="group" aria-label={`Meals of day ${day.start_day}`}>
      {MEALS.map((m) => (
        <Chip
          key={m.key}
          size="xs"
          variant="outline"
          checked={meals[m.key]}
          onChange={(checked) => onToggle(day, m.key, checked)}
          data-action-type={`quote-itinerary-meal-${m.key}`}
        >
          {m.label}
        </Chip>
      ))}
    </Group>
  );
}
