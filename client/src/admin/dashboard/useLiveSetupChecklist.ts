import { useEffect, useRef } from 'react';
import { useLiveBookings, useLiveInquiries } from '../bookings/booking-ui.tsx';
import { useContentChangeEvents } from '../content-kit/useContentChanges.ts';
import { useLiveCalendar, useLiveFaqs, useLiveSetup, useLiveSiteSettings } from '../shell/live-updates.ts';

/**
 * The "Set up your venue" checklist is worked out from what the site holds (server/modules/setup),
 * so it follows every record a step reads: the name and logo (site settings), contact details,
 * page texts, hero slides and gallery photos (content changes), FAQs, the demo bookings, inquiries
 * and special dates, and the checklist's own switches. A burst of events refetches once.
 * E-mail is the server's RESEND_API_KEY, read at start: no event changes it.
 */
export function useLiveSetupChecklist(onChange: () => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changed = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), 150);
  };
  useLiveSiteSettings(changed);
  useContentChangeEvents(changed);
  useLiveFaqs(changed);
  useLiveCalendar(changed);
  useLiveBookings(changed, { announce: false });
  useLiveInquiries(changed, { announce: false });
  useLiveSetup(changed);
}
