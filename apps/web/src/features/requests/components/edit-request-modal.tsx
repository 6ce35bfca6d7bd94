import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import type { RequestRow } from '../api/list-requests';
import { useUpdateRequest } from '../api/save-request';
import {
  requestValidation,
  showRequestSaveError,
  TITLE_MAX,
  useClientOptions,
  type RequestFormValues,
} from './request-form-rules';
import { STAGE_OPTIONS } from './request-stages';

/** Edit the title, stage and client of a request. */
export function EditRequestModal({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  // A new form per request: the initial values are the row's.
  return request ? <EditForm key={request.id} request={request} onClose={onClose} /> : null;
}

function EditForm({ request, onClose }: { request: RequestRow; onClose: () => void }) {
  const update = useUpdateRequest();
  const clients = useClientOptions();
  const form = useForm<RequestFormValues>({
    initialValues: {
      title: request.title,
      client: request.client ? String(request.client.id) : null,
      stage: String(request.stage.id),
    },
    validate: requestValidation,
  });
  const submit = form.onSubmit((v) =>
    update.mutate(
      { id: request.id, title: v.title.trim(), stage: Number(v.stage), client_id: Number(v.client) },
      {
        onSuccess: () => {
          notifySuccess(`${request.code} was saved.`);
          onClose();
        },
        onError: (error) => showRequestSaveError(form, error),
      },
    ),
  );
  const linked = request.items.length;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`Edit ${request.code}`}
      onSubmit={submit}
      submitting={update.isPending}
      submitLabel="Save changes"
      actionType="request-save"
    >
      <TextInput
        label="Title"
        placeholder="e.g. Smith family — Peru in July"
        required
        maxLength={TITLE_MAX}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Select
        label="Stage"
        data={STAGE_OPTIONS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('stage')}
      />
      <Select
        label="Client"
        placeholder={clients.loading ? 'Loading clients…' : 'Choose a client'}
        description={
          linked
            ? `Its ${linked} linked ${linked === 1 ? 'quote belongs' : 'quotes belong'} to this client: unlink them before choosing another.`
            : undefined
        }
        required
        data={clients.data}
        searchable
        nothingFoundMessage="No client matches"
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('client')}
      />
    </FormModal>
  );
}
