import { useState } from 'react';
import {
  Box,
  Checkbox,
  CloseButton,
  Group,
  Loader,
  Pill,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QuoteStatusBadge } from '../../../components/quote-status-badge';
import { useFormats } from '../../../lib/formats';
import { useClientQuotes, type ClientQuote } from '../api/search-client-quotes';
import { toggleId } from './link-diff';
import classes from './client-quote-picker.module.css';

export interface ClientQuotePickerProps {
  clientId: number;
  /** The chosen quotes' uuids, in the order they were chosen. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Labels of quotes already linked, by uuid, for the chips of quotes the current search does not show. */
  initialLabels?: Record<string, string>;
}

/** A chosen quote's chip: "I04-AAA · Peru classic". */
export const quoteLabel = (t: TFunction<'requests'>, q: { code: string; title: string }) =>
  `${q.code} · ${q.title || t('untitledQuote')}`;

/** Search the client's quotes and tick the ones to link; the chosen ones stay as chips above the search. */
export function ClientQuotePicker({ clientId, value, onChange, initialLabels = {} }: ClientQuotePickerProps) {
  const { t } = useTranslation('requests');
  const fmt = useFormats();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const quotes = useClientQuotes(clientId, debounced);
  const [labels, setLabels] = useState(initialLabels);
  const rows = quotes.data?.rows ?? [];
  const total = quotes.data?.total ?? 0;

  // A quote in the current results shows its code too; one chosen under another search keeps its label.
  // Requests name quotes by uuid (docs/domain/api-shapes.md#ids).
  const labelFor = (uuid: string) => {
    const row = rows.find((q) => q.uuid === uuid);
    return row ? quoteLabel(t, row) : (labels[uuid] ?? t('picker.quote'));
  };
  const toggle = (q: ClientQuote) => {
    setLabels((l) => ({ ...l, [q.uuid]: quoteLabel(t, q) }));
    onChange(toggleId(value, q.uuid));
  };

  return (
    <Stack gap="sm">
      <Box>
        <Text size="sm" fw={500} mb={6}>
          {t('picker.selected', { n: fmt.number(value.length) })}
        </Text>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('picker.noneSelected')}
          </Text>
        ) : (
          <Pill.Group>
            {value.map((id) => (
              <Pill
                key={id}
                withRemoveButton
                onRemove={() => onChange(value.filter((x) => x !== id))}
                removeButtonProps={{ 'aria-label': t('picker.remove', { label: labelFor(id) }) }}
              >
                {labelFor(id)}
              </Pill>
            ))}
          </Pill.Group>
        )}
      </Box>
      <TextInput
        aria-label={t('picker.search')}
        placeholder={t('picker.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={
          quotes.isFetching ? (
            <Loader size={14} />
          ) : search ? (
            <CloseButton size="sm" aria-label={t('common:list.clearSearch')} onClick={() => setSearch('')} />
          ) : null
        }
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={300} type="auto" className={classes.list}>
        {quotes.isLoading ? (
          <Group justify="center" p="lg">
            <Loader size="sm" />
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="lg">
            {debounced.trim() ? t('picker.noMatch') : t('picker.noQuotes')}
          </Text>
        ) : (
          rows.map((q) => {
            const checked = value.includes(q.uuid);
            return (
              <UnstyledButton
                key={q.uuid}
                className={classes.row}
                data-checked={checked || undefined}
                onClick={() => toggle(q)}
                data-action-type="request-pick-quote"
                aria-pressed={checked}
              >
                <Group gap="sm" wrap="nowrap">
                  <Checkbox checked={checked} readOnly tabIndex={-1} aria-hidden />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={8} wrap="nowrap">
                      <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                        {q.code}
                      </Text>
                      <Text size="sm" fw={500} lineClamp={1}>
                        {q.title || t('untitledQuote')}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {q.start_date
                        ? `${fmt.date(q.start_date)} · ${t('picker.days', { count: q.num_day })}`
                        : t('picker.noDates')}{' '}
                      · {t('picker.pax', { n: fmt.number(q.num_pax) })}
                    </Text>
                  </Stack>
                  <QuoteStatusBadge id={q.status.id} name={q.status.name} size="sm" />
                </Group>
              </UnstyledButton>
            );
          })
        )}
      </ScrollArea.Autosize>
      {total > rows.length && (
        <Text size="xs" c="dimmed">
          {t('picker.newest', { shown: fmt.number(rows.length), total: fmt.number(total) })}
        </Text>
      )}
    </Stack>
  );
}
