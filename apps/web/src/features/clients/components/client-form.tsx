import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { clientFolder } from '@itinera/domain';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { ImageRefField } from '../../../components/image-picker/image-ref-field';
import { useFormats } from '../../../lib/formats';
import { notifySuccess } from '../../../lib/notify';
import { DATE_FORMATS, useSaveClient, type Client, type DateFormat } from '../api/save-client';

const SAMPLE_DAY = '2026-03-05';
// An agency's name: an example of data, the same in every language.
const EXAMPLE_AGENCY = 'Andean Trails Travel';
/** A sample day in a date format, with the reader's month words ('Mar 05, 2026', 'mar 05, 2026'). */
export function useDateFormatExample(): (format: DateFormat) => string {
  const { date } = useFormats();
  return (format) => date(SAMPLE_DAY, format);
}

/** Create or edit a client agency, how dates print on its documents, and its logo from the library. */
export function ClientForm({
  client,
  onClose,
  onSaved,
}: {
  client: Client | null;
  onClose: () => void;
  onSaved?: (client: Client) => void;
}) {
  const { t } = useTranslation('clients');
  const example = useDateFormatExample();
  const formatOptions = DATE_FORMATS.map((f) => ({ value: f, label: `${example(f)}  ·  ${f}` }));
  const save = useSaveClient();
  const form = useForm({
    initialValues: {
      name: client?.name ?? '',
      date_format: (client?.configuration?.date_format ?? 'MMM DD, YYYY') as DateFormat,
      logo: client?.logo ?? null,
    },
    validate: { name: (v) => (v.trim() ? null : t('clientForm.nameRequired')) },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: client?.id, name: v.name.trim(), configuration: { date_format: v.date_format }, logo: v.logo },
      {
        onSuccess: ({ data }) => {
          notifySuccess(client ? t('clientForm.saved') : t('clientForm.added', { name: data.name }));
          onSaved?.(data);
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'name'),
      },
    ),
  );
  return (
    <FormModal
      opened
      onClose={onClose}
      title={client ? t('clientForm.edit', { name: client.name }) : t('list.new')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={client ? t('clientForm.saveChanges') : t('clientForm.create')}
      actionType="client-save"
    >
      <TextInput
        label={t('clientForm.name')}
        placeholder={EXAMPLE_AGENCY}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label={t('clientForm.dateFormat')}
        description={t('clientForm.dateFormatHint')}
        data={formatOptions}
        allowDeselect={false}
        {...form.getInputProps('date_format')}
      />
      <ImageRefField
        label={t('clientForm.logo')}
        texts={{
          empty: t('clientForm.logoTexts.empty'),
          choose: t('clientForm.logoTexts.choose'),
          change: t('clientForm.logoTexts.change'),
          remove: t('clientForm.logoTexts.remove'),
        }}
        value={form.values.logo}
        onChange={(logo) => form.setFieldValue('logo', logo)}
        alt={t('clientForm.logoOf', { name: form.values.name.trim() || t('clientForm.theClient') })}
        category={3}
        folder={client ? clientFolder(client.id) : undefined}
        size="400X160"
        fit="contain"
        h={80}
      />
    </FormModal>
  );
}
