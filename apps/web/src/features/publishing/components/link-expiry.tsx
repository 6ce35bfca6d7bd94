import dayjs from 'dayjs';
import { Group, Text } from '@mantine/core';
import type { QuoteId } from '@itinera/domain/contracts';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';
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
  const setExpiry = useSetLinkExpiry(quoteId);
  const change = (value: string | null) =>
    setExpiry.mutate(value ? dayjs(value).endOf('day').toISOString() : null, {
      onSuccess: () =>
        notifySuccess(
          value ? `The link works until ${dayjs(value).format('D MMM YYYY')}.` : 'The link no longer expires.',
        ),
      onError: notifyError,
    });
  return (
    <Group gap="xs">
      <Text size="sm" component="span" id="link-expiry-label">
        Link expires
      </Text>
      <LazyDatePickerInput
        placeholder="Never"
        aria-label="Link expires"
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
