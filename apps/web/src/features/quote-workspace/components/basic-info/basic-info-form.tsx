import { Grid, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
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
          <Section title="Trip" description="Who the quote is for, when, and for how many.">
            <Stack gap="md">
              <TextField
                label="Title"
                placeholder="Southern Peru discovery — Brown family"
                required={!readOnly}
                maxLength={TITLE_MAX}
                {...look}
                {...form.getInputProps('title')}
                data-action-type="quote-title"
              />
              <Group grow align="flex-start">
                <Select
                  label="Client"
                  placeholder="Pick a client"
                  data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                  searchable
                  clearable
                  nothingFoundMessage="No client matches"
                  {...look}
                  {...form.getInputProps('client_id')}
                  onChange={(v) => form.setValues({ client_id: v, contract_id: null })}
                  data-action-type="quote-client"
                />
                <Select
                  label="Contract"
                  placeholder={clientId ? 'Pick a contract' : 'Pick a client first'}
                  description={
                    clientId && contracts.data?.data.length === 0 ? 'This client has no contract yet.' : undefined
                  }
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
                    label="Dates"
                    placeholder="First and last day"
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
                    label="Days"
                    value={days === null ? '—' : String(days)}
                    readOnly
                    variant="filled"
                    tabIndex={-1}
                    aria-description="Counted from the dates"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <NumberField
                    label="Passengers"
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
                  label="Language"
                  data={languages}
                  searchable
                  allowDeselect={false}
                  required={!readOnly}
                  {...look}
                  {...form.getInputProps('language_id')}
                  data-action-type="quote-language"
                />
                <Select
                  label="Currency"
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
          <Section title="Room distribution" description="The rooms the passengers prefer; prices follow them.">
            <RoomDistributionInput
              numPax={pax}
              rooms={values.rooms}
              onChange={(i, qty) => form.setFieldValue(`rooms.${i}.qty`, qty)}
              errors={form.errors}
              readOnly={readOnly}
            />
          </Section>
          <Section title="Destinations and tags">
            <Stack gap="md">
              <LocationsSelect
                label="Locations"
                known={knownLocations}
                {...look}
                value={values.location_ids}
                onChange={(ids) => form.setFieldValue('location_ids', ids)}
                data-action-type="quote-locations"
              />
              <MultiSelect
                label="Tags"
                placeholder={values.tag_ids.length ? undefined : 'Family, Adventure…'}
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
