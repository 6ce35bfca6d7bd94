import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconCircleCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { CodeAndTitle } from '../../../components/list-kit/delete-confirm-modal';
import { LoadingModal } from '../../../components/loading-modal';
import { useFormats } from '../../../lib/formats';
import { notifySuccess } from '../../../lib/notify';
import { duplicateSteps, useDuplicateQuote, type DuplicateProgress } from '../api/duplicate-quote';
import type { QuoteListRow } from '../api/list-quotes';

const DISPLAY_DATE = 'MMM DD, YYYY';

/**
 * Copies a quote to a new start date (its services move with it) and, optionally, a new title. While
 * the server copies, the spec's duplicating message and progress block the screen; then the user may
 * open the copy or stay on the list.
 */
export function DuplicateQuoteModal({ quote, onClose }: { quote: QuoteListRow | null; onClose: () => void }) {
  // A fresh form and result for every quote opened.
  return quote ? <DuplicateFlow key={quote.id} quote={quote} onClose={onClose} /> : null;
}

function DuplicateFlow({ quote, onClose }: { quote: QuoteListRow; onClose: () => void }) {
  const { t } = useTranslation(['lifecycle', 'quotes', 'common']);
  const formats = useFormats();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<DuplicateProgress>({ done: 0, total: duplicateSteps() });
  const duplicate = useDuplicateQuote(setProgress);
  const [startDate, setStartDate] = useState<string | null>(quote.start_date);
  const [title, setTitle] = useState('');
  const [copy, setCopy] = useState<Pick<QuoteDetail, 'id' | 'code' | 'title' | 'start_date'> | null>(null);

  const confirm = () =>
    duplicate.mutate(
      { id: quote.id, startDate, title },
      {
        onSuccess: (created) => {
          notifySuccess(t('duplicate.done', { code: quote.code, copy: created.code }), t('duplicate.doneTitle'));
          setCopy(created);
        },
      },
    );

  return (
    <>
      <Modal
        opened={!duplicate.isPending}
        onClose={onClose}
        title={copy ? t('duplicate.doneTitle') : t('duplicate.title')}
        centered
        radius="lg"
        styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {copy ? (
          <Stack gap="md" align="center" ta="center" py="xs">
            <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
              <IconCircleCheck size={32} />
            </ThemeIcon>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey={copy.start_date ? 'duplicate.readyStarting' : 'duplicate.ready'}
                values={{
                  code: copy.code,
                  title: copy.title.value || t('quotes:row.untitled'),
                  status: t('common:quoteStatus.1'),
                  date: formats.date(copy.start_date),
                }}
                components={{ code: <Text span ff="monospace" fw={600} />, title: <Text span fw={600} /> }}
              />
            </Text>
            <Group justify="center" gap="sm">
              <Button variant="default" onClick={onClose} data-action-type="quote-duplicate-stay">
                {t('duplicate.backToList')}
              </Button>
              <Button
                leftSection={<IconExternalLink size={16} />}
                onClick={() => void navigate(`/quote/basic-info?itinerary=${copy.id}`)}
                data-action-type="quote-duplicate-open"
                data-autofocus
              >
                {t('duplicate.openCopy')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="duplicate.copy"
                components={{ row: <CodeAndTitle code={quote.code} title={quote.title || t('quotes:row.untitled')} /> }}
              />
            </Text>
            <DatePickerInput
              label={t('duplicate.startDate')}
              description={t('duplicate.startDateHint')}
              placeholder={t('duplicate.keepDates')}
              leftSection={<IconCalendar size={16} />}
              valueFormat={DISPLAY_DATE}
              value={startDate}
              onChange={setStartDate}
              clearable
              popoverProps={{ withinPortal: true }}
              data-autofocus
            />
            <TextInput
              label={t('duplicate.copyTitle')}
              description={t('duplicate.copyTitleHint')}
              placeholder={quote.title || t('quotes:row.untitled')}
              maxLength={200}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button leftSection={<IconCopy size={16} />} onClick={confirm} data-action-type="quote-duplicate">
                {t('duplicate.duplicate')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <LoadingModal opened={duplicate.isPending} kind="duplicate" progress={progress} />
    </>
  );
}
