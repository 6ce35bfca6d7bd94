// Mantine's toast container alone, for deferred-notifications.tsx's dynamic import: importing the
// package's index dynamically would keep the container in the first download, as that index is
// already a static import of lib/notify.ts (for the store).
export { Notifications } from '@mantine/notifications';
