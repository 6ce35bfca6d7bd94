import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconHistory, IconRestore } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteId } from '@itinera/domain/contracts';
import { RestoreVersionModal } from './restore-version-modal';

export interface HistoryBannerProps {
  quoteId: QuoteId;
  code: string;
  version: number;
  currentVersion: number;
  /** The tab on screen: going back opens the live quote on the same tab. */
  tab: string;
  /** The status the version ended with (I3). */
  status: string;
  /** The version's passengers (I3's P1 shapes). */
  passengers: readonly { name?: unknown }[];
  /** Why the current quote cannot take a restore (its status disables editing), if so. */
  restoreBlocked: string | null;
}

/** Says that a past version is on screen, read-only, and offers to go back or restore it. */
export function HistoryBanner({
  quoteId,
  code,
  version,
  currentVersion,
  tab,
  status,
  passengers,
  restoreBlocked,
}: HistoryBannerProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'history' });
  const [restoring, setRestoring] = useState(false);
  const names = passengers.map((p) => (typeof p.name === 'string' ? p.name.trim() : '')).filter(Boolean);
  const isCurrent = version === currentVersion;
  const blocked = isCurrent ? t('alreadyCurrent') : restoreBlocked;
  return (
    <Alert
      variant="light"
      color="grape"
      radius="lg"
      mb="lg"
      icon={<IconHistory size={20} />}
      styles={{ wrapper: { alignItems: 'center' } }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey={isCurrent ? 'lookingAtCurrent' : 'lookingAt'}
              values={{ version, current: currentVersion }}
              components={{ b: <b /> }}
            />
          </Text>
          <Text size="sm" c="dimmed" data-testid="history-version-facts">
            {status}
            {names.length ? ` · ${t('passengers', { count: names.length, names: names.join(', ') })}` : ''}
          </Text>
        </Stack>
        {/* Wraps on a phone: "Restore this version" went past the edge beside the way back. */}
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={`/quote/${tab}?itinerary=${quoteId}`}
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={14} />}
            data-action-type="quote-history-back"
          >
            {t('back')}
          </Button>
          <Tooltip label={blocked} disabled={!blocked} withArrow multiline w={260}>
            {/* data-disabled instead of disabled keeps the pointer events the tooltip needs to say why. */}
            <Button
              color="grape"
              size="xs"
              leftSection={<IconRestore size={14} />}
              data-disabled={blocked ? true : undefined}
              onClick={() => !blocked && setRestoring(true)}
              data-action-type="quote-version-restore"
            >
              {t('restore')}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      <RestoreVersionModal
        opened={restoring}
        onClose={() => setRestoring(false)}
        quoteId={quoteId}
        code={code}
        version={version}
        currentVersion={currentVersion}
      />
    </Alert>
  );
}
