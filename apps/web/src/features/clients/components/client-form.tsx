import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { clientFolder } from '@itinera/domain';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { ImageRefField } from '../../../components/image-picker/image-ref-field';
import { notifySuccess } from '../../../lib/notify';
import { DATE_FORMATS, useSaveClient, type Client, type DateFormat } from '../api/save-client';

const SAMPLE_DAY = dayjs('2026-03-05');
export const dateFormatExample = (format: DateFormat) => SAMPLE_DAY.format(format);
const FORMAT_OPTIONS = DATE_FORMATS.map((f) => ({ value: f, label: `${dateFormatExample(f)}  ·  ${f}` }));

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
  const save = useSaveClient();
  const form = useForm({
    initialValues: {
      name: client?.name ?? '',
      date_format: (client?.configuration?.date_format ?? 'MMM DD, YYYY') as DateFormat,
      logo: client?.logo ?? null,
    },
    validate: { name: (v) => (v.trim() ? null : 'Enter the client name') },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: client?.id, name: v.name.trim(), configuration: { date_format: v.date_format }, logo: v.logo },
      {
        onSuccess: ({ data }) => {
          notifySuccess(client ? 'The client was saved.' : `${data.name} was added.`);
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
      title={client ? `Edit ${client.name}` : 'New client'}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={client ? 'Save changes' : 'Create client'}
      actionType="client-save"
    >
      <TextInput
        label="Name"
        placeholder="Andean Trails Travel"
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label="Date format"
        description="How dates print on this client's quotes and documents."
        data={FORMAT_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('date_format')}
      />
      <ImageRefField
        label="Logo"
        noun="logo"
        value={form.values.logo}
        onChange={(logo) => form.setFieldValue('logo', logo)}
        alt={`Logo of ${form.values.name.trim() || 'the client'}`}
        category={3}
        folder={client ? clientFolder(client.id) : undefined}
        size="400X160"
        fit="contain"
        h={80}
      />
    </FormModal>
  );
}
