import { Notifications } from '@mantine/notifications';

/** Mantine's toast renderer, in a chunk of its own (see DeferredNotifications in App.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}
