import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast renderer, in a chunk of its own (see DeferredNotifications.tsx). Top right
 * on wider screens; at the bottom on phones, where a toast at the top would cover the header's
 * menu button for as long as it shows.
 */
export default function NotificationsHost() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} zIndex={1000} />;
}
