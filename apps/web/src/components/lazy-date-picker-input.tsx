import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Input } from '@mantine/core';
import type { DatePickerInput as MantineDatePickerInput, DatePickerInputProps, DatePickerType } from '@mantine/dates';
import { isUnselectableDate, type UnselectableDates } from '@itinera/domain';

// @mantine/dates (with dayjs and its styles) weighs ~15 kB gzip, a sixth of the quotes list's own
// JS (docs/domain/quality.md#initial-js-budget). An empty date field is drawn as the button Mantine draws for
// it; the picker is fetched when the field is first used, and opens then.
const DatePickerInput = lazy(() =>
  import('./date-picker-input').then((m) => ({ default: m.DatePickerInput })),
) as unknown as typeof MantineDatePickerInput;

const hasDate = (value: unknown) => (Array.isArray(value) ? value.some(Boolean) : Boolean(value));

export type LazyDatePickerInputProps<Type extends DatePickerType = 'default'> = DatePickerInputProps<Type> & {
  /** The spec's picker (spec 01 §5): listed dates and whole weekdays that cannot be picked. */
  unselectableDays?: UnselectableDates;
};

/** Mantine's DatePickerInput, fetched on first use; a field that has a value shows it at once. */
export function LazyDatePickerInput<Type extends DatePickerType = 'default'>({
  unselectableDays,
  ...rest
}: LazyDatePickerInputProps<Type>) {
  const props: DatePickerInputProps<Type> = unselectableDays
    ? {
        ...rest,
        excludeDate: (date) => isUnselectableDate(date, unselectableDays) || Boolean(rest.excludeDate?.(date)),
      }
    : rest;
  const [used, setUsed] = useState<'shown' | 'clicked' | null>(hasDate(props.value) ? 'shown' : null);
  if (used === null && hasDate(props.value)) setUsed('shown');
  const standIn = (onClick?: () => void) => (
    <Input
      component="button"
      type="button"
      pointer
      multiline
      leftSection={props.leftSection}
      w={props.w}
      aria-label={props['aria-label']}
      disabled={props.disabled}
      onClick={onClick}
      styles={{ input: { lineHeight: 'unset' } }}
    >
      <Input.Placeholder>{props.placeholder}</Input.Placeholder>
    </Input>
  );
  if (used === null) return standIn(() => setUsed('clicked'));
  return (
    <Suspense fallback={standIn()}>
      <OpenedPicker open={used === 'clicked'} {...props} />
    </Suspense>
  );
}

function OpenedPicker<Type extends DatePickerType>({ open, ...props }: DatePickerInputProps<Type> & { open: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  // The click that fetched the picker opens it, as it would have opened the real one.
  useEffect(() => {
    if (!open) return;
    ref.current?.focus();
    ref.current?.click();
  }, [open]);
  return <DatePickerInput ref={ref} {...(props as DatePickerInputProps<Type>)} />;
}
