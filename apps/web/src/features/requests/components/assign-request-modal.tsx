import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssignUserModal } from '../../../components/assign-user-modal';
import { notifySuccess } from '../../../lib/notify';
import { useAssignRequest } from '../api/assign-request';
import type { RequestRow } from '../api/list-requests';

/** Hands a request to another active user of the company. */
export function AssignRequestModal({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const assign = useAssignRequest();
  return (
    <AssignUserModal
      title={t('assign.title')}
      hint={t('assign.hint')}
      actionType="request-assign"
      pending={assign.isPending}
      onClose={onClose}
      subject={
        request && {
          key: request.id,
          currentUserId: request.user?.id ?? null,
          label: (
            <>
              <Text span ff="monospace" fw={600}>
                {request.code}
              </Text>{' '}
              · {request.title}
            </>
          ),
        }
      }
      onAssign={(userId, name) =>
        request &&
        assign.mutate(
          { requestId: request.id, userId },
          {
            onSuccess: () => {
              notifySuccess(t('assign.done', { code: request.code, name }));
              onClose();
            },
          },
        )
      }
    />
  );
}
