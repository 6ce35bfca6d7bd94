import { Select, Stack, Text } from '@mantine/core';
import { TextAreaField } from '../../../components/inputs/text-area-field';
import { levelChoices, NEXT_STEPS_MAX, NO_LEVEL, type Level } from '../logic/config-form';

/**
 * The sale settings of issue 44 (decision 0068): the level the page shows as recommended, chosen
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
  const notOffered = recommendedLevel !== null && !offered.includes(recommendedLevel);
  return (
    <Stack gap="sm">
      <Select
        label="Recommended level"
        description="Checked and marked “Recommended” on the proposal until the client chooses."
        data={levelChoices(offered, recommendedLevel)}
        value={recommendedLevel === null ? NO_LEVEL : String(recommendedLevel)}
        onChange={(value) => onLevelChange(value && value !== NO_LEVEL ? (Number(value) as Level) : null)}
        allowDeselect={false}
        // A stored level the page no longer offers is not shown as recommended (the server drops it).
        error={notOffered ? 'The proposal does not offer this level: it will recommend none.' : undefined}
        disabled={disabled}
        maw={320}
        data-testid="recommended-level"
      />
      <TextAreaField
        label="What happens next"
        description="Shown to the client after they accept: who contacts them, deposit or payment instructions. Left empty, the page says you will contact them shortly."
        placeholder="Ana will call you within a day to confirm. Deposit: 30 % by bank transfer to …"
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
