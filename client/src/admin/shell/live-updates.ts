import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import { useLiveBookings } from '../bookings/booking-ui.tsx';
import { useContentChangeEvents } from '../content-kit/useContentChanges.ts';

/*
 * Live admin screens: a screen that shows data another admin action changes refetches
 * when the server announces that change, so a second tab (or a second admin) never shows a stale
 * list. One hook per topic; bookings and inquiries have theirs in bookings/booking-ui.tsx, content
 * staging in content-kit/useContentChanges.ts.
 */

/**
 * The context of every query a live update (or a change in another screen) refetches. Apollo joins a
 * request to an identical one already on its way (query deduplication), and that one may have been
 * answered by the server before the change the event announces: the screen then kept the old list
 * until the next change (a token created in another tab while the API Tokens screen was still
 * loading never showed). With this context each refetch asks the server again. Only these queries
 * opt out: elsewhere deduplication saves real requests (the preview frame's page asks for the
 * viewer from seven components).
 */
export const LIVE_QUERY_CONTEXT = { queryDeduplication: false } as const;

const CalendarChangedSubscription = graphql(`
  subscription CalendarChanged {
    calendarChanged {
      reason
      changedAt
    }
  }
`);

const FaqsChangedSubscription = graphql(`
  subscription FaqsChanged {
    faqsChanged {
      reason
      changedAt
    }
  }
`);

const AdminSiteSettingsChangedSubscription = graphql(`
  subscription AdminSiteSettingsChanged {
    siteSettingsChanged {
      key
      changedAt
    }
  }
`);

const AdminPagesChangedSubscription = graphql(`
  subscription AdminPagesChanged {
    pageSettingsChanged {
      changedAt
    }
  }
`);

const AccountChangedSubscription = graphql(`
  subscription AccountChanged {
    accountChanged {
      change
      changedAt
    }
  }
`);

const OutboxChangedSubscription = graphql(`
  subscription OutboxChanged {
    outboxChanged {
      messageId
      status
      changedAt
    }
  }
`);

const FollowUpsChangedSubscription = graphql(`
  subscription FollowUpsChanged {
    followUpsChanged {
      kind
      changedAt
    }
  }
`);

const BookingTermsChangedSubscription = graphql(`
  subscription BookingTermsChanged {
    bookingTermsChanged {
      version
      changedAt
    }
  }
`);

const ApiAllowedOriginsChangedSubscription = graphql(`
  subscription ApiAllowedOriginsChanged {
    apiAllowedOriginsChanged {
      version
      changedAt
    }
  }
`);

const SetupChangedSubscription = graphql(`
  subscription SetupChanged {
    setupChanged {
      change
      changedAt
    }
  }
`);

const TimelineChangedSubscription = graphql(`
  subscription TimelineChanged {
    timelineChanged {
      changedAt
    }
  }
`);

const WebhooksChangedSubscription = graphql(`
  subscription WebhooksChanged {
    webhooksChanged {
      change
      changedAt
    }
  }
`);

/** Keeps the latest callback without re-subscribing on every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** A special date, a block, the operating hours or the calendar feed changed. */
export function useLiveCalendar(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(CalendarChangedSubscription, { onData: () => latest.current() });
}

/** An FAQ was added, edited, deleted, shown/hidden or the list reordered. */
export function useLiveFaqs(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(FaqsChangedSubscription, { onData: () => latest.current() });
}

/** Footer, social links, branding, SEO or contact details changed. */
export function useLiveSiteSettings(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(AdminSiteSettingsChangedSubscription, { onData: () => latest.current() });
}

/** A page was renamed, shown or hidden, or the pages reordered. */
export function useLivePages(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(AdminPagesChangedSubscription, { onData: () => latest.current() });
}

/** The signed-in account's name, picture, e-mail, password or sessions changed (here or in another tab). */
export function useLiveAccount(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(AccountChangedSubscription, { onData: () => latest.current() });
}

/** A message was queued, sent, failed or retried. A batch sent at once refetches once. */
export function useLiveOutbox(onChange: () => void) {
  const latest = useLatest(onChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useSubscription(OutboxChangedSubscription, {
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), 250);
    },
  });
}

/** A follow-up was saved or reset (in another tab, or by another admin). */
export function useLiveFollowUps(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(FollowUpsChangedSubscription, { onData: () => latest.current() });
}

/** The booking terms were saved (in another tab, or by another admin). */
export function useLiveBookingTerms(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(BookingTermsChangedSubscription, { onData: () => latest.current() });
}

/** The sites allowed to call the API were saved (in another tab, or by another admin). */
export function useLiveApiAllowedOrigins(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(ApiAllowedOriginsChangedSubscription, { onData: () => latest.current() });
}

/**
 * Something a client's timeline or the follow-ups' log could show happened: a step of an inquiry or a
 * booking, an e-mail queued, sent or skipped.
 */
export function useLiveTimeline(onChange: () => void) {
  const latest = useLatest(onChange);
  useSubscription(TimelineChangedSubscription, { onData: () => latest.current() });
}

/**
 * The setup checklist was hidden or shown, a note dismissed, or (`demoData` only) the demo venue's
 * sample bookings, inquiries and special dates deleted: lists showing them refetch.
 */
export function useLiveSetup(onChange: () => void, { demoData = false }: { demoData?: boolean } = {}) {
  const latest = useLatest(onChange);
  useSubscription(SetupChangedSubscription, {
    onData: ({ data }) => {
      const change = data.data?.setupChanged.change;
      if (change && (!demoData || change === 'DEMO_DATA')) latest.current();
    },
  });
}

/**
 * A webhook endpoint was added, edited, paused, given a new secret or deleted (in another tab or by
 * an API token), or a delivery was attempted. A burst (a batch of deliveries) refetches once.
 */
export function useLiveWebhooks(onChange: () => void) {
  const latest = useLatest(onChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useSubscription(WebhooksChangedSubscription, {
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), 250);
    },
  });
}

/**
 * Any record the owner edits was saved (content, FAQs, pages, settings, follow-ups, terms, the
 * allowed sites, the calendar, bookings and quotes): the change log's saved versions refetch, once
 * per burst.
 */
export function useLiveAnyRecord(onChange: () => void) {
  const latest = useLatest(onChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changed = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), 150);
  };
  useContentChangeEvents(changed);
  useLiveFaqs(changed);
  useLivePages(changed);
  useLiveSiteSettings(changed);
  useLiveFollowUps(changed);
  useLiveBookingTerms(changed);
  useLiveApiAllowedOrigins(changed);
  useLiveCalendar(changed);
  useLiveBookings(changed, { announce: false });
}
