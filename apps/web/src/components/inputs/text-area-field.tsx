import { Textarea, type TextareaProps } from '@mantine/core';

// The spec's textarea (docs/domain/screens.md#shared-inputs): 4 rows by 50 columns unless the form
// says otherwise. The field still stretches to its column's width (Mantine's width: 100%).
export const TEXTAREA_ROWS = 4;
export const TEXTAREA_COLS = 50;

export function TextAreaField({ rows = TEXTAREA_ROWS, cols = TEXTAREA_COLS, ...props }: TextareaProps) {
  return <Textarea rows={rows} cols={cols} {...props} />;
}
