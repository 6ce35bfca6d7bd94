import { lazy, Suspense, useState } from 'react';
import { useNotifications, type NotificationsProps } from '@mantine/notifications';

const Notifications = lazy(() => import('./notifications-container').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's toast container, fetched and mounted when the first toast is shown (decision 0037):
 * mounted up front it renders six empty position containers on the first screen, and its code
 * (~6 kB gzip with its transitions) is in the first download though most visits show no toast.
 * `notifications.show()` only writes to the store; the container reads what is already there.
 */
export function DeferredNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
