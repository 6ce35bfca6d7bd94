import { MultiSelect } from '@mantine/core';
import { oneLinePills } from './list-filters';

export interface IdsFilterProps {
  /** The field's name for screen readers ("Status"). */
  label: string;
  /** The placeholder while nothing is chosen ("Any status"). */
  anyText: string;
  data: { value: string; label: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  w: number;
  /** Set for long lists: the field filters its options as the user types. */
  nothingFound?: string;
}

/** A list filter on several ids at once (statuses, stages, tags), kept to one line. */
export function IdsFilter({ label, anyText, data, value, onChange, w, nothingFound }: IdsFilterProps) {
  return (
    <MultiSelect
      aria-label={label}
      placeholder={value.length ? undefined : anyText}
      data={data}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      searchable={nothingFound !== undefined}
      clearable
      nothingFoundMessage={nothingFound}
      w={w}
      styles={oneLinePills}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
