import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { commitDayInput } from '../logic/day-field';

export interface DayCellProps {
  day: string;
  disabled: boolean;
  label: string;
  onCommit: (day: string) => void;
}

/**
 * The editable day of a service ('3' or '3-5'), checked when the cell is left or Enter is pressed.
 * A refused value shows the spec's message on the cell and as a toast, is not sent, and the cell
 * shows the service's day again: the service stays where it is.
 */
export function DayCell({ day, disabled, label, onCommit }: DayCellProps) {
  const [text, setText] = useState(day);
  const { t } = useTranslation('services');
  const [shown, setShown] = useState(day);
  const [error, setError] = useState<string | null>(null);
  // A new day from the server (a move, another edit) replaces what the cell shows.
  if (shown !== day) {
    setShown(day);
    setText(day);
  }
  if (disabled) {
    return (
      <Text
        size="sm"
        w={50}
        ta="center"
        aria-label={t('dayOf', { name: label })}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {day}
      </Text>
    );
  }
  const commit = () => {
    const result = commitDayInput(text, day);
    setText(result.value);
    setError(result.error ?? null);
    if (result.error)
      notifications.show({ color: 'red', title: label, message: result.error, autoClose: 5000, withBorder: true });
    if (result.changed) onCommit(result.value);
  };
  return (
    <Tooltip label={error} opened={Boolean(error)} color="red" withArrow position="bottom-start" multiline w={200}>
      <TextInput
        size="xs"
        w={50}
        aria-label={t('dayOf', { name: label })}
        value={text}
        error={Boolean(error)}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            setText(day);
            setError(null);
          }
        }}
        styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums', paddingInline: 4 } }}
        data-action-type="quote-service-day"
      />
    </Tooltip>
  );
}
