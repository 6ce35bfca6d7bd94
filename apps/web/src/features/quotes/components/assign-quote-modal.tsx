import { Text } from '@mantine/core';
import { AssignUserModal } from '../../../components/assign-user-modal';
import { notifySuccess } from '../../../lib/notify';
import { useAssignQuote } from '../api/assign-quote';
import type { QuoteListRow } from '../api/list-quotes';

/** Hands a quote to another user of the company; the server refuses inactive users or other companies' users. */
export function AssignQuoteModal({ quote, onClose }: { quote: QuoteListRow | null; onClose: () => void }) {
  const assign = useAssignQuote();
  const subject = quote && {
    key: quote.id,
    currentUserId: quote.user?.id ?? null,
    label: (
      <>
        <Text span ff="monospace" fw={600}>
          {quote.code}
        </Text>{' '}
        · {quote.title || 'Untitled quote'}
      </>
    ),
  };
  return (
    <AssignUserModal
      subject={subject}
      title="Assign quote"
      hint="The assignee sees the quote in their list and can work on it."
      actionType="quote-assign"
      pending={assign.isPending}
      onClose={onClose}
      onAssign={(userId, name) =>
        quote &&
        assign.mutate(
          { quoteId: quote.id, userId },
          {
            onSuccess: () => {
              notifySuccess(`${quote.code} is now assigned to ${name}.`);
              onClose();
            },
          },
        )
      }
    />
  );
}
