import { Chip, Group, Text } from '@mantine/core';
import type { Day, Meals } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { mealsOf } from '../logic/day-bodies';

const MEALS: (keyof Meals)[] = ['breakfast', 'lunch', 'dinner'];

export interface DayMealsProps {
  day: Day;
  /** Absent: read-only, only the included meals are listed. */
  onToggle?: (day: Day, meal: keyof Meals, included: boolean) => void;
}

/** The meals a day includes: three toggles when the day can be edited. */
export function DayMeals({ day, onToggle }: DayMealsProps) {
  const { t } = useTranslation('days');
  const meals = mealsOf(day);
  if (!onToggle) {
    const included = MEALS.filter((m) => meals[m]).map((m) => t(`meals.${m}`));
    return (
      <Text size="xs" c="dimmed">
        {included.length > 0 ? t('mealsList', { meals: included.join(', ') }) : t('noMeals')}
      </Text>
    );
  }
  return (
    <Group gap={6} role="group" aria-label={t('mealsOf', { n: day.start_day })}>
      {MEALS.map((m) => (
        <Chip
          key={m}
          size="xs"
          variant="outline"
          checked={meals[m]}
          onChange={(checked) => onToggle(day, m, checked)}
          data-action-type={`quote-itinerary-meal-${m}`}
        >
          {t(`meals.${m}`)}
        </Chip>
      ))}
    </Group>
  );
}
