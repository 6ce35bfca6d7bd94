import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/inputs/text-area-field';
import { levelChoices, NEXT_STEPS_MAX, NO_LEVEL, type Level } from '../logic/config-form';

/**
 * The sale settings of the decision named here (decision 0068): the level the page shows as recommended, chosen
 * among those it offers, and the operator's words after "yes" (plain text, escaped on the page).
 */
export function SaleSettings({
  offered,
  recommendedLevel,
  nextSteps,
  onLevelChange,
  onNextStepsChange,
  disabled,
}: {
  offered: Level[];
  recommendedLevel: Level | null;
  nextSteps: string;
  onLevelChange: (level: Level | null) => void;
  onNextStepsChange: (text: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('publishing');
  const notOffered = recommendedLevel !== null && !offered.includes(recommendedLevel);
  return (
    <Stack gap="sm">
      <Select
        label={t('sale.recommended')}
        description={t('sale.recommendedHint')}
        data={levelChoices(offered, recommendedLevel)}
        value={recommendedLevel === null ? NO_LEVEL : String(recommendedLevel)}
        onChange={(value) => onLevelChange(value && value !== NO_LEVEL ? (Number(value) as Level) : null)}
        allowDeselect={false}
        // A stored level the page no longer offers is not shown as recommended (the server drops it).
        error={notOffered ? t('sale.notOffered') : undefined}
        disabled={disabled}
        maw={320}
        data-testid="recommended-level"
      />
      <TextAreaField
        label={t('sale.next')}
        description={t('sale.nextHint')}
        placeholder={t('sale.nextPlaceholder')}
        value={nextSteps}
        onChange={(event) => onNextStepsChange(event.currentTarget.value)}
        // The browser stops typing at the API's bound; the counter says how close it is.
        maxLength={NEXT_STEPS_MAX}
        disabled={disabled}
        data-testid="next-steps"
      />
      <Counter length={nextSteps.length} />
    </Stack>
  );
}

function Counter({ length }: { length: number }) {
  return (
    <Text size="xs" c={length >= NEXT_STEPS_MAX ? 'red' : 'dimmed'} ta="right" mt={-8} data-testid="next-steps-count">
      {length} / {NEXT_STEPS_MAX}
    </Text>
  );
}
