import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import { AssignUserModal } from '../../../components/assign-user-modal';
import { notifySuccess } from '../../../lib/notify';
import { useAssignQuote } from '../api/assign-quote';
import type { QuoteListRow } from '../api/list-quotes';

/** Hands a quote to another user of the company; the server refuses inactive users or other companies' users. */
export function AssignQuoteModal({ quote, onClose }: { quote: QuoteListRow | null; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const assign = useAssignQuote();
  const subject = quote && {
    key: quote.id,
    currentUserId: quote.user?.id ?? null,
    label: (
      <>
        <Text span ff="monospace" fw={600}>
          {quote.code}
        </Text>{' '}
        · {quote.title || t('row.untitled')}
      </>
    ),
  };
  return (
    <AssignUserModal
      subject={subject}
      title={t('assign.title')}
      hint={t('assign.hint')}
      actionType="quote-assign"
      pending={assign.isPending}
      onClose={onClose}
      onAssign={(userId, name) =>
        quote &&
        assign.mutate(
          { quoteId: quote.id, userId },
          {
            onSuccess: () => {
              notifySuccess(t('assign.done', { code: quote.code, name }));
              onClose();
            },
          },
        )
      }
    />
  );
}
