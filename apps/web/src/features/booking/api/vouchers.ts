import { useMutation, useQuery } from '@tanstack/react-query';
import type { QuoteId, VoucherRecipients, vouchersSendAnswerSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { downloadFile } from '../../../lib/download-file';
import { bookingKey } from './booking-keys';

type SendAnswer = ReturnType<(typeof vouchersSendAnswerSchema)['parse']>;

export interface VoucherChoice {
  supplierId?: number;
  /** Also the services still open, each marked NOT CONFIRMED on the voucher (decisions 0058, 0059 and 0060). */
  unconfirmed?: boolean;
}

/** GET …/booking/vouchers(/{supplierId}): one supplier's voucher (PDF), or all of them in a zip. */
export const downloadVouchers = (quoteId: QuoteId, { supplierId, unconfirmed }: VoucherChoice = {}) =>
  downloadFile(
    `/tenant/itinerary/${quoteId}/booking/vouchers${supplierId ? `/${supplierId}` : ''}`,
    unconfirmed ? { unconfirmed: 'include' } : {},
    supplierId ? 'voucher.pdf' : 'vouchers.zip',
  );

export interface SendVouchersInput {
  recipients: string[];
  message?: string;
}

/** POST …/booking/vouchers/send: the vouchers to the chosen recipients, with the message, by a job. */
export const sendVouchers = (quoteId: QuoteId, input: SendVouchersInput) =>
  http<SendAnswer>(`/tenant/itinerary/${quoteId}/booking/vouchers/send`, { method: 'POST', body: input });

/** GET …/booking/vouchers/recipients: the quote's contacts (lead passenger, agency), read when the dialog opens. */
export const getVoucherRecipients = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<VoucherRecipients>(`/tenant/itinerary/${quoteId}/booking/vouchers/recipients`, { signal });

export const useVoucherRecipients = (quoteId: QuoteId, enabled: boolean) =>
  useQuery({
    queryKey: [...bookingKey(quoteId), 'recipients'],
    queryFn: ({ signal }) => getVoucherRecipients(quoteId, signal),
    enabled,
  });

export const useVoucherActions = (quoteId: QuoteId) => ({
  download: useMutation({ mutationFn: (choice?: VoucherChoice) => downloadVouchers(quoteId, choice) }),
  send: useMutation({ mutationFn: (input: SendVouchersInput) => sendVouchers(quoteId, input) }),
});
