import { useMutation } from '@tanstack/react-query';
import type { QuoteId, vouchersSendAnswerSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { downloadFile } from '../../../lib/download-file';

type SendAnswer = ReturnType<(typeof vouchersSendAnswerSchema)['parse']>;

/** GET …/booking/vouchers(/{supplierId}): one supplier's voucher (PDF), or all of them in a zip. */
export const downloadVouchers = (quoteId: QuoteId, supplierId?: number) =>
  downloadFile(
    `/tenant/itinerary/${quoteId}/booking/vouchers${supplierId ? `/${supplierId}` : ''}`,
    {},
    supplierId ? 'voucher.pdf' : 'vouchers.zip',
  );

/** POST …/booking/vouchers/send: the vouchers to the client, by a job. */
export const sendVouchers = (quoteId: QuoteId, to?: string) =>
  http<SendAnswer>(`/tenant/itinerary/${quoteId}/booking/vouchers/send`, { method: 'POST', body: to ? { to } : {} });

export const useVoucherActions = (quoteId: QuoteId) => ({
  download: useMutation({ mutationFn: (supplierId?: number) => downloadVouchers(quoteId, supplierId) }),
  send: useMutation({ mutationFn: (to?: string) => sendVouchers(quoteId, to) }),
});
