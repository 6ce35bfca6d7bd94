import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What the contact form sends (the server also takes the original client's first_name/last_name/description). */
export interface ContactInput {
  name: string;
  email: string;
  company?: string;
  message: string;
}

/** POST /tenant/contactus: no token needed (the sign-in page offers it too); rate-limited per hour. */
export const sendContact = (input: ContactInput) =>
  http<{ message: string }>('/tenant/contactus', { method: 'POST', body: input });

export function useSendContact() {
  return useMutation({ mutationFn: sendContact, meta: { handlesError: true } });
}
