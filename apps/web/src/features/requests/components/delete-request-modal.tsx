import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/list-kit/delete-confirm-modal';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteRequest } from '../api/delete-request';
import type { RequestRow } from '../api/list-requests';

/** Asks before a request goes; its quotes stay, only unlinked. */
export function DeleteRequestModal({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const remove = useDeleteRequest();
  const confirm = () => {
    if (!request) return;
    remove.mutate(request.id, {
      onSuccess: () => {
        notifySuccess(t('delete.done', { code: request.code }));
        onClose();
      },
    });
  };
  const linked = request?.quotes_number ?? 0;
  return (
    <DeleteConfirmModal
      noun={t('noun.one')}
      target={request}
      // The modal goes on with "This cannot be undone." in the same paragraph.
      consequence={linked ? `${t('delete.consequence', { count: linked })} ` : ''}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      actionType="request-delete"
    />
  );
}
