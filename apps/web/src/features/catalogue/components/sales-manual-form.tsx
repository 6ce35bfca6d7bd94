import { Group, NumberInput, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('catalogue');
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
      name: (v) => (v.trim() ? null : t('manualForm.nameRequired')),
      currency_id: (v) => (v ? null : t('manualForm.currencyRequired')),
      valid_from: (v) => (v ? null : t('manualForm.fromRequired')),
      valid_to: (v, values) =>
        !v
          ? t('manualForm.toRequired')
          : values.valid_from && v < values.valid_from
            ? t('manualForm.endsBefore')
            : null,
      margin_hotel: (v) => (v === '' ? t('manualForm.marginRequired') : null),
      margin_service: (v) => (v === '' ? t('manualForm.marginRequired') : null),
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
          notifySuccess(manual ? t('manualForm.saved') : t('manualForm.created'));
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
      title={manual ? t('manualForm.edit', { name: manual.name }) : t('manuals.new')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={manual ? t('form.saveChanges') : t('manualForm.create')}
      actionType="sales-manual-save"
      size="lg"
    >
      <TextInput
        label={t('manuals.name')}
        placeholder={t('manualForm.namePlaceholder')}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <CurrencySelect
        label={t('manuals.currency')}
        description={t('manualForm.currencyHint')}
        required
        allowDeselect={false}
        {...form.getInputProps('currency_id')}
      />
      <Group grow align="flex-start">
        <DatePickerInput
          label={t('manualForm.validFrom')}
          placeholder={t('manualForm.firstDay')}
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} />}
          required
          {...form.getInputProps('valid_from')}
        />
        <DatePickerInput
          label={t('manualForm.validTo')}
          placeholder={t('manualForm.lastDay')}
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} />}
          minDate={form.values.valid_from ?? undefined}
          required
          {...form.getInputProps('valid_to')}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label={t('manuals.hotelMargin')}
          description={t('manualForm.hotelHint')}
          suffix=" %"
          min={0}
          max={99.99}
          decimalScale={2}
          required
          {...form.getInputProps('margin_hotel')}
        />
        <NumberInput
          label={t('manuals.serviceMargin')}
          description={t('manualForm.serviceHint')}
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
