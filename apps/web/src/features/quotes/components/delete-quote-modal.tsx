import { DeleteConfirmModal } from '../../../components/list-kit/delete-confirm-modal';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteQuote } from '../api/delete-quote';
import type { QuoteListRow } from '../api/list-quotes';

/** Asks before a quote goes: deleting removes its versions and history too, and cannot be undone. */
export function DeleteQuoteModal({ quote, onClose }: { quote: QuoteListRow | null; onClose: () => void }) {
  const remove = useDeleteQuote();
  const confirm = () => {
    if (!quote) return;
    remove.mutate(quote.id, {
      onSuccess: (outcome) => {
        notifySuccess(
          outcome === 'queued'
            ? `${quote.code} is being deleted; it leaves the list when done.`
            : `${quote.code} was deleted.`,
        );
        onClose();
      },
    });
  };
  return (
    <DeleteConfirmModal
      noun="quote"
      target={quote && { code: quote.code, title: quote.title || 'Untitled quote' }}
      consequence="Its services, prices, versions and history are deleted with it. "
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      actionType="quote-delete"
    />
  );
}
