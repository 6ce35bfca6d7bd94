import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Modal, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import type { QuoteId, VoucherRecipients } from '@itinera/domain/contracts';
import { useVoucherRecipients, type SendVouchersInput } from '../api/vouchers';

const KIND: Record<VoucherRecipients['recipients'][number]['kind'], string> = {
  lead_passenger: 'lead passenger',
  agency: 'agency',
};

export interface SendVouchersModalProps {
  quoteId: QuoteId;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (input: SendVouchersInput) => void;
}

/**
 * Sends every voucher to the client (issue 39): the quote's contacts — its lead passenger, the
 * client agency's people — are the recipients, each one kept or left out; other addresses may be
 * typed; an optional message goes into the mail. The server mails each recipient on its own.
 */
export function SendVouchersModal({ quoteId, opened, busy, onClose, onSend }: SendVouchersModalProps) {
  const contacts = useVoucherRecipients(quoteId, opened);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [others, setOthers] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const known = contacts.data?.recipients ?? [];
  const recipients = [...new Set([...known.map((r) => r.email).filter((e) => !left.has(e)), ...others])];
  const keep = (email: string, on: boolean) =>
    setLeft((old) => {
      const next = new Set(old);
      if (on) next.delete(email);
      else next.add(email);
      return next;
    });
  return (
    <Modal opened={opened} onClose={onClose} title="Send the vouchers to the client">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSend({ recipients, ...(message.trim() ? { message: message.trim() } : {}) });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Each recipient gets an e-mail with the link to the vouchers of the confirmed services, and your message.
          </Text>
          {contacts.isPending ? (
            <Loader size="sm" aria-label="Loading the quote's contacts" />
          ) : known.length ? (
            <Stack gap="xs" role="group" aria-label="The quote's contacts">
              {known.map((r) => (
                <Checkbox
                  key={r.email}
                  label={`${r.name} · ${KIND[r.kind]}`}
                  description={r.email}
                  checked={!left.has(r.email)}
                  onChange={(e) => keep(r.email, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          ) : (
            <Text size="sm">No contact of this quote has an e-mail address: type one below.</Text>
          )}
          <TagsInput
            label="Other addresses"
            description="Type an address and press Enter."
            placeholder="name@example.com"
            value={others}
            onChange={setOthers}
            splitChars={[',', ' ', ';']}
            clearable
          />
          <Textarea
            label="Message (optional)"
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={2000}
            rows={4}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" loading={busy} disabled={!recipients.length}>
              Send vouchers
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
