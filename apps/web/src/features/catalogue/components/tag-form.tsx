import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTag, type Tag, type TagKind } from '../api/save-tag';

const KIND_LABEL: Record<TagKind, string> = { service: 'service tag', itinerary: 'itinerary tag' };

/**
 * Create a tag of one kind, or rename one. Saving a name that exists changes nothing on the server,
 * so the form says so first: `taken` are the names of the kind's tags.
 */
export function TagForm({
  kind,
  tag,
  taken,
  onClose,
}: {
  kind: TagKind;
  tag: Tag | null;
  taken: readonly Tag[];
  onClose: () => void;
}) {
  const save = useSaveTag();
  const form = useForm({
    initialValues: { name: tag?.name ?? '' },
    validate: {
      name: (v) =>
        !v.trim()
          ? 'Give the tag a name'
          : v.trim().length > 60
            ? 'Keep it under 60 characters'
            : taken.some((t) => t.id !== tag?.id && t.name.toLowerCase() === v.trim().toLowerCase())
              ? `There is already a ${KIND_LABEL[kind]} called “${v.trim()}”.`
              : null,
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
