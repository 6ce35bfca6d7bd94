import { Grid, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/inputs/number-field';
import { TextField } from '../../../../components/inputs/text-field';
import { contractOptions, useClientContracts, useClients, useReferenceOptions } from '../../api/reference-options';
import { MAX_PAX, TITLE_MAX, tripDays, type BasicInfoValues } from './basic-info-values';
import { DescriptionField } from './description-field';
import { LocationsSelect } from './locations-select';
import { RoomDistributionInput } from './room-distribution-input';
import { Section } from './section';
import { SharingSwitch } from './sharing-switch';

export interface BasicInfoFormProps {
  form: UseFormReturnType<BasicInfoValues>;
  readOnly: boolean;
  /** Itinerary type: 1 a quote, 2–4 a template (the sharing switch words itself after it). */
  type: number;
  dateFormat: string;
  knownLocations: ReadonlyMap<number, string>;
  /** Generates the description on the server; absent when the description cannot be generated (history, read-only). */
  onGenerate?: () => void;
  generating: boolean;
}

// The trip may start earlier than today only if it already does; three years ahead is the horizon.
const today = () => dayjs().format('YYYY-MM-DD');
const horizon = () => dayjs().add(3, 'year').format('YYYY-MM-DD');

/** The fields of the Basic Information tab, laid out in sections. */
export function BasicInfoForm({
  form,
  readOnly,
  type,
  dateFormat,
  knownLocations,
  onGenerate,
  generating,
}: BasicInfoFormProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'basicInfo' });
  const { values } = form;
  const clientId = values.client_id ? Number(values.client_id) : null;
  const clients = useClients();
  const contracts = useClientContracts(clientId);
  const { languages, currencies, tags } = useReferenceOptions();
  const look = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  const days = tripDays(values.dates);
  const start = values.dates[0];
  const minDate = start && start < today() ? start : today();
  const pax = Number(values.num_pax) || 0;

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <Section title={t('trip')} description={t('tripHint')}>
            <Stack gap="md">
              <TextField
                label={t('title')}
                placeholder={t('titlePlaceholder')}
                required={!readOnly}
                maxLength={TITLE_MAX}
                {...look}
                {...form.getInputProps('title')}
                data-action-type="quote-title"
              />
              <Group grow align="flex-start">
                <Select
                  label={t('client')}
                  placeholder={t('clientPlaceholder')}
                  data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                  searchable
                  clearable
                  nothingFoundMessage={t('noClientMatches')}
                  {...look}
                  {...form.getInputProps('client_id')}
                  onChange={(v) => form.setValues({ client_id: v, contract_id: null })}
                  data-action-type="quote-client"
                />
                <Select
                  label={t('contract')}
                  placeholder={clientId ? t('contractPlaceholder') : t('clientFirst')}
                  description={clientId && contracts.data?.data.length === 0 ? t('noContract') : undefined}
                  data={contractOptions(contracts.data?.data)}
                  disabled={!readOnly && !clientId}
                  clearable
                  {...look}
                  {...form.getInputProps('contract_id')}
                  data-action-type="quote-contract"
                />
              </Group>
              <Grid gap="md" align="flex-start">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <DatePickerInput
                    type="range"
                    label={t('dates')}
                    placeholder={t('datesPlaceholder')}
                    valueFormat={dateFormat}
                    leftSection={<IconCalendar size={16} />}
                    minDate={minDate}
                    maxDate={horizon()}
                    allowSingleDateInRange
                    clearable={!readOnly}
                    numberOfColumns={2}
                    {...look}
                    {...form.getInputProps('dates')}
                    data-action-type="quote-dates"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <TextInput
                    label={t('days')}
                    value={days === null ? '—' : String(days)}
                    readOnly
                    variant="filled"
                    tabIndex={-1}
                    aria-description={t('daysHint')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <NumberField
                    label={t('passengers')}
                    min={1}
                    max={MAX_PAX}
                    allowDecimal={false}
                    allowNegative={false}
                    required={!readOnly}
                    {...look}
                    {...form.getInputProps('num_pax')}
                    data-action-type="quote-num-pax"
                  />
                </Grid.Col>
              </Grid>
              <Group grow align="flex-start">
                <Select
                  label={t('language')}
                  data={languages}
                  searchable
                  allowDeselect={false}
                  required={!readOnly}
                  {...look}
                  {...form.getInputProps('language_id')}
                  data-action-type="quote-language"
                />
                <Select
                  label={t('currency')}
                  data={currencies}
                  searchable
                  allowDeselect={false}
                  required={!readOnly}
                  {...look}
                  {...form.getInputProps('currency_id')}
                  data-action-type="quote-currency"
                />
              </Group>
            </Stack>
          </Section>
          <DescriptionField form={form} readOnly={readOnly} onGenerate={onGenerate} generating={generating} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="lg">
          <Section title={t('rooms')} description={t('roomsHint')}>
            <RoomDistributionInput
              numPax={pax}
              rooms={values.rooms}
              onChange={(i, qty) => form.setFieldValue(`rooms.${i}.qty`, qty)}
              errors={form.errors}
              readOnly={readOnly}
            />
          </Section>
          <Section title={t('places')}>
            <Stack gap="md">
              <LocationsSelect
                label={t('locations')}
                known={knownLocations}
                {...look}
                value={values.location_ids}
                onChange={(ids) => form.setFieldValue('location_ids', ids)}
                data-action-type="quote-locations"
              />
              <MultiSelect
                label={t('tags')}
                placeholder={values.tag_ids.length ? undefined : t('tagsPlaceholder')}
                data={tags}
                searchable
                hidePickedOptions
                {...look}
                value={values.tag_ids.map(String)}
                onChange={(ids) => form.setFieldValue('tag_ids', ids.map(Number))}
                data-action-type="quote-tags"
              />
              <SharingSwitch
                type={type}
                checked={values.shared}
                readOnly={readOnly}
                onChange={(on) => form.setFieldValue('shared', on)}
              />
            </Stack>
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
