import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays, quoteTitleFromTemplate } from '@itinera/domain';
import { useFormats } from '../../lib/formats';
import type { ItineraryRow } from './quote-api';

// Starting a quote from a template asks what a copy needs to be priced right, as duplicating a
// quote asks for its new start date (decision 0041): a title of its own, the dates and the party. The
// template's own dates and "(example itinerary)" title describe the template, not the trip.

export interface TemplateStart {
  title: string;
  startDate: string | null;
  numPax: number;
}

export const MAX_PAX = 500;

/** The form for a template just picked: its title without the kind marker, its party, no date yet. */
export function templateStartDefaults(template: Pick<ItineraryRow, 'title' | 'num_pax'>, kept?: TemplateStart) {
  return {
    title: quoteTitleFromTemplate(template.title ?? ''),
    startDate: kept?.startDate ?? null,
    numPax: Math.min(MAX_PAX, Math.max(1, template.num_pax || 1)),
  } satisfies TemplateStart;
}

/** The quote can be created once it has a start date and a party of at least one. */
export const templateStartReady = (s: TemplateStart) => s.startDate !== null && s.numPax >= 1 && s.numPax <= MAX_PAX;

export function TemplateStartFields({
  value,
  onChange,
  numDay,
}: {
  value: TemplateStart;
  onChange: (next: TemplateStart) => void;
  /** The template's length in days, to show where the trip ends. */
  numDay: number;
}) {
  const { t } = useTranslation(['templates', 'quotes']);
  const { date } = useFormats();
  const set = (patch: Partial<TemplateStart>) => onChange({ ...value, ...patch });
  const days = Math.max(1, numDay);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('new.title')}
        description={t('new.start.titleHint')}
        maxLength={1000}
        value={value.title}
        onChange={(e) => set({ title: e.currentTarget.value })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <DatePickerInput
          label={t('new.start.startDate')}
          placeholder={t('new.start.pickADate')}
          required
          leftSection={<IconCalendar size={16} />}
          valueFormat="MMM DD, YYYY"
          value={value.startDate}
          onChange={(startDate) => set({ startDate })}
          popoverProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('new.start.passengers')}
          required
          leftSection={<IconUsers size={16} />}
          min={1}
          max={MAX_PAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={value.numPax}
          onChange={(n) => set({ numPax: typeof n === 'number' ? n : 0 })}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" aria-live="polite">
        {value.startDate
          ? t('new.start.summary', {
              days: t('quotes:row.days', { count: days }),
              from: date(value.startDate),
              to: date(addDays(value.startDate, days - 1)),
              party: value.numPax ? t('new.start.party', { count: value.numPax }) : t('new.start.partyUnknown'),
            })
          : t('new.start.noDate')}
      </Text>
    </Stack>
  );
}
