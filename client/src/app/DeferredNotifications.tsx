import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsHost = lazy(() => import('./NotificationsHost.tsx'));

/**
 * Toasts are rendered by Mantine's <Notifications>, which (with its transitions and scroll-lock
 * helpers) is a chunk of its own, mounted when the first toast is shown: notify.* puts toasts in
 * Mantine's store, which the component shows once loaded. Most visitors never see a toast.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

