import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * Why a quote's tab is read-only: the domain's one lock sentence (quoteLock), shown alike on every
 * tab — grey when nothing may be edited, orange when only prices are held.
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
