import { NumberInput, type NumberInputProps } from '@mantine/core';

// The spec's number input (docs/domain/screens.md#shared-inputs): min and max default to 0. A
// maximum of 0 is read as "no upper limit": taken literally, every field without its own maximum
// could hold nothing but 0 (recorded under "Differences from the design").
export const NUMBER_DEFAULT_MIN = 0;
export const NUMBER_DEFAULT_MAX = 0;

export function NumberField({ min = NUMBER_DEFAULT_MIN, max = NUMBER_DEFAULT_MAX, ...props }: NumberInputProps) {
  return <NumberInput min={min} max={max === NUMBER_DEFAULT_MAX ? undefined : max} {...props} />;
}
