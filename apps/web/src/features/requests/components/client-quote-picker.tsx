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
import { formatDate } from '@itinera/domain';
import { QuoteStatusBadge } from '../../../components/quote-status-badge';
import { useClientQuotes, type ClientQuote, type LinkedQuoteId } from '../api/search-client-quotes';
import { toggleId } from './link-diff';
import classes from './client-quote-picker.module.css';

export interface ClientQuotePickerProps {
  clientId: number;
  /** The chosen quote ids, in the order they were chosen. */
  value: LinkedQuoteId[];
  onChange: (ids: LinkedQuoteId[]) => void;
  /** Labels of quotes already linked, for the chips of quotes the current search does not show. */
  initialLabels?: Record<LinkedQuoteId, string>;
}

const labelOf = (q: ClientQuote) => `${q.code} · ${q.title || 'Untitled quote'}`;

/** Search the client's quotes and tick the ones to link; the chosen ones stay as chips above the search. */
export function ClientQuotePicker({ clientId, value, onChange, initialLabels = {} }: ClientQuotePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const quotes = useClientQuotes(clientId, debounced);
  const [labels, setLabels] = useState(initialLabels);
  const rows = quotes.data?.rows ?? [];
  const total = quotes.data?.total ?? 0;

  // A quote in the current results shows its code too; one chosen under another search keeps its label.
  const labelFor = (id: LinkedQuoteId) => {
    const row = rows.find((q) => q.id === id);
    return row ? labelOf(row) : (labels[id] ?? `Quote #${id}`);
  };
  const toggle = (q: ClientQuote) => {
    setLabels((l) => ({ ...l, [q.id]: labelOf(q) }));
    onChange(toggleId(value, q.id));
  };

  return (
    <Stack gap="sm">
      <Box>
        <Text size="sm" fw={500} mb={6}>
          Selected quotes ({value.length})
        </Text>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No quote selected.
          </Text>
        ) : (
          <Pill.Group>
            {value.map((id) => (
              <Pill
                key={id}
                withRemoveButton
                onRemove={() => onChange(value.filter((x) => x !== id))}
                removeButtonProps={{ 'aria-label': `Remove ${labelFor(id)}` }}
              >
                {labelFor(id)}
              </Pill>
            ))}
          </Pill.Group>
        )}
      </Box>
      <TextInput
        aria-label="Search the client's quotes"
        placeholder="Type itinerary code or title"
        leftSection={<IconSearch size={16} />}
        rightSection={
          quotes.isFetching ? (
            <Loader size={14} />
          ) : search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
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
            {debounced.trim() ? 'No quote of this client matches your search.' : 'This client has no quotes yet.'}
          </Text>
        ) : (
          rows.map((q) => {
            const checked = value.includes(q.id);
            return (
              <UnstyledButton
                key={q.id}
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
                        {q.title || 'Untitled quote'}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {q.start_date
                        ? `${formatDate(q.start_date)} · ${q.num_day} ${q.num_day === 1 ? 'day' : 'days'}`
                        : 'No dates yet'}{' '}
                      · {q.num_pax} pax
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
          Showing the newest {rows.length} of {total} quotes: search to find the others.
        </Text>
      )}
    </Stack>
  );
}
