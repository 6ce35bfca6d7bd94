import type { ComboboxItem, MultiSelectProps, SelectProps } from '@mantine/core';
import { lazyCombobox, type StandIn } from './lazy-combobox';

const load = () => import('./combobox-fields');

/** What the closed field shows for a Select: its placeholder, or the chosen option's label. */
function selectStandIn(props: SelectProps): StandIn {
  const options = (props.data ?? []) as (ComboboxItem | string)[];
  const label = (value: string) =>
    options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)).find((o) => o.value === value)?.label;
  // A clearable field with a value draws its clear button: the real one is fetched at once.
  const text = props.value == null ? '' : props.clearable ? null : (label(props.value) ?? null);
  return {
    label: props['aria-label'] ?? '',
    placeholder: props.placeholder,
    text,
    w: typeof props.w === 'number' ? props.w : undefined,
    leftSection: props.leftSection,
    searchable: props.searchable,
  };
}

/** Mantine's Select, fetched on first use (lazy-combobox.tsx). */
export const LazySelect = lazyCombobox<SelectProps>(() => load().then((m) => m.Select), selectStandIn);

/** Mantine's MultiSelect, fetched on first use; one with options chosen is fetched at once (it draws pills). */
export const LazyMultiSelect = lazyCombobox<MultiSelectProps>(
  () => load().then((m) => m.MultiSelect),
  (props) => ({
    label: props['aria-label'] ?? '',
    placeholder: props.placeholder,
    text: props.value?.length ? null : '',
    w: typeof props.w === 'number' ? props.w : undefined,
    leftSection: props.leftSection,
    searchable: props.searchable,
  }),
);
