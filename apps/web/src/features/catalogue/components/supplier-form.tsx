import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSupplier, type SupplierRow } from '../api/save-supplier';
import { LocationSearchSelect } from '../../../components/location-search-select';

interface Values {
  code: string;
  name: string;
  email: string;
  phone: string;
  location_id: number | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Create or edit a supplier: who a service is bought from, and how to reach them. */
export function SupplierForm({ supplier, onClose }: { supplier: SupplierRow | null; onClose: () => void }) {
  const save = useSaveSupplier();
  const form = useForm<Values>({
    initialValues: {
      code: supplier?.code ?? '',
      name: supplier?.name ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      location_id: supplier?.location?.id ?? supplier?.location_id ?? null,
    },
    validate: {
      code: (v) =>
        /^[A-Z0-9-]{2,20}$/.test(v.trim().toUpperCase()) ? null : '2 to 20 capital letters, digits or dashes',
      name: (v) => (v.trim() ? null : 'Enter the supplier name'),
      email: (v) => (!v.trim() || EMAIL.test(v.trim()) ? null : 'Enter a valid e-mail address'),
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        id: supplier?.id,
        code: v.code.trim().toUpperCase(),
        name: v.name.trim(),
        email: v.email.trim() || null,
        phone: v.phone.trim() || null,
        location_id: v.location_id,
      },
      {
        onSuccess: () => {
          notifySuccess(supplier ? 'The supplier was saved.' : 'The supplier was created.');
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'code'),
      },
    ),
  );
  return (
    <FormModal
      opened
      onClose={onClose}
      title={supplier ? `Edit ${supplier.name}` : 'New supplier'}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={supplier ? 'Save changes' : 'Create supplier'}
      actionType="supplier-save"
      size="lg"
    >
      <Group grow align="flex-start" wrap="nowrap">
        <TextInput
          label="Code"
          placeholder="SUP-CUSCO-01"
          required
          maxLength={20}
          styles={{ input: { textTransform: 'uppercase' } }}
          style={{ flexGrow: 1 }}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <TextInput
          label="Name"
          placeholder="Andes Operaciones SAC"
          required
          style={{ flexGrow: 2 }}
          {...form.getInputProps('name')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="E-mail"
          placeholder="reservations@supplier.com"
          type="email"
          {...form.getInputProps('email')}
        />
        <TextInput label="Phone" placeholder="+51 84 123 456" {...form.getInputProps('phone')} />
      </Group>
      <LocationSearchSelect
        label="Location"
        description="The city or region where the supplier operates."
        value={form.values.location_id}
        valueLabel={supplier?.location?.location_name}
        onChange={(id) => form.setFieldValue('location_id', id)}
        error={form.errors.location_id}
      />
    </FormModal>
  );
}
