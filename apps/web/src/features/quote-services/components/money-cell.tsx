import { useState, type ReactNode } from 'react';
import { NumberInput } from '@mantine/core';
import { useFormats } from '../../../lib/formats';
import { roundAmount } from '@itinera/domain';

export interface MoneyCellProps {
  value: number | undefined;
  label: string;
  readOnly: boolean;
  /** Percentages stop below 100 (a margin of 100 % would divide by zero). */
  max?: number;
  suffix?: string;
  actionType: string;
  onCommit: (value: number) => void;
  w?: number;
  /** A mark inside the cell (the hand-edited price pencil), so marked and plain cells align. */
  mark?: ReactNode;
}

/**
 * A price cell: numbers only (docs/domain/spec-sections.md#spec-02-section-5), two decimals, saved when left or on Enter and only when
 * the figure changed. Keyed by the stored value in the parent, so a new answer re-mounts it.
 */
export function MoneyCell({
  value,
  label,
  readOnly,
  max = 100_000_000,
  suffix,
  actionType,
  onCommit,
  w = 72,
  mark,
}: MoneyCellProps) {
  const { separators } = useFormats();
  const [draft, setDraft] = useState<number | string>(value ?? '');
  const commit = () => {
    // A string draft is the input's unformatted figure ('1234.5'): the separators are the reader's, the value is not.
    const next = typeof draft === 'number' ? draft : Number(draft);
    if (draft === '' || !Number.isFinite(next) || next < 0) {
      setDraft(value ?? '');
      return;
    }
    if (value === undefined || roundAmount(next) !== roundAmount(value)) onCommit(roundAmount(next));
  };
  return (
    <NumberInput
      size="xs"
      w={w}
      aria-label={label}
      value={draft}
      onChange={setDraft}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      hideControls
      min={0}
      max={max}
      clampBehavior="strict"
      allowNegative={false}
      decimalScale={2}
      fixedDecimalScale
      {...separators}
      suffix={suffix}
      leftSection={mark}
      leftSectionWidth={mark ? 20 : undefined}
      leftSectionPointerEvents="auto"
      onBlur={readOnly ? undefined : commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', paddingInline: 6 } }}
      data-action-type={actionType}
    />
  );
}
