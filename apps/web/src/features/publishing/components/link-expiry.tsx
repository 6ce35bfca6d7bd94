import dayjs from 'dayjs';
import { Group, Text } from '@mantine/core';
import type { QuoteId } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';
import { useFormats } from '../../../lib/formats';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetLinkExpiry } from '../api/set-link-expiry';

/** The optional last day of the link; cleared, it never expires. */
export function LinkExpiry({
  quoteId,
  expiresAt,
  disabled,
}: {
  quoteId: QuoteId;
  expiresAt: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('publishing');
  const formats = useFormats();
  const setExpiry = useSetLinkExpiry(quoteId);
  const change = (value: string | null) =>
    setExpiry.mutate(value ? dayjs(value).endOf('day').toISOString() : null, {
      onSuccess: () =>
        notifySuccess(value ? t('expiry.until', { date: formats.date(value, 'D MMM YYYY') }) : t('expiry.noLonger')),
      onError: notifyError,
    });
  return (
    <Group gap="xs">
      <Text size="sm" component="span" id="link-expiry-label">
        {t('expiry.label')}
      </Text>
      <LazyDatePickerInput
        placeholder={t('expiry.never')}
        aria-label={t('expiry.label')}
        value={expiresAt ? dayjs(expiresAt).format('YYYY-MM-DD') : null}
        onChange={(value) => change(value as string | null)}
        minDate={dayjs().add(1, 'day').format('YYYY-MM-DD')}
        clearable
        disabled={disabled || setExpiry.isPending}
        valueFormat="D MMM YYYY"
        w={200}
        size="sm"
      />
    </Group>
  );
}
