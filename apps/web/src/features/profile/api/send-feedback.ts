import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /tenant/user/feedback {subject, message}; failures toast through the global handler. */
export const sendFeedback = (input: { subject: string; message: string }) =>
  http<{ data: { message: string } }>('/tenant/user/feedback', { method: 'POST', body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
