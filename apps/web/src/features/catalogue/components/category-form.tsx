import { Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { CATEGORY_TYPE_OPTIONS, useSaveCategory, type ServiceCategory } from '../api/save-category';

/** Create or rename a service category; its acronym prefixes the generated service codes. */
export function CategoryForm({ category, onClose }: { category: ServiceCategory | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const save = useSaveCategory();
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      acronym: category?.acronym ?? '',
      type: category?.type ?? ('CAT_SV' as ServiceCategory['type']),
    },
    transformValues: (v) => ({ name: v.name.trim(), acronym: v.acronym.trim().toUpperCase(), type: v.type }),
    validate: {
      name: (v) => (v.trim() ? null : t('categoryForm.nameRequired')),
      acronym: (v) => (/^[A-Z0-9]{2,6}$/.test(v.trim().toUpperCase()) ? null : t('categoryForm.acronymRule')),
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: category?.id, ...v },
      {
        onSuccess: () => {
          notifySuccess(category ? t('categoryForm.saved') : t('categoryForm.created'));
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'acronym'),
      },
    ),
  );
  return (
    <FormModal
      opened
      onClose={onClose}
      title={category ? t('manualForm.edit', { name: category.name }) : t('categoryForm.new')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={category ? t('form.saveChanges') : t('categoryForm.create')}
      actionType="category-save"
      size="sm"
    >
      <Group grow align="flex-start" wrap="nowrap">
        <TextInput
          label={t('manuals.name')}
          placeholder={t('categoryForm.namePlaceholder')}
          required
          data-autofocus
          style={{ flexGrow: 3 }}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('categoryForm.acronym')}
          placeholder="EXC"
          required
          maxLength={6}
          styles={{ input: { textTransform: 'uppercase' } }}
          style={{ flexGrow: 1 }}
          {...form.getInputProps('acronym')}
        />
      </Group>
      <Select
        label={t('categoryForm.offeredOn')}
        description={t('categoryForm.offeredHint')}
        data={CATEGORY_TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(`categoryForm.types.${o.value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
    </FormModal>
  );
}
