import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import type { RequestRow } from '../api/list-requests';
import { useUpdateRequest } from '../api/save-request';
import { RequestClientField, RequestStageField, RequestTitleField } from './request-fields';
import {
  requestValidation,
  showRequestSaveError,
  useClientOptions,
  type RequestFormValues,
} from './request-form-rules';

/** Edit the title, stage and client of a request. */
export function EditRequestModal({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  // A new form per request: the initial values are the row's.
  return request ? <EditForm key={request.id} request={request} onClose={onClose} /> : null;
}

function EditForm({ request, onClose }: { request: RequestRow; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const update = useUpdateRequest();
  const clients = useClientOptions();
  const form = useForm<RequestFormValues>({
    initialValues: {
      title: request.title,
      client: request.client ? String(request.client.id) : null,
      stage: String(request.stage.id),
    },
    validate: requestValidation(t),
  });
  const submit = form.onSubmit((v) =>
    update.mutate(
      { id: request.id, title: v.title.trim(), stage_id: Number(v.stage), client_id: Number(v.client) },
      {
        onSuccess: () => {
          notifySuccess(t('edit.saved', { code: request.code }));
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
      title={t('row.edit', { code: request.code })}
      onSubmit={submit}
      submitting={update.isPending}
      submitLabel={t('edit.save')}
      actionType="request-save"
    >
      <RequestTitleField form={form} />
      <RequestStageField form={form} />
      <RequestClientField
        form={form}
        clients={clients}
        description={linked ? t('edit.clientKept', { count: linked }) : undefined}
      />
    </FormModal>
  );
}
