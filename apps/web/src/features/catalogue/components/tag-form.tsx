import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTag, type Tag, type TagKind } from '../api/save-tag';

// Per kind, the catalogue keys of what the form says (catalogue:tagForm.*).
const KIND_TEXTS: Record<TagKind, { title: string; created: string; taken: string; placeholder: string }> = {
  service: {
    title: 'tagForm.newService',
    created: 'tagForm.createdService',
    taken: 'tagForm.takenService',
    placeholder: 'tagForm.servicePlaceholder',
  },
  itinerary: {
    title: 'tagForm.newItinerary',
    created: 'tagForm.createdItinerary',
    taken: 'tagForm.takenItinerary',
    placeholder: 'tagForm.itineraryPlaceholder',
  },
};

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
  const { t } = useTranslation('catalogue');
  const texts = KIND_TEXTS[kind];
  const save = useSaveTag();
  const form = useForm({
    initialValues: { name: tag?.name ?? '' },
    validate: {
      name: (v) =>
        !v.trim()
          ? t('tagForm.nameRequired')
          : v.trim().length > 60
            ? t('tagForm.tooLong')
            : taken.some((other) => other.id !== tag?.id && other.name.toLowerCase() === v.trim().toLowerCase())
              ? t(texts.taken, { name: v.trim() })
              : null,
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: tag?.id, name: v.name.trim(), kind },
      {
        onSuccess: () => {
          notifySuccess(tag ? t('tagForm.renamed') : t(texts.created));
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
      title={tag ? t('tagForm.rename', { name: tag.name }) : t(texts.title)}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={tag ? t('tagForm.renameButton') : t('tagForm.create')}
      actionType="tag-save"
      size="sm"
    >
      <TextInput
        label={t('manuals.name')}
        placeholder={t(texts.placeholder)}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}
