import { useEffect, useState } from 'react';
import { ActionIcon, CloseButton, Group, SegmentedControl, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { IconCalendar, IconFilterOff, IconMapPin, IconSearch } from '@tabler/icons-react';
import type { CountryRef } from './destinations';
import { useDurationOptions } from '../../../lib/trip-length';
import type { TemplateKind, TemplateListState } from './template-list-state';

export interface TemplateFiltersProps {
  value: TemplateListState;
  /** The country the list is filtered by (route or `?country=`). */
  country: string | null;
  countries: CountryRef[];
  /** Example itineraries ⇄ modules; absent on /experiences. */
  withKinds: boolean;
  /** e.g. "example itineraries", for the labels. */
  plural: string;
  filtered: boolean;
  onChange: (patch: Partial<TemplateListState>) => void;
  onCountry: (code: string | null) => void;
  onClear: () => void;
}

/** The toolbar above the template grid: kind, text, country and duration. */
export function TemplateFilters({
  value,
  country,
  countries,
  withKinds,
  plural,
  filtered,
  onChange,
  onCountry,
  onClear,
}: TemplateFiltersProps) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  const durations = useDurationOptions();
  // Typed fast: the address (and the query) follow 300 ms after the last key.
  const [text, setText] = useState(value.text);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== value.text) onChange({ text: debounced });
    // Only a settled search triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Cleared filters (or Back) reset the box: adjusted during render, not in an effect.
  const [shown, setShown] = useState(value.text);
  if (value.text !== shown) {
    setShown(value.text);
    setText(value.text);
  }

  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label={t('filter', { noun: plural })}>
      {withKinds && (
        <SegmentedControl
          aria-label={t('kind')}
          value={value.kind}
          onChange={(kind) => onChange({ kind: kind as TemplateKind })}
          data={[
            { value: 'example', label: t('quotes:filters.types.examples') },
            { value: 'module', label: t('quotes:filters.types.modules') },
          ]}
          data-action-type="templates-kind"
        />
      )}
      <TextInput
        aria-label={t('common:list.search', { noun: plural })}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={
          text ? <CloseButton size="sm" aria-label={t('common:list.clearSearch')} onClick={() => setText('')} /> : null
        }
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: '1 1 240px', minWidth: 220 }}
      />
      <Select
        aria-label={t('quotes:filters.country')}
        placeholder={t('quotes:filters.anyCountry')}
        leftSection={<IconMapPin size={16} />}
        data={countries.map((c) => ({ value: c.location_code.toUpperCase(), label: c.location_name }))}
        value={country}
        onChange={onCountry}
        searchable
        clearable
        nothingFoundMessage={t('quotes:filters.noCountryMatches')}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label={t('duration')}
        placeholder={t('quotes:filters.anyLength')}
        leftSection={<IconCalendar size={16} />}
        data={durations}
        value={value.numDay ? String(value.numDay) : null}
        onChange={(v) => onChange({ numDay: v ? Number(v) : null })}
        clearable
        w={150}
        comboboxProps={{ withinPortal: true }}
      />
      {filtered && (
        <Tooltip label={t('common:list.clearFilters')} withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('common:list.clearFilters')}
            onClick={onClear}
            data-action-type="templates-clear-filters"
          >
            <IconFilterOff size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
