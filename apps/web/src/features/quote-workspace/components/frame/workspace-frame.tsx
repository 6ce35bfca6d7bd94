import type { ReactNode } from 'react';
import { Badge, Divider, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCalendar, IconLock, IconTicket, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../../lib/formats';
import { useServerText } from '../../../../components/server-text';
import type { QuoteId } from '@itinera/domain/contracts';
import type { QuoteStatusOption } from '../../api/get-quote';
import { QuoteStatusControl } from '../../../../components/quote-status/quote-status-control';
import { BookingProgressBar } from '../../../../components/booking-progress';
import { ExternalAccountBadge } from '../../../../components/external-account-badge';
import { VersionsMenu } from '../history/versions-menu';
import { phaseBar } from './status-phases';
import { StatusPhasesBar } from './status-phases-bar';
import type { WorkspaceView } from './workspace-view';

export interface WorkspaceFrameProps {
  quoteId: QuoteId;
  view: WorkspaceView;
  /** The tab's name and icon (a history icon in history view). */
  tabTitle: string;
  icon: ReactNode;
  history: boolean;
  currentVersion: number;
  statusOptions: QuoteStatusOption[];
  /** The tab on screen (the versions menu opens a version on it). */
  tab: string;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span style={{ display: 'flex', color: 'var(--mantine-color-gray-6)' }} aria-hidden>
        {icon}
      </span>
      <Text size="sm" c="gray.7">
        {children}
      </Text>
    </Group>
  );
}

/** Above every tab of a quote: who and what it is, where it stands, its versions. */
export function WorkspaceFrame({
  quoteId,
  view,
  tabTitle,
  icon,
  history,
  currentVersion,
  statusOptions,
  tab,
}: WorkspaceFrameProps) {
  const { t } = useTranslation('workspace');
  const serverText = useServerText();
  const formats = useFormats();
  // The client's date format, with month names in the reader's language (issue 45, docs/decisions/issues.md).
  const date = (value: string | null) => formats.date(value, view.dateFormat);
  const dates = view.startDate ? `${date(view.startDate)} – ${date(view.endDate) || '…'}` : t('frame.noDates');
  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" shadow="xs" component="section" aria-label={t('frame.label')}>
      {/* On a phone the versions menu and the status go under the title instead of squeezing it. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <ThemeIcon size={44} radius="md" variant="light" color={history ? 'grape' : 'teal'} aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={6} style={{ minWidth: 0 }}>
            {/* Wraps on a phone: the "Prices locked" badge goes under the code rather than shrinking to "Prices…". */}
            <Group gap={8} wrap="wrap" style={{ rowGap: 4 }}>
              <Text size="sm" fw={700} ff="monospace" c="teal.8">
                {view.code}
              </Text>
              <Text size="sm" c="dimmed">
                /
              </Text>
              {/* The tab is the page (its h1); the quote it belongs to is the big line below. */}
              <Title order={1} fz="sm" fw={500} c="dimmed" lh={1.55}>
                {tabTitle}
              </Title>
              {view.pricesLocked && (
                <Tooltip label={serverText.pricesLocked(view.status.id)} multiline w={300} withArrow>
                  <Badge
                    color="orange"
                    variant="light"
                    size="sm"
                    radius="sm"
                    leftSection={<IconLock size={12} />}
                    tt="none"
                    ml={4}
                    style={{ flexShrink: 0, overflow: 'visible' }}
                    data-testid="prices-locked"
                  >
                    {t('frame.pricesLocked')}
                  </Badge>
                </Tooltip>
              )}
              {view.changesAwaiting && (
                <Badge
                  color="orange"
                  variant="filled"
                  size="sm"
                  radius="sm"
                  tt="none"
                  ml={4}
                  style={{ flexShrink: 0 }}
                  data-testid="changes-awaiting"
                >
                  {t('frame.changesAwaiting')}
                </Badge>
              )}
              <ExternalAccountBadge code={view.ownerExternalCode} />
            </Group>
            <Title order={2} fz={24} lh={1.25} lineClamp={2}>
              {view.title || t('frame.untitled')}
            </Title>
            <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
              <Fact icon={<IconBuildingStore size={16} />}>{view.clientName ?? t('frame.noClient')}</Fact>
              <Fact icon={<IconCalendar size={16} />}>
                {dates}
                {view.startDate && view.numDays > 0 && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    · {t('frame.days', { count: view.numDays })}
                  </Text>
                )}
              </Fact>
              <Fact icon={<IconUsers size={16} />}>{t('frame.passengers', { count: view.numPax })}</Fact>
              {view.bookingProgress && view.bookingProgress.total > 0 && (
                <Group gap={6} wrap="nowrap">
                  <IconTicket size={16} color="var(--mantine-color-gray-6)" aria-hidden />
                  <BookingProgressBar progress={view.bookingProgress} compact />
                </Group>
              )}
            </Group>
          </Stack>
        </Group>
        {/* Wraps rather than pushing the status past the card's edge on a phone. */}
        <Group gap="xs" wrap="wrap">
          <VersionsMenu
            quoteId={quoteId}
            currentVersion={currentVersion}
            tab={tab}
            viewing={history ? view.version : null}
            dateFormat={view.dateFormat}
          />
          <QuoteStatusControl
            look="header"
            quoteId={quoteId}
            code={view.code}
            status={view.status}
            options={statusOptions}
            readOnly={history}
          />
        </Group>
      </Group>
      <StatusPhasesSection statusId={view.status.id} />
    </Paper>
  );
}

function StatusPhasesSection({ statusId }: { statusId: number }) {
  // The divider belongs to the bar: a template status hides both.
  if (!phaseBar(statusId).visible) return null;
  return (
    <>
      <Divider my="md" color="gray.2" />
      <StatusPhasesBar statusId={statusId} />
    </>
  );
}
