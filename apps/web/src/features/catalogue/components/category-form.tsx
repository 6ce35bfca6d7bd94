import { Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { CATEGORY_TYPE_OPTIONS, useSaveCategory, type ServiceCategory } from '../api/save-category';

/** Create or rename a service category; its acronym prefixes the generated service codes. */
export function CategoryForm({ category, onClose }: { category: ServiceCategory | null; onClose: () => void }) {
  const save = useSaveCategory();
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      acronym: category?.acronym ?? '',
      type: category?.type ?? ('CAT_SV' as ServiceCategory['type']),
    },
    transformValues: (v) => ({ name: v.name.trim(), acronym: v.acronym.trim().toUpperCase(), type: v.type }),
    validate: {
      name: (v) => (v.trim() ? null : 'Give the category a name'),
      acronym: (v) => (/^[A-Z0-9]{2,6}$/.test(v.trim().toUpperCase()) ? null : '2 to 6 capital letters or digits'),
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: category?.id, ...v },
      {
        onSuccess: () => {
          notifySuccess(category ? 'The category was saved.' : 'The category was created.');
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
      title={category ? `Edit ${category.name}` : 'New service category'}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={category ? 'Save changes' : 'Create category'}
      actionType="category-save"
      size="sm"
    >
      <Group grow align="flex-start" wrap="nowrap">
        <TextInput
          label="Name"
          placeholder="Excursion"
          required
          data-autofocus
          style={{ flexGrow: 3 }}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Acronym"
          placeholder="EXC"
          required
          maxLength={6}
          styles={{ input: { textTransform: 'uppercase' } }}
          style={{ flexGrow: 1 }}
          {...form.getInputProps('acronym')}
        />
      </Group>
      <Select
        label="Offered on"
        description="The services that can take this category."
        data={CATEGORY_TYPE_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
    </FormModal>
  );
}
