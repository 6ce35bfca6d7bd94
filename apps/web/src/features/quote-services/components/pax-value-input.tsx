import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useFormats } from '../../../lib/formats';

export interface PaxValueInputProps {
  value: number | undefined;
  label: string;
  /** 2 for Upsales % and fee, 0 for a final price (docs/domain/spec-sections.md#spec-02-section-5). */
  decimals: number;
  disabled: boolean;
  actionType: string;
  /**
   * Called with the typed number when it differs from the value (negatives included: the editor
   * says why it refuses them). Resolving false (refused) puts the stored figure back.
   */
  onCommit: (value: number) => Promise<boolean>;
  suffix?: string;
  w?: number;
  strong?: boolean;
  /** A warning of this cell ('Upsales has not been added!'): a yellow edge and the sentence as its title. */
  warning?: string;
}

const same = (a: number, b: number, decimals: number) => a.toFixed(decimals) === b.toFixed(decimals);

/**
 * One figure of the Upsales and fee table, saved when left or on Enter. Keyed by the stored value
 * in the parent, so a new answer re-mounts it with the server's figure.
 */
export function PaxValueInput({
  value,
  label,
  decimals,
  disabled,
  actionType,
  onCommit,
  suffix,
  w = 72,
  strong,
  warning,
}: PaxValueInputProps) {
  const { separators } = useFormats();
  const [draft, setDraft] = useState<number | string>(value ?? '');
  const commit = () => {
    // A string draft is the input's unformatted figure ('1234.5'): the separators are the reader's, the value is not.
    const next = typeof draft === 'number' ? draft : Number(draft);
    if (draft === '' || draft === '-' || !Number.isFinite(next)) {
      setDraft(value ?? '');
      return;
    }
    if (value !== undefined && same(next, value, decimals)) return;
    // A refused figure goes back to the stored one; the editor shows the reason.
    void onCommit(next).then((saved) => {
      if (!saved) setDraft(value ?? '');
    });
  };
  return (
    <NumberInput
      size="xs"
      w={w}
      aria-label={label}
      title={warning}
      value={draft}
      onChange={setDraft}
      readOnly={disabled}
      variant={disabled ? 'filled' : 'default'}
      hideControls
      decimalScale={decimals}
      fixedDecimalScale={decimals > 0}
      {...separators}
      suffix={suffix}
      onBlur={disabled ? undefined : commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
      styles={{
        input: {
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          paddingInline: 6,
          fontWeight: strong ? 700 : undefined,
          borderColor: warning ? 'var(--mantine-color-yellow-5)' : undefined,
          backgroundColor: warning && !disabled ? 'var(--mantine-color-yellow-0)' : undefined,
        },
      }}
      data-action-type={actionType}
    />
  );
}
