import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTag, type Tag, type TagKind } from '../api/save-tag';

const KIND_LABEL: Record<TagKind, string> = { service: 'service tag', itinerary: 'itinerary tag' };

/** Create a tag of one kind, or rename one. */
export function TagForm({ kind, tag, onClose }: { kind: TagKind; tag: Tag | null; onClose: () => void }) {
  const save = useSaveTag();
  const form = useForm({
    initialValues: { name: tag?.name ?? '' },
    validate: {
      name: (v) => (!v.trim() ? 'Give the tag a name' : v.trim().length > 60 ? 'Keep it under 60 characters' : null),
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: tag?.id, name: v.name.trim(), kind },
      {
        onSuccess: () => {
          notifySuccess(tag ? 'The tag was renamed.' : `The ${KIND_LABEL[kind]} was created.`);
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
      title={tag ? `Rename ${tag.name}` : `New ${KIND_LABEL[kind]}`}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={tag ? 'Rename' : 'Create tag'}
      actionType="tag-save"
      size="sm"
    >
      <TextInput
        label="Name"
        placeholder={kind === 'service' ? 'Family friendly' : 'Honeymoon'}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}
