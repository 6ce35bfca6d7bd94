import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/list-kit/delete-confirm-modal';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteQuote } from '../api/delete-quote';
import type { QuoteListRow } from '../api/list-quotes';

/** Asks before a quote goes: deleting removes its versions and history too, and cannot be undone. */
export function DeleteQuoteModal({ quote, onClose }: { quote: QuoteListRow | null; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const remove = useDeleteQuote();
  const confirm = () => {
    if (!quote) return;
    remove.mutate(quote.id, {
      onSuccess: (outcome) => {
        notifySuccess(
          outcome === 'queued' ? t('delete.queued', { code: quote.code }) : t('delete.done', { code: quote.code }),
        );
        onClose();
      },
    });
  };
  return (
    <DeleteConfirmModal
      noun={t('noun.one')}
      target={quote && { code: quote.code, title: quote.title || t('row.untitled') }}
      consequence={t('delete.consequence')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      actionType="quote-delete"
    />
  );
}
