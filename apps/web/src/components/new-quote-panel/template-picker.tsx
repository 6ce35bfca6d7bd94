import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCalendar, IconCheck, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuoteId } from '@itinera/domain/contracts';
import { searchParams } from '../../lib/search-params';
import { listItineraries, QUOTES_KEY, type ItineraryRow } from './quote-api';
import classes from './new-quote-panel.module.css';

/** Enough to scroll through; a longer catalogue is narrowed by the search. */
const PICKER_LIMIT = 30;

export interface TemplatePickerProps {
  type: 2 | 3;
  /** Which sentences: a module's or an example itinerary's (quotes:new.kinds). */
  kind: 'module' | 'example';
  value: QuoteId | null;
  /** The template picked (its title and party start the form), or null when unpicked. */
  onChange: (template: ItineraryRow | null) => void;
}

/** A searchable list of the templates of one type; one is picked as the start of the new quote. */
export function TemplatePicker({ type, kind, value, onChange }: TemplatePickerProps) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  const [text, setText] = useState('');
  const [filter] = useDebouncedValue(text.trim(), 250);
  const query = { type, limit: PICKER_LIMIT, sort: 'title.asc', ...searchParams(filter) };
  const templates = useQuery({
    queryKey: [QUOTES_KEY, 'templates', query],
    queryFn: ({ signal }) => listItineraries(query, signal),
    placeholderData: keepPreviousData,
    meta: { handlesError: true },
  });
  const rows = templates.data?.data ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t(`new.kinds.${kind}.search`)}
        placeholder={t(`new.kinds.${kind}.searchPlaceholder`)}
        leftSection={<IconSearch size={16} />}
        rightSection={templates.isFetching && templates.data ? <Loader size="xs" /> : null}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-autofocus
      />
      {templates.isError && !templates.data ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t(`new.kinds.${kind}.loadFailed`)}
        >
          <Button size="xs" variant="white" color="red" onClick={() => void templates.refetch()}>
            {t('common:list.tryAgain')}
          </Button>
        </Alert>
      ) : !templates.data ? (
        <Stack gap={8} aria-label={t(`new.kinds.${kind}.loading`)}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={62} radius="md" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Center py="xl" className={classes.empty}>
          <Text size="sm" c="dimmed" ta="center" maw={320}>
            {filter ? t(`new.kinds.${kind}.noMatch`, { filter }) : t(`new.kinds.${kind}.none`)}
          </Text>
        </Center>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap={8} role="radiogroup" aria-label={t(`new.kinds.${kind}.list`)}>
            {rows.map((row) => (
              <TemplateOption
                key={row.id}
                row={row}
                selected={row.id === value}
                onSelect={() => onChange(row.id === value ? null : row)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {templates.data && templates.data.meta.total > rows.length && (
        <Text size="xs" c="dimmed">
          {t('new.shown', { shown: rows.length, total: templates.data.meta.total })}
        </Text>
      )}
    </Stack>
  );
}

function TemplateOption({ row, selected, onSelect }: { row: ItineraryRow; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      className={classes.option}
      data-selected={selected || undefined}
      onClick={onSelect}
      data-action-type="new-quote-template"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} lineClamp={1}>
            {row.title || t('quotes:untitled')}
          </Text>
          <Group gap={8} wrap="nowrap">
            <Text size="xs" ff="monospace" c="dimmed">
              {row.code}
            </Text>
            {row.num_day > 0 && (
              <Group gap={3} wrap="nowrap">
                <IconCalendar size={12} color="var(--mantine-color-gray-6)" aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('quotes:row.days', { count: row.num_day })}
                </Text>
              </Group>
            )}
            <Badge size="xs" variant="default" radius="sm" tt="none" fw={500}>
              {t(`common:quoteStatus.${row.status.id}`, { defaultValue: row.status.name })}
            </Badge>
          </Group>
        </Stack>
        {selected && <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />}
      </Group>
    </UnstyledButton>
  );
}
