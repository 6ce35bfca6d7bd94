import type { ReactNode } from 'react';
import { LazyDatePickerInput } from '../lazy-date-picker-input';
import { DISPLAY_DATE } from './list-filters';

/**
 * A list toolbar's from–to filter (the quotes' start dates, the requests' creation): one day or a
 * range, cleared to nulls. The picker is fetched on first use, as every list's first screen wants
 * (decision 0072).
 */
export function DateRangeFilter({
  label,
  icon,
  from,
  to,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  return (
    <LazyDatePickerInput
      type="range"
      aria-label={label}
      placeholder={label}
      leftSection={icon}
      valueFormat={DISPLAY_DATE}
      value={[from, to]}
      onChange={([start, end]) => onChange({ from: start ?? null, to: end ?? null })}
      allowSingleDateInRange
      clearable
      w={270}
      popoverProps={{ withinPortal: true }}
    />
  );
}
