import { useEffect } from 'react';
import { Alert, Button, Checkbox, Divider, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
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

/** The pax form of one passenger (contract §8 and issue 20), checked by the schema the server uses. */
export function PassengerModal(props: PassengerModalProps) {
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
    placeholder: hidden ? 'Hidden' : undefined,
  });
  const title = readOnly
    ? passenger?.name || `Passenger ${props.position}`
    : passenger
      ? `Edit ${passenger.name || `passenger ${props.position}`}`
      : `Add passenger ${props.position}`;

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
              Birth date, travel document and medical notes are shown only to the tenant’s staff and this quote’s own
              users.
            </Alert>
          )}
          <Divider label="Traveller" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField label="First name" required {...field('first_name')} data-autofocus />
            <TextField label="Last name" {...field('last_name')} />
            <Select label="Gender" data={[...GENDERS]} clearable {...field('gender')} />
            <TextField label="Birth date" type="date" {...personal('birthdate')} />
            <TextField label="Nationality" {...field('nationality')} />
            <Select
              label="Type"
              data={[
                { value: 'adult', label: 'Adult (12+)' },
                { value: 'child', label: 'Child (2–11)' },
                { value: 'infant', label: 'Infant (under 2)' },
              ]}
              allowDeselect={false}
              {...field('type')}
              disabled={readOnly || partyLocked}
            />
            {!form.values.birthdate && !hidden && (
              <NumberField
                label="Age"
                min={0}
                max={130}
                allowDecimal={false}
                {...field('age')}
                disabled={readOnly || partyLocked}
              />
            )}
            <Select
              label="Room"
              data={rooms}
              clearable
              placeholder="No room yet"
              {...field('room')}
              disabled={readOnly || partyLocked}
            />
          </SimpleGrid>
          <Checkbox
            label="Lead passenger (the name bookings go under)"
            {...form.getInputProps('lead', { type: 'checkbox' })}
            disabled={readOnly}
          />
          <Divider label="Contact and travel document" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField label="E-mail" type="email" maxLength={254} {...field('email')} />
            <TextField label="Phone" {...field('phone')} />
            <span />
            <TextField label="Passport number" {...personal('passport_number')} />
            <TextField label="Passport expiry" type="date" {...personal('passport_expiration')} />
          </SimpleGrid>
          <Divider label="Notes" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextAreaField label="Dietary notes" rows={2} {...field('dietary_notes')} />
            <TextAreaField label="Medical notes" rows={2} {...personal('medical_notes')} />
            <TextAreaField label="Note" rows={2} {...field('note')} />
          </SimpleGrid>
          <Divider label="Emergency contact" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField label="Emergency contact first name" {...field('emergency_name')} />
            <TextField label="Emergency contact last name" {...field('emergency_last_name')} />
            <TextField label="Emergency phone" {...field('emergency_phone')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving} data-action-type="pax-save">
                {passenger ? 'Save passenger' : 'Add passenger'}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
