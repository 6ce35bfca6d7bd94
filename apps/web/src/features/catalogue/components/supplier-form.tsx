import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
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
// Examples of data, the same in every language (a code, a company, a phone number).
const EXAMPLE = { code: 'SUP-CUSCO-01', name: 'Andes Operaciones SAC', phone: '+51 84 123 456' };

/** Create or edit a supplier: who a service is bought from, and how to reach them. */
export function SupplierForm({ supplier, onClose }: { supplier: SupplierRow | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
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
      code: (v) => (/^[A-Z0-9-]{2,20}$/.test(v.trim().toUpperCase()) ? null : t('supplierForm.codeRule')),
      name: (v) => (v.trim() ? null : t('supplierForm.nameRequired')),
      email: (v) => (!v.trim() || EMAIL.test(v.trim()) ? null : t('supplierForm.emailInvalid')),
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
          notifySuccess(supplier ? t('supplierForm.saved') : t('supplierForm.created'));
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
      title={supplier ? t('supplierForm.edit', { name: supplier.name }) : t('suppliers.new')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={supplier ? t('form.saveChanges') : t('supplierForm.create')}
      actionType="supplier-save"
      size="lg"
    >
      <Group grow align="flex-start" wrap="nowrap">
        <TextInput
          label={t('supplierForm.code')}
          placeholder={EXAMPLE.code}
          required
          maxLength={20}
          styles={{ input: { textTransform: 'uppercase' } }}
          style={{ flexGrow: 1 }}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <TextInput
          label={t('suppliers.name')}
          placeholder={EXAMPLE.name}
          required
          style={{ flexGrow: 2 }}
          {...form.getInputProps('name')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('suppliers.email')}
          placeholder={t('supplierForm.emailPlaceholder')}
          type="email"
          {...form.getInputProps('email')}
        />
        <TextInput label={t('suppliers.phone')} placeholder={EXAMPLE.phone} {...form.getInputProps('phone')} />
      </Group>
      <LocationSearchSelect
        label={t('suppliers.location')}
        description={t('supplierForm.locationHint')}
        value={form.values.location_id}
        valueLabel={supplier?.location?.location_name}
        onChange={(id) => form.setFieldValue('location_id', id)}
        error={form.errors.location_id}
      />
    </FormModal>
  );
}
