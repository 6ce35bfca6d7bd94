import { Text } from '@mantine/core';
import { AssignUserModal } from '../../../components/assign-user-modal';
import { notifySuccess } from '../../../lib/notify';
import { useAssignRequest } from '../api/assign-request';
import type { RequestRow } from '../api/list-requests';

/** Hands a request to another active user of the company. */
export function AssignRequestModal({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  const assign = useAssignRequest();
  return (
    <AssignUserModal
      title="Assign request"
      hint="The assignee sees the request in their list and follows it through its stages."
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
              notifySuccess(`${request.code} is now assigned to ${name}.`);
              onClose();
            },
          },
        )
      }
    />
  );
}
