import { Group, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { useFormats } from '../../../lib/formats';
import { notifySuccess } from '../../../lib/notify';
import { useCreateExchangeRate } from '../api/create-exchange-rate';
import { CurrencySelect, useCurrencies } from './currency-select';

interface Values {
  from_currency_id: string | null;
  to_currency_id: string | null;
  rate: string;
  valid_from: string | null;
}

// Kept as text: a rate has up to 8 decimals, which a float input would round.
const RATE = /^\d{1,9}(\.\d{1,8})?$/;

/** Add a dated exchange rate: from that day on, amounts in one currency convert to the other at this rate. */
export function ExchangeRateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const { date } = useFormats();
  const create = useCreateExchangeRate();
  const currencies = useCurrencies();
  const form = useForm<Values>({
    initialValues: { from_currency_id: '1', to_currency_id: null, rate: '', valid_from: dayjs().format('YYYY-MM-DD') },
    validate: {
      from_currency_id: (v) => (v ? null : t('rateForm.pickCurrency')),
      to_currency_id: (v, values) =>
        !v ? t('rateForm.pickCurrency') : v === values.from_currency_id ? t('rateForm.pickOther') : null,
      rate: (v) => (!RATE.test(v.trim()) ? t('rateForm.number') : Number(v) <= 0 ? t('rateForm.positive') : null),
      valid_from: (v) => (v ? null : t('rateForm.pickDay')),
    },
  });
  const code = (id: string | null) => currencies.data?.data.find((c) => String(c.id) === id)?.code;
  const from = code(form.values.from_currency_id);
  const to = code(form.values.to_currency_id);
  const preview =
    from && to && RATE.test(form.values.rate.trim()) ? `1 ${from} = ${form.values.rate.trim()} ${to}` : null;

  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        from_currency_id: Number(v.from_currency_id),
        to_currency_id: Number(v.to_currency_id),
        rate: v.rate.trim(),
        valid_from: v.valid_from!,
      },
      {
        onSuccess: () => {
          notifySuccess(t('rateForm.saved', { from, to, date: date(v.valid_from) }));
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'valid_from'),
      },
    ),
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('rateForm.title')}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('rateForm.add')}
      actionType="exchange-rate-save"
      size="lg"
    >
      <Group grow align="flex-start">
        <CurrencySelect
          label={t('rateForm.from')}
          required
          allowDeselect={false}
          {...form.getInputProps('from_currency_id')}
        />
        <CurrencySelect label={t('rateForm.to')} required {...form.getInputProps('to_currency_id')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('rateForm.rate')}
          placeholder="3.7525"
          inputMode="decimal"
          required
          data-autofocus
          description={preview ?? t('rateForm.rateHint')}
          {...form.getInputProps('rate')}
        />
        <DatePickerInput
          label={t('rateForm.validFrom')}
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} />}
          required
          description={t('rateForm.validHint')}
          {...form.getInputProps('valid_from')}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('rateForm.dated')}
      </Text>
    </FormModal>
  );
}
