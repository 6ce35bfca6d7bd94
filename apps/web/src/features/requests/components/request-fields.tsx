import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TITLE_MAX, type RequestFormValues, type useClientOptions } from './request-form-rules';
import { STAGE_OPTIONS } from './request-stages';

// The request form's fields, shared by the creation page and the edit modal (which order them
// differently and say different things under them).

type RequestForm = UseFormReturnType<RequestFormValues>;

export function RequestTitleField({ form }: { form: RequestForm }) {
  return (
    <TextInput
      label="Title"
      placeholder="e.g. Smith family — Peru in July"
      required
      maxLength={TITLE_MAX}
      data-autofocus
      {...form.getInputProps('title')}
    />
  );
}

export function RequestStageField({ form, description }: { form: RequestForm; description?: string }) {
  return (
    <Select
      label="Stage"
      description={description}
      data={STAGE_OPTIONS}
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
  return (
    <Select
      label="Client"
      placeholder={clients.loading ? 'Loading clients…' : 'Choose a client'}
      description={description}
      required
      data={clients.data}
      searchable
      nothingFoundMessage="No client matches"
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('client')}
    />
  );
}
