import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Modal, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import type { QuoteId, VoucherRecipients } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useVoucherRecipients, type SendVouchersInput } from '../api/vouchers';

type Kind = VoucherRecipients['recipients'][number]['kind'];

export interface SendVouchersModalProps {
  quoteId: QuoteId;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (input: SendVouchersInput) => void;
}

/**
 * Sends every voucher to the client (decisions 0058, 0059 and 0060): the quote's contacts — its lead passenger, the
 * client agency's people — are the recipients, each one kept or left out; other addresses may be
 * typed; an optional message goes into the mail. The server mails each recipient on its own.
 */
export function SendVouchersModal({ quoteId, opened, busy, onClose, onSend }: SendVouchersModalProps) {
  const { t } = useTranslation('booking');
  const kind = (k: Kind) => t(`send.kind.${k}`);
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
    <Modal opened={opened} onClose={onClose} title={t('send.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSend({ recipients, ...(message.trim() ? { message: message.trim() } : {}) });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('send.intro')}
          </Text>
          {contacts.isPending ? (
            <Loader size="sm" aria-label={t('send.loading')} />
          ) : known.length ? (
            <Stack gap="xs" role="group" aria-label={t('send.contacts')}>
              {known.map((r) => (
                <Checkbox
                  key={r.email}
                  label={`${r.name} · ${kind(r.kind)}`}
                  description={r.email}
                  checked={!left.has(r.email)}
                  onChange={(e) => keep(r.email, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          ) : (
            <Text size="sm">{t('send.noContact')}</Text>
          )}
          <TagsInput
            label={t('send.others')}
            description={t('send.othersHint')}
            placeholder={t('send.placeholder')}
            value={others}
            onChange={setOthers}
            splitChars={[',', ' ', ';']}
            clearable
          />
          <Textarea
            label={t('send.message')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={2000}
            rows={4}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('send.back')}
            </Button>
            <Button type="submit" loading={busy} disabled={!recipients.length}>
              {t('send.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
