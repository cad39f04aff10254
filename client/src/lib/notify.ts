import { notifications } from '@mantine/notifications';

/*
 * Every toast goes through here so they all read the same: the specification's titles ('Success',
 * 'Error', ...) and messages, green for success, red for failure.
 */
export const notify = {
  success(message: string, title = 'Success') {
    notifications.show({ title, message, color: 'willow', withBorder: true });
  },
  error(message: string, title = 'Error') {
    notifications.show({ title, message, color: 'red', withBorder: true, autoClose: 8000 });
  },
  info(message: string, title: string) {
    notifications.show({ title, message, color: 'gold', withBorder: true });
  },
};
