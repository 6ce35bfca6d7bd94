import { DeleteConfirmModal } from '../../../components/list-kit/delete-confirm-modal';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteRequest } from '../api/delete-request';
import type { RequestRow } from '../api/list-requests';

/** Asks before a request goes; its quotes stay, only unlinked. */
export function DeleteRequestModal({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  const remove = useDeleteRequest();
  const confirm = () => {
    if (!request) return;
    remove.mutate(request.id, {
      onSuccess: () => {
        notifySuccess(`${request.code} was deleted.`);
        onClose();
      },
    });
  };
  const linked = request?.quotes_number ?? 0;
  return (
    <DeleteConfirmModal
      noun="request"
      target={request}
      consequence={
        linked ? `Its ${linked} linked ${linked === 1 ? 'quote is' : 'quotes are'} kept, only unlinked. ` : ''
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      actionType="request-delete"
    />
  );
}
