import { useEffect } from 'react';
import { Alert, Button, Checkbox, Divider, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ageAtTravel, paxTypeOfAge, PERSONAL_PASSENGER_FIELDS } from '@itinera/domain';
import { GENDERS, type QuotePassenger } from '@itinera/domain/contracts';
import { NumberField } from '../../../components/inputs/number-field';
import { TextAreaField } from '../../../components/inputs/text-area-field';
import { TextField } from '../../../components/inputs/text-field';
import {
  changeOf,
  emptyFormValues,
  formValuesOf,
  validatePassenger,
  type PassengerFormValues,
} from '../logic/passenger-form';

export interface RoomOption {
  value: string;
  label: string;
}

export interface PassengerModalProps {
  opened: boolean;
  onClose: () => void;
  /** The passenger to edit; null adds one. */
  passenger: QuotePassenger | null;
  /** "Passenger 3": the title of a new one. */
  position: number;
  rooms: RoomOption[];
  startDate: string | null;
  readOnly: boolean;
  /** Prices are locked: type, age and room may not change (names and documents may). */
  partyLocked: boolean;
  saving: boolean;
  /** Server messages per field for this passenger, from a refused save. */
  serverErrors: Record<string, string> | null;
  onSave: (change: Record<string, unknown>) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The pax form of one passenger (original-client.md §8 and decision 0028), checked by the schema the server uses. */
export function PassengerModal(props: PassengerModalProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'pax' });
  const { opened, onClose, passenger, rooms, startDate, readOnly, partyLocked, saving, serverErrors } = props;
  const form = useForm<PassengerFormValues>({
    initialValues: passenger ? formValuesOf(passenger) : emptyFormValues(),
    validate: validatePassenger,
    // A birth date sets the type by the age on the trip's first day; the seller may still change it.
    onValuesChange: (values, previous) => {
      if (values.birthdate === previous.birthdate || !/^\d{4}-\d{2}-\d{2}$/.test(values.birthdate) || partyLocked)
        return;
      const age = ageAtTravel({ birthdate: values.birthdate }, startDate, today());
      if (age !== null && paxTypeOfAge(age) !== values.type) form.setFieldValue('type', paxTypeOfAge(age));
    },
  });
  useEffect(() => {
    if (opened) {
      form.setValues(passenger ? formValuesOf(passenger) : emptyFormValues());
      form.resetDirty();
      form.clearErrors();
    }
  }, [opened, passenger?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (serverErrors) form.setErrors(serverErrors);
  }, [serverErrors]); // eslint-disable-line react-hooks/exhaustive-deps

  const hidden = passenger?.details_hidden ?? false;
  const field = (name: keyof PassengerFormValues) => ({ ...form.getInputProps(name), disabled: readOnly });
  const personal = (name: (typeof PERSONAL_PASSENGER_FIELDS)[number]) => ({
    ...field(name),
    disabled: readOnly || hidden,
    placeholder: hidden ? t('hidden') : undefined,
  });
  const title = readOnly
    ? passenger?.name || t('passengerN', { n: props.position })
    : passenger
      ? t('editName', { name: passenger.name || t('passengerLower', { n: props.position }) })
      : t('addN', { n: props.position });

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered radius="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          props.onSave(changeOf(values, hidden ? [...PERSONAL_PASSENGER_FIELDS] : [])),
        )}
      >
        <Stack gap="sm">
          {hidden && (
            <Alert color="gray" variant="light" icon={<IconLock size={16} />}>
              {t('form.hiddenWhy')}
            </Alert>
          )}
          <Divider label={t('form.traveller')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField label={t('form.firstName')} required {...field('first_name')} data-autofocus />
            <TextField label={t('form.lastName')} {...field('last_name')} />
            <Select
              label={t('form.gender')}
              data={GENDERS.map((g) => ({ value: g, label: t(`form.genders.${g}`) }))}
              clearable
              {...field('gender')}
            />
            <TextField label={t('form.birthdate')} type="date" {...personal('birthdate')} />
            <TextField label={t('nationality')} {...field('nationality')} />
            <Select
              label={t('type')}
              data={[
                { value: 'adult', label: t('form.adult') },
                { value: 'child', label: t('form.child') },
                { value: 'infant', label: t('form.infant') },
              ]}
              allowDeselect={false}
              {...field('type')}
              disabled={readOnly || partyLocked}
            />
            {!form.values.birthdate && !hidden && (
              <NumberField
                label={t('form.age')}
                min={0}
                max={130}
                allowDecimal={false}
                {...field('age')}
                disabled={readOnly || partyLocked}
              />
            )}
            <Select
              label={t('room')}
              data={rooms}
              clearable
              placeholder={t('noRoomYet')}
              {...field('room')}
              disabled={readOnly || partyLocked}
            />
          </SimpleGrid>
          <Checkbox label={t('form.lead')} {...form.getInputProps('lead', { type: 'checkbox' })} disabled={readOnly} />
          <Divider label={t('form.contact')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField label={t('form.email')} type="email" maxLength={254} {...field('email')} />
            <TextField label={t('form.phone')} {...field('phone')} />
            <span />
            <TextField label={t('form.passportNumber')} {...personal('passport_number')} />
            <TextField label={t('form.passportExpiry')} type="date" {...personal('passport_expiration')} />
          </SimpleGrid>
          <Divider label={t('form.notes')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextAreaField label={t('form.dietary')} rows={2} {...field('dietary_notes')} />
            <TextAreaField label={t('form.medical')} rows={2} {...personal('medical_notes')} />
            <TextAreaField label={t('form.note')} rows={2} {...field('note')} />
          </SimpleGrid>
          <Divider label={t('form.emergency')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField label={t('form.emergencyFirst')} {...field('emergency_name')} />
            <TextField label={t('form.emergencyLast')} {...field('emergency_last_name')} />
            <TextField label={t('form.emergencyPhone')} {...field('emergency_phone')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {readOnly ? t('form.close') : t('cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving} data-action-type="pax-save">
                {passenger ? t('form.save') : t('add')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
