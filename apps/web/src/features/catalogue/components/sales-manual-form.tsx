import { Group, NumberInput, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSalesManual, type SalesManual } from '../api/save-sales-manual';
import { CurrencySelect } from './currency-select';

interface Values {
  name: string;
  currency_id: string | null;
  valid_from: string | null;
  valid_to: string | null;
  margin_hotel: number | string;
  margin_service: number | string;
}

const USD = '1';

/** Create or edit a sales manual: its period, currency and the default margins of its rates. */
export function SalesManualForm({ manual, onClose }: { manual: SalesManual | null; onClose: () => void }) {
  const save = useSaveSalesManual();
  const form = useForm<Values>({
    initialValues: {
      name: manual?.name ?? '',
      currency_id: manual ? String(manual.currency.id) : USD,
      valid_from: manual?.valid_from ?? null,
      valid_to: manual?.valid_to ?? null,
      margin_hotel: manual ? Number(manual.margin_hotel ?? 20) : 20,
      margin_service: manual ? Number(manual.margin_service ?? 20) : 20,
    },
    validate: {
      name: (v) => (v.trim() ? null : 'Give the sales manual a name'),
      currency_id: (v) => (v ? null : 'Pick the currency of its rates'),
      valid_from: (v) => (v ? null : 'Pick the first day'),
      valid_to: (v, values) =>
        !v ? 'Pick the last day' : values.valid_from && v < values.valid_from ? 'Ends before it starts' : null,
      margin_hotel: (v) => (v === '' ? 'Enter a margin' : null),
      margin_service: (v) => (v === '' ? 'Enter a margin' : null),
    },
  });

  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        id: manual?.id,
        name: v.name.trim(),
        currency_id: Number(v.currency_id),
        valid_from: v.valid_from!,
        valid_to: v.valid_to!,
        margin_hotel: Number(v.margin_hotel),
        margin_service: Number(v.margin_service),
      },
      {
        onSuccess: () => {
          notifySuccess(manual ? 'The sales manual was saved.' : 'The sales manual was created.');
          onClose();
        },
        onError: (error) => showSaveError(form, error),
      },
    ),
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={manual ? `Edit ${manual.name}` : 'New sales manual'}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={manual ? 'Save changes' : 'Create sales manual'}
      actionType="sales-manual-save"
      size="lg"
    >
      <TextInput label="Name" placeholder="Peru 2026–2027" required data-autofocus {...form.getInputProps('name')} />
      <CurrencySelect
        label="Currency"
        description="The currency its net rates are written in."
        required
        allowDeselect={false}
        {...form.getInputProps('currency_id')}
      />
      <Group grow align="flex-start">
        <DatePickerInput
          label="Valid from"
          placeholder="First day"
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} />}
          required
          {...form.getInputProps('valid_from')}
        />
        <DatePickerInput
          label="Valid to"
          placeholder="Last day"
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} />}
          minDate={form.values.valid_from ?? undefined}
          required
          {...form.getInputProps('valid_to')}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label="Hotel margin"
          description="Added to hotel net rates."
          suffix=" %"
          min={0}
          max={99.99}
          decimalScale={2}
          required
          {...form.getInputProps('margin_hotel')}
        />
        <NumberInput
          label="Service margin"
          description="Added to every other service."
          suffix=" %"
          min={0}
          max={99.99}
          decimalScale={2}
          required
          {...form.getInputProps('margin_service')}
        />
      </Group>
    </FormModal>
  );
}
