import { useState } from 'react';
import { Button, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconDownload, IconLinkOff, IconMail, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadPublicationPdf } from '../api/download-publication-pdf';
import { usePublishQuote } from '../api/publish-quote';
import { useRevokeLink } from '../api/revoke-link';
import { useSendNotification } from '../api/send-notification';
import type { PublishState } from '../api/types';
import { PublishErrorAlert } from './publish-errors-alert';

export interface PublishActionsProps {
  quote: QuoteDetail;
  state: PublishState;
  /** History view or a locked status: nothing here may be pressed. */
  readOnly: boolean;
}

/** Publish (again), the PDF of the newest publication, the e-mail to the client, and revoking the link. */
export function PublishActions({ quote, state, readOnly }: PublishActionsProps) {
  const { t } = useTranslation('publishing');
  const publish = usePublishQuote(quote.id);
  const revoke = useRevokeLink(quote.id);
  const send = useSendNotification(quote.id);
  const [downloading, setDownloading] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const live = state.link !== null && state.link.revokedAt === null;
  const newest = state.publications[0] ?? null;
  const pdf = newest?.pdf.status ?? null;

  const download = async () => {
    if (!newest) return;
    setDownloading(true);
    try {
      await downloadPublicationPdf(quote.id, newest.id);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          leftSection={<IconWorldUpload size={16} />}
          loading={publish.isPending}
          disabled={readOnly}
          onClick={() =>
            publish.mutate(quote, {
              onSuccess: (answer) => notifySuccess(answer.message || t('actions.published')),
            })
          }
          data-action-type="publish-quote"
        >
          {live ? t('actions.publishAgain') : t('actions.publish')}
        </Button>
        {newest && (
          <Button
            variant="default"
            leftSection={pdf === 'pending' ? <Loader size={14} /> : <IconDownload size={16} />}
            loading={downloading}
            disabled={pdf !== 'ready'}
            onClick={() => void download()}
            data-action-type="publish-download-pdf"
          >
            {pdf === 'pending'
              ? t('actions.pdfPending')
              : pdf === 'failed'
                ? t('actions.pdfFailed')
                : t('actions.downloadPdf')}
          </Button>
        )}
        {live && (
          <Button
            variant="default"
            leftSection={<IconMail size={16} />}
            loading={send.isPending}
            disabled={readOnly}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: (answer) => notifySuccess(answer.message || t('actions.sent')),
                onError: notifyError,
              })
            }
            data-action-type="publish-send"
          >
            {t('actions.send')}
          </Button>
        )}
        {live && (
          <Popover opened={confirmRevoke} onChange={setConfirmRevoke} withArrow shadow="md" position="bottom-end">
            <Popover.Target>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconLinkOff size={16} />}
                disabled={readOnly}
                onClick={() => setConfirmRevoke((o) => !o)}
                data-action-type="publish-revoke"
              >
                {t('actions.revokeLink')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown maw={280}>
              <Text size="sm" mb="xs">
                {t('actions.revokeWarning')}
              </Text>
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setConfirmRevoke(false)}>
                  {t('actions.keep')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  loading={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(undefined, {
                      onSuccess: () => {
                        setConfirmRevoke(false);
                        notifySuccess(t('actions.revoked'));
                      },
                      onError: notifyError,
                    })
                  }
                >
                  {t('actions.revoke')}
                </Button>
              </Group>
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
      {pdf === 'pending' && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('actions.pdfMaking', { version: newest?.version })}
        </Text>
      )}
      {pdf === 'failed' && (
        <Text size="xs" c="red">
          {t('actions.pdfCouldNot', { version: newest?.version })}
        </Text>
      )}
      {publish.isError && (
        <PublishErrorAlert error={publish.error} quoteId={quote.id} title={t('actions.notPublished')} />
      )}
    </Stack>
  );
}
