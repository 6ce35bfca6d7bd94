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
import { useTranslation } from 'react-i18next';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { ServiceFormValues } from './service-form-state';
import { ServiceImagesField } from './service-images-field';
import { LEVELS, SERVICE_TYPE_OPTIONS, ServiceTypeIcon } from './service-labels';
import { CountrySelect, DestinationSelect } from './service-location-fields';

type Form = UseFormReturnType<ServiceFormValues>;

/** Offered while typing, in the interface language (catalogue:info.amenity.a0…); any other text is kept as written. */
const AMENITY_SUGGESTIONS = 12;

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
  const { t } = useTranslation('catalogue');
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
        <Block title={t('info.nameBlock')} description={t('info.nameBlockHint')}>
          <TextInput
            label={t('info.nameEn')}
            required
            placeholder={t('info.nameEnPlaceholder')}
            {...form.getInputProps('name_en')}
          />
          <TextInput
            label={t('info.nameEs')}
            placeholder={t('info.nameEsPlaceholder')}
            {...form.getInputProps('name_es')}
          />
          <Textarea
            label={t('info.descriptionEn')}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description_en')}
          />
          <Textarea
            label={t('info.descriptionEs')}
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('description_es')}
          />
        </Block>
        <Stack gap="md">
          <Block title={t('info.typeBlock')}>
            <Group grow align="flex-start">
              <Select<number>
                label={t('info.type')}
                required
                placeholder={t('info.chooseType')}
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
                label={t('info.category')}
                placeholder={t('info.none')}
                data={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.acronym})` }))}
                searchable
                clearable
                {...form.getInputProps('category_id')}
              />
            </Group>
            <Group grow align="flex-start">
              <CountrySelect
                label={t('info.country')}
                placeholder={t('info.chooseCountry')}
                value={v.country}
                onChange={(c) => form.setValues({ country: c, location_id: null })}
              />
              <DestinationSelect
                label={t('info.destination')}
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
                label={t('info.amenitiesLabel')}
                description={t('info.amenitiesHint')}
                placeholder={v.amenities.length ? undefined : t('info.amenitiesPlaceholder')}
                data={Array.from({ length: AMENITY_SUGGESTIONS }, (_, i) => t(`info.amenity.a${i}`))}
                withAsterisk={required.includes('amenities')}
                clearable
                maxTags={40}
                {...form.getInputProps('amenities')}
              />
            )}
          </Block>
          <Block title={t('info.levelBlock')}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('info.comfortLevel')}
              </Text>
              <SegmentedControl
                aria-label={t('info.comfortLevel')}
                fullWidth
                data={LEVELS.map((l) => ({ value: String(l.value), label: l.label }))}
                value={String(v.level)}
                onChange={(level) => form.setFieldValue('level', Number(level))}
              />
            </Stack>
            <Group grow align="flex-start">
              <NumberInput
                label={t('info.duration')}
                min={1}
                max={60}
                allowDecimal={false}
                rightSection={
                  <Text size="xs" c="dimmed" pr={8}>
                    {nights ? t('info.nights') : t('info.days')}
                  </Text>
                }
                rightSectionWidth={56}
                {...form.getInputProps('days_services')}
              />
              <DatePickerInput
                type="range"
                label={t('info.inactive')}
                placeholder={t('info.alwaysAvailable')}
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
                label={t('info.tags')}
                placeholder={v.tag_ids.length ? undefined : t('info.tagsPlaceholder')}
                data={(tags.data?.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                searchable
                clearable
                {...form.getInputProps('tag_ids')}
              />
              <TextInput
                label={t('info.code')}
                placeholder={t('info.codePlaceholder')}
                {...form.getInputProps('code')}
              />
            </Group>
          </Block>
        </Stack>
      </SimpleGrid>
      <Block title={t('info.images')} description={t('info.imagesHint')}>
        <ServiceImagesField form={form} />
      </Block>
    </Stack>
  );
}
