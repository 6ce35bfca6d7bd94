import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconCircleCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { formatDate } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { CodeAndTitle } from '../../../components/list-kit/delete-confirm-modal';
import { LoadingModal } from '../../../components/loading-modal';
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
          notifySuccess(`${quote.code} was duplicated as ${created.code}.`, 'Quote duplicated');
          setCopy(created);
        },
      },
    );

  return (
    <>
      <Modal
        opened={!duplicate.isPending}
        onClose={onClose}
        title={copy ? 'Quote duplicated' : 'Duplicate quote'}
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
              <Text span ff="monospace" fw={600}>
                {copy.code}
              </Text>{' '}
              ·{' '}
              <Text span fw={600}>
                {copy.title.value || 'Untitled quote'}
              </Text>{' '}
              is ready, In Preparation
              {copy.start_date ? `, starting ${formatDate(copy.start_date)}` : ''}.
            </Text>
            <Group justify="center" gap="sm">
              <Button variant="default" onClick={onClose} data-action-type="quote-duplicate-stay">
                Back to the list
              </Button>
              <Button
                leftSection={<IconExternalLink size={16} />}
                onClick={() => void navigate(`/quote/basic-info?itinerary=${copy.id}`)}
                data-action-type="quote-duplicate-open"
                data-autofocus
              >
                Open the copy
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              Copy <CodeAndTitle code={quote.code} title={quote.title || 'Untitled quote'} /> as a new quote in
              preparation.
            </Text>
            <DatePickerInput
              label="New start date"
              description="The copy's days and services move to start on this date."
              placeholder="Keep the original dates"
              leftSection={<IconCalendar size={16} />}
              valueFormat={DISPLAY_DATE}
              value={startDate}
              onChange={setStartDate}
              clearable
              popoverProps={{ withinPortal: true }}
              data-autofocus
            />
            <TextInput
              label="Title of the copy"
              description="Leave empty to keep the same title."
              placeholder={quote.title || 'Untitled quote'}
              maxLength={200}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button leftSection={<IconCopy size={16} />} onClick={confirm} data-action-type="quote-duplicate">
                Duplicate
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <LoadingModal opened={duplicate.isPending} kind="duplicate" progress={progress} />
    </>
  );
}
