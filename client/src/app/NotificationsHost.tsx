import { getDefaultZIndex } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';

/** Mantine's modal layer (overlay and dialog): toasts go just beneath it while a dialog is open. */
const BENEATH_MODALS = getDefaultZIndex('modal') - 1;
const ABOVE_PAGE = 1000;

/**
 * Mantine's toast renderer, in a chunk of its own (see DeferredNotifications.tsx). Top right
 * on wider screens; at the bottom on phones, where a toast at the top would cover the header's
 * menu button for as long as it shows. While a dialog is open the toasts sit beneath it, so a toast
 * never covers a dialog's close button or its buttons; they still show, dimmed by the
 * dialog's overlay, and come back to full view when it closes.
 */
export default function NotificationsHost() {
  const phone = useMediaQuery('(max-width: 48em)');
  const dialogOpen = useDialogOpen();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} zIndex={dialogOpen ? BENEATH_MODALS : ABOVE_PAGE} />;
}

/** Whether a modal dialog is open on the page (Mantine renders it in a portal on <body>). */
function useDialogOpen() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(document.querySelector('[role="dialog"][aria-modal="true"]') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return open;
}
