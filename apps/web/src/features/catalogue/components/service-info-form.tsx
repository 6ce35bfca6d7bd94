import {
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { isNightType, REQUIRED_SECTIONS } from '@itinera/domain';
import type { ReactNode } from 'react';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { ServiceFormValues } from './service-form-state';
import { ServiceImagesField } from './service-images-field';
import { LEVELS, SERVICE_TYPE_OPTIONS, ServiceTypeIcon } from './service-labels';
import { CountrySelect, DestinationSelect } from './service-location-fields';

type Form = UseFormReturnType<ServiceFormValues>;

/** Offered while typing; any other text is kept as written. */
const AMENITY_SUGGESTIONS = [
  'Wi-Fi',
  'Breakfast included',
  'Restaurant',
  'Bar',
  'Swimming pool',
  'Spa',
  'Gym',
  'Parking',
  'Room service',
  'Airport pick-up on request',
  '24-hour reception',
  'Air conditioning',
];

function Block({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="sm" tt="uppercase" c="dimmed" lts={0.4}>
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The Info tab: names in both languages, what and where the service is, and its pictures. */
export function ServiceInfoForm({ form, initialLocationLabel }: { form: Form; initialLocationLabel: string | null }) {
  const categories = useCatalogueList<{ id: number; name: string; acronym: string }>('/tenant/service-categories');
  const tags = useCatalogueList<{ id: number; name: string }>('/tenant/services_tags');
  const v = form.values;
  const nights = v.id_service_type !== null && isNightType(v.id_service_type);
  // What this type must fill (docs/domain/services.md#mandatory-sections): marked here, checked on save.
  const required = v.id_service_type === null ? [] : (REQUIRED_SECTIONS[v.id_service_type] ?? []);

  const changeType = (type: number | null) => {
    form.setFieldValue('id_service_type', type);
    // Only hotels and packages are bought per room: other types move their lines to per person.
    if (type !== null && !isNightType(type) && v.rate_lines.some((l) => l.basis === 'per_room')) {
      form.setFieldValue(
        'rate_lines',
        v.rate_lines.map((l) => (l.basis === 'per_room' ? { ...l, basis: 'per_person', id_room_type: null } : l)),
      );
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="md">
        <Block
          title="Name and description"
          description="English is required; the Spanish text is shown on quotes written in Spanish."
        >
          <TextInput
            label="Name (English)"
            required
            placeholder="e.g. Casa Cartagena Boutique"
            {...form.getInputProps('name_en')}
          />
          <TextInput
            label="Name (Spanish)"
            placeholder="Same as English when empty"
            {...form.getInputProps('name_es')}
          />
          <Textarea
            label="Description (English)"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description_en')}
          />
          <Textarea
            label="Description (Spanish)"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('description_es')}
          />
        </Block>
        <Stack gap="md">
          <Block title="Type and place">
            <Group grow align="flex-start">
              <Select<number>
                label="Type"
                required
                placeholder="Choose a type"
                data={SERVICE_TYPE_OPTIONS}
                value={v.id_service_type}
                onChange={changeType}
                error={form.errors.id_service_type}
                leftSection={v.id_service_type ? <ServiceTypeIcon id={v.id_service_type} size={20} /> : undefined}
                renderOption={({ option }) => (
                  <Group gap="xs" wrap="nowrap">
                    <ServiceTypeIcon id={option.value} size={22} />
                    <Text size="sm">{option.label}</Text>
                  </Group>
                )}
                maxDropdownHeight={360}
              />
              <Select<number>
                label="Category"
                placeholder="None"
                data={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.acronym})` }))}
                searchable
                clearable
                {...form.getInputProps('category_id')}
              />
            </Group>
            <Group grow align="flex-start">
              <CountrySelect
                label="Country"
                placeholder="Choose a country"
                value={v.country}
                onChange={(c) => form.setValues({ country: c, location_id: null })}
              />
              <DestinationSelect
                label="Destination or city"
                country={v.country}
                value={v.location_id}
                valueLabel={initialLocationLabel}
                onChange={(id) => form.setFieldValue('location_id', id)}
                error={form.errors.location_id as string | undefined}
                withAsterisk={required.includes('location')}
              />
            </Group>
            {(required.includes('amenities') || v.amenities.length > 0) && (
              <TagsInput
                label="Amenities"
                description="What the stay offers: type one and press Enter."
                placeholder={v.amenities.length ? undefined : 'Wi-Fi, Breakfast included…'}
                data={AMENITY_SUGGESTIONS}
                withAsterisk={required.includes('amenities')}
                clearable
                maxTags={40}
                {...form.getInputProps('amenities')}
              />
            )}
          </Block>
          <Block title="Level and availability">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Comfort level
              </Text>
              <SegmentedControl
                aria-label="Comfort level"
                fullWidth
                data={LEVELS.map((l) => ({ value: String(l.value), label: l.label }))}
                value={String(v.level)}
                onChange={(level) => form.setFieldValue('level', Number(level))}
              />
            </Stack>
            <Group grow align="flex-start">
              <NumberInput
                label="Duration"
                min={1}
                max={60}
                allowDecimal={false}
                rightSection={
                  <Text size="xs" c="dimmed" pr={8}>
                    {nights ? 'nights' : 'days'}
                  </Text>
                }
                rightSectionWidth={56}
                {...form.getInputProps('days_services')}
              />
              <DatePickerInput
                type="range"
                label="Inactive between"
                placeholder="Always available"
                clearable
                allowSingleDateInRange
                valueFormat="DD MMM YYYY"
                value={[v.inactivity_from, v.inactivity_to]}
                onChange={([from, to]) => form.setValues({ inactivity_from: from, inactivity_to: to })}
                error={form.errors.inactivity_from}
              />
            </Group>
            <Group grow align="flex-start">
              <MultiSelect<number>
                label="Tags"
                placeholder={v.tag_ids.length ? undefined : 'Culture, Nature…'}
                data={(tags.data?.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                searchable
                clearable
                {...form.getInputProps('tag_ids')}
              />
              <TextInput label="Code" placeholder="Generated when empty" {...form.getInputProps('code')} />
            </Group>
          </Block>
        </Stack>
      </SimpleGrid>
      <Block
        title="Images"
        description="Pictures from the library; the first one is the cover, and the proposal shows it on the service's days."
      >
        <ServiceImagesField form={form} />
      </Block>
    </Stack>
  );
}
