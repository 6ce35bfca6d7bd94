import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../lib/i18n';
import { justRecordedRateChange } from '../api/get-service-rate-change';

/**
 * After a save moved a service's rates that open quotes use: "N open quotes use these rates — see
 * the impact", linking to Configuration → Rate changes (docs/domain/rate-changes.md#screens). A
 * failed read only means no notice: the save itself succeeded.
 */
export async function notifyRateImpact(serviceId: number): Promise<void> {
  const change = await justRecordedRateChange(serviceId).catch(() => null);
  if (!change || change.open_quotes === 0) return;
  const n = change.open_quotes;
  notifications.show({
    color: 'orange',
    title: i18n.t('catalogue:rateImpact.title'),
    autoClose: 15_000,
    withBorder: true,
    message: (
      <Text size="sm">
        {i18n.t('catalogue:rateImpact.uses', { count: n })}{' '}
        <Anchor href={`/configuration/rate-changes?change=${change.id}`}>{i18n.t('catalogue:rateImpact.see')}</Anchor>
      </Text>
    ),
  });
}
