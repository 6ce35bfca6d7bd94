import { TextInput, type TextInputProps } from '@mantine/core';

// The spec's text input (docs/domain/screens.md#shared-inputs): 100 characters unless the form
// gives another limit, never more than 1000, and it can be flagged invalid without a message.
export const TEXT_DEFAULT_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 1000;

export interface TextFieldProps extends TextInputProps {
  /** Marks the field invalid (red, aria-invalid) when there is no sentence to show under it. */
  invalid?: boolean;
}

export function TextField({ maxLength = TEXT_DEFAULT_MAX_LENGTH, invalid, error, ...props }: TextFieldProps) {
  return (
    <TextInput maxLength={Math.min(maxLength, TEXT_MAX_LENGTH)} error={error ?? (invalid || undefined)} {...props} />
  );
}
