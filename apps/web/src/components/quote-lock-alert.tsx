import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuoteLock } from '@itinera/domain';

/**
 * The domain's lock sentences (quoteLock) in the reader's language (decision 0095). Their words live in
 * the catalogue's `server` namespace, the one home the API's price-lock refusal reads too
 * (decision 0095); a status is named by its badge word, lower-cased inside a sentence as the API does.
 */
export function useLockText(): (lock: QuoteLock) => string {
  // No suspense: until the namespace arrives the tab shows the domain's English words, never a key.
  const { t, i18n, ready } = useTranslation(['server', 'common'], { useSuspense: false });
  return (lock) =>
    !ready
      ? lock.message
      : lock.sentences
          .map(({ key, params }) => {
            if (!params) return t(`server:${key}`);
            const name = t(`common:quoteStatus.${params.statusId}`);
            return t(`server:${key}`, { status: i18n.language === 'en' ? name : name.toLowerCase() });
          })
          .join(' ');
}

/**
 * Why a quote's tab is read-only: the domain's one lock sentence (quoteLock), shown alike on every
 * tab — grey when nothing may be edited, orange when only prices are held; its text comes from useLockText.
 */
export function QuoteLockAlert({
  scope,
  children,
  ...spacing
}: { scope: 'editing' | 'prices'; children: ReactNode } & Pick<AlertProps, 'mb' | 'py' | 'radius' | 'styles'>) {
  return (
    <Alert
      color={scope === 'editing' ? 'gray' : 'orange'}
      variant="light"
      icon={<IconLock size={18} />}
      role="status"
      data-testid="quote-lock"
      {...spacing}
    >
      {children}
    </Alert>
  );
}

/** A lock (quoteLock) in its alert, in the reader's language. */
export function QuoteLockNotice({ lock, ...spacing }: { lock: QuoteLock } & Pick<AlertProps, 'mb' | 'py'>) {
  const lockText = useLockText();
  return (
    <QuoteLockAlert scope={lock.scope} {...spacing}>
      {lockText(lock)}
    </QuoteLockAlert>
  );
}
