import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX, type RequestFormValues, type useClientOptions } from './request-form-rules';
import { STAGE_ORDER } from './request-stages';

// The request form's fields, shared by the creation page and the edit modal (which order them
// differently and say different things under them).

type RequestForm = UseFormReturnType<RequestFormValues>;

export function RequestTitleField({ form }: { form: RequestForm }) {
  const { t } = useTranslation('requests');
  return (
    <TextInput
      label={t('fields.title')}
      placeholder={t('fields.titlePlaceholder')}
      required
      maxLength={TITLE_MAX}
      data-autofocus
      {...form.getInputProps('title')}
    />
  );
}

export function RequestStageField({ form, description }: { form: RequestForm; description?: string }) {
  const { t } = useTranslation('requests');
  return (
    <Select
      label={t('fields.stage')}
      description={description}
      data={STAGE_ORDER.map((id) => ({ value: String(id), label: t(`stages.${id}`) }))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('stage')}
    />
  );
}

export function RequestClientField({
  form,
  clients,
  description,
}: {
  form: RequestForm;
  clients: ReturnType<typeof useClientOptions>;
  description?: string;
}) {
  const { t } = useTranslation('requests');
  return (
    <Select
      label={t('fields.client')}
      placeholder={clients.loading ? t('fields.loadingClients') : t('fields.chooseClient')}
      description={description}
      required
      data={clients.data}
      searchable
      nothingFoundMessage={t('common:list.noClientMatches')}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('client')}
    />
  );
}
