import { Checkbox, SimpleGrid } from '@mantine/core';
import type { DisplayOptionId } from '@itinera/domain';
import { useTranslation } from 'react-i18next';
import { optionStates, toggleOption } from '../logic/config-form';

/** The 13 display options with their rules: 12 brings 3, 10 and 13 (locked on); 5 may be blocked. */
export function DisplayOptions({
  options,
  onChange,
  blocked5,
  disabled,
}: {
  options: DisplayOptionId[];
  onChange: (options: DisplayOptionId[]) => void;
  blocked5: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('publishing');
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      verticalSpacing={8}
      role="group"
      aria-label={t('config.displayOptions')}
    >
      {optionStates(options, blocked5).map((option) => (
        <Checkbox
          key={option.id}
          label={option.label}
          description={option.reason ?? undefined}
          checked={option.checked}
          disabled={disabled || option.disabled}
          onChange={(event) => onChange(toggleOption(options, option.id, event.currentTarget.checked))}
          data-testid={`display-option-${option.id}`}
        />
      ))}
    </SimpleGrid>
  );
}
