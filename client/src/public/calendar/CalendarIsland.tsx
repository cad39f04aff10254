import { Alert, Container, Loader, Paper, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { PublicCalendarMonthQuery as MonthResult } from '../../gql/graphql.ts';
import { refresh, useQuery } from '../../islands/graphql.ts';
import { navigate, useSearchParams } from '../../islands/location.tsx';
import type { SubmittedForm } from '../../../../shared/ssr.ts';
import type { SubmissionReceipt } from '../../../../shared/visitor-forms.ts';
import { AvailabilityCalendar } from './AvailabilityCalendar.tsx';
import classes from './calendar.module.css';
import { BOOKING_SENT_TITLE, bookingSentMessage } from './booking-sent.ts';
import { BOOKING_REQUEST_ID, calendarHref, provisionalMonth } from './calendar-url.ts';
import { PARAM_SHAPES, type ParamShape } from '../../../../shared/page-params.ts';
import { CalendarLegend } from './CalendarLegend.tsx';
import { ContactHelp, type ContactHelpProps } from './ContactHelp.tsx';
import { DateInformation } from './DateInformation.tsx';
import { localToday } from './format.ts';
import { monthOf } from '../../../../shared/dates.ts';

export const PublicCalendarMonthQuery = graphql(`
  query PublicCalendarMonth($month: YearMonth!) {
    calendarMonth(month: $month) {
      month
      today
      lastBookableDate
      days {
        date
        status
        isPast
        isBookable
        notBookableReason
        timeSlots
        startTime
        endTime
        notes
        premiumMultiplier
        isHeld
      }
    }
  }
`);

export type CalendarMonth = MonthResult['calendarMonth'];

/*
 * The booking request form and the receipt that takes its place once sent are a chunk of their
 * own: most visitors look at dates and never open the form, and the page's JavaScript stays within
 * its budget (docs/decisions/033-islands.md). The server renders them at once (its build awaits the
 * module; `import.meta.env.SSR` is false in the browser's build, so there the branch and its import
 * are gone), so a visitor without JavaScript gets them. In the browser the chunk is loaded before
 * hydrating when the server's HTML holds either (calendarIsland below), so the form hydrates with
 * the rest and keeps what was typed; otherwise when the form is opened.
 */
type BookingModule = typeof import('./BookingRequest.tsx');
const loadBookingModule = () => import('./BookingRequest.tsx');
let loadedBookingModule: BookingModule | null = import.meta.env.SSR ? await loadBookingModule() : null;
const LazyBookingForm = lazy(() => loadBookingModule().then((module) => ({ default: module.BookingRequest })));
const LazyBookingReceipt = lazy(() => loadBookingModule().then((module) => ({ default: module.BookingReceipt })));
const BookingForm = (props: Parameters<BookingModule['BookingRequest']>[0]) => {
  const Form = loadedBookingModule?.BookingRequest ?? LazyBookingForm;
  return <Form {...props} />;
};
const BookingReceipt = (props: Parameters<BookingModule['BookingReceipt']>[0]) => {
  const Receipt = loadedBookingModule?.BookingReceipt ?? LazyBookingReceipt;
  return <Receipt {...props} />;
};

export interface CalendarIslandProps {
  /**
   * The calendarMonth answers the page was rendered with: the venue's current month (or the
   * address's), and the chosen date's month. The first one says what today is for the venue.
   */
  months: CalendarMonth[];
  /** The page could not load its months. */
  failed: boolean;
  /** The refused native booking request the page answers, if any (server/http/public-forms.ts). */
  submitted: SubmittedForm | null;
  /** What this browser's booking request stored, on the page it landed on (`&sent=1`). */
  receipt?: SubmissionReceipt | null;
  /** The venue's phone and e-mail for "Prefer to talk it through?" (the footer settings). */
  contact: ContactHelpProps;
}

/**
 * The island's component, for client/src/islands/registry.ts: a page whose HTML holds the booking
 * request form has its code loaded first, so the form hydrates with the rest of the island.
 */
export async function calendarIsland(): Promise<typeof CalendarIsland> {
  if (!loadedBookingModule && document.querySelector('[data-island="calendar"] #booking-request')) loadedBookingModule = await loadBookingModule();
  return CalendarIsland;
}

/**
 * The interactive part of /calendar, an island (client/src/islands/): the month view, the Date
 * Information card, the legend and contact help beside it, and the booking request form or its
 * success text below.
 *
 * Everything it shows comes from the address: ?month=yyyy-MM (missing or invalid: the venue's
 * current month), &date=yyyy-MM-dd (the chosen date, in any month), &request=1 (the form, for a
 * date that can be requested) and &sent=1 (a request sent natively). The server renders it from
 * the months the page fetched; once hydrated, the links change the address without a reload and
 * another month is asked for once (the islands' fetch, no Apollo Client, no router). A request sent
 * from the island lands on the same address as a native one (&sent=1), with the same receipt in
 * place of the form, focused; the months shown are asked for again.
 */
export function CalendarIsland({ months, failed, submitted: refused, receipt: renderedReceipt = null, contact }: CalendarIslandProps) {
  const params = useSearchParams();
  // Today and the booking horizon as the server judged them for the page; kept from the latest
  // answer while another month loads.
  const known = useRef<CalendarMonth | null>(months[0] ?? null);
  const today = known.current?.today ?? localToday();
  // Read through the route table's shapes, as the server rendered the page: a month or date out of
  // the calendar's reach is the page without it.
  const reach = () => ({ today, lastBookableDate: known.current?.lastBookableDate ?? null });
  // The calendar page's shapes (shared/routes.ts declares them), read directly: the island need not carry the whole table.
  const { calendarMonth: monthShape, calendarDate: dateShape } = PARAM_SHAPES;
  const readParam = (shape: ParamShape | undefined, value: string | null) => (value === null || !shape ? null : shape(value, reach));
  const monthParam = readParam(monthShape, params.get('month'));
  const selected = readParam(dateShape, params.get('date'));
  const requesting = params.get('request') === '1';
  const sent = params.get('sent') === '1';
  const [receipt, setReceipt] = useState<{ value: SubmissionReceipt; justSent: boolean } | null>(
    renderedReceipt?.form === 'booking' ? { value: renderedReceipt, justSent: false } : null,
  );
  // Once a request is sent here, the refused post the page was rendered for is history.
  const submitted = receipt?.justSent ? null : refused;

  const rendered = (month: string) => {
    const answer = months.find((candidate) => candidate.month === month);
    return answer ? { calendarMonth: answer } : undefined;
  };

  const month = monthParam ?? (known.current ? monthOf(known.current.today) : provisionalMonth());
  const shown = useQuery(PublicCalendarMonthQuery, { month }, { initial: rendered(month) });
  // The chosen date's month, when it is another one, so the card has its details.
  const dateMonth = selected ? monthOf(selected) : month;
  const other = useQuery(PublicCalendarMonthQuery, { month: dateMonth }, { skip: dateMonth === month, initial: rendered(dateMonth) });
  const calendar = shown.data?.calendarMonth.month === month ? shown.data.calendarMonth : null;
  const dateCalendar = dateMonth === month ? calendar : other.data?.calendarMonth.month === dateMonth ? other.data.calendarMonth : null;
  if (calendar) known.current = calendar;

  const days = useMemo(() => new Map((calendar?.days ?? []).map((day) => [day.date, day])), [calendar]);
  const selectedDay = (selected && dateCalendar?.days.find((day) => day.date === selected)) || null;
  const error = Boolean(shown.error) || (failed && !calendar);
  // The request just sent for the chosen date, if any: the card and the page below say so.
  const requested = receipt?.value.form === 'booking' && receipt.value.eventDate === selected ? receipt.value : null;

  // A request refused because the date changed since the page was shown keeps its form (and what
  // was typed) on screen even once the date is no longer bookable.
  const [refusedOn, setRefusedOn] = useState<string | null>(null);
  /**
   * The date's availability changed under an open form (blocked, booked, held elsewhere): the
   * months shown are asked for again, so the card, the calendar and the form's slots say what the
   * server says now. Resolves with the date as it is now (null when it could not be asked).
   */
  async function onStale(date: string) {
    setRefusedOn(date);
    const [fresh] = await Promise.all([
      refresh(PublicCalendarMonthQuery, { month: monthOf(date) }),
      monthOf(date) !== month ? refresh(PublicCalendarMonthQuery, { month }) : undefined,
    ]);
    return fresh?.calendarMonth.days.find((day) => day.date === date) ?? null;
  }

  function onSent(sentReceipt: SubmissionReceipt) {
    if (sentReceipt.form !== 'booking') return;
    setReceipt({ value: sentReceipt, justSent: true });
    navigate(calendarHref({ month, date: sentReceipt.eventDate, sent: true }));
    // The date's status as it is now, for the card and the calendar.
    void refresh(PublicCalendarMonthQuery, { month });
    if (monthOf(sentReceipt.eventDate) !== month) void refresh(PublicCalendarMonthQuery, { month: monthOf(sentReceipt.eventDate) });
  }

  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <div className={classes.layout}>
        <div>
          <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }} shadow="xs">
            {error && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="sm">
                Failed to fetch calendar availability. Please refresh the page or call us.
              </Alert>
            )}
            <AvailabilityCalendar
              month={month}
              selected={selected}
              days={days}
              loading={shown.loading && !calendar}
              today={today}
              lastBookableDate={known.current?.lastBookableDate ?? null}
            />
          </Paper>
        </div>
        <div>
          <Stack gap="md">
            <DateInformation day={selectedDay} month={month} window={known.current ? { today, lastBookableDate: known.current.lastBookableDate } : null} requested={requested?.reference ?? null} />
            <CalendarLegend />
            <ContactHelp {...contact} />
          </Stack>
        </div>
        {/* A refused request comes back to its form, even if the date has just stopped being bookable. */}
        {requesting && selectedDay && (selectedDay.isBookable || submitted || refusedOn === selectedDay.date) && (
          <div className={classes.wide}>
            <Suspense fallback={<Loader size="sm" aria-label="Loading the booking request form" />}>
              <BookingForm date={selectedDay.date} timeSlots={selectedDay.timeSlots} submitted={submitted} onSent={onSent} onStale={onStale} />
            </Suspense>
          </div>
        )}
        {sent && selected && !requesting && (
          <div className={classes.wide}>
            {/* Where a sent request lands (server/http/public-forms.ts, or onSent above). */}
            {requested ? (
              <Suspense fallback={<Loader size="sm" aria-label="Loading your request" />}>
                <BookingReceipt receipt={requested} closed={calendarHref({ month, date: selected, toDetails: true })} focusOnShow={receipt?.justSent ?? false} />
              </Suspense>
            ) : (
              // Sent, but this browser has no receipt to show (its cookie gone): the words alone.
              <Alert id={BOOKING_REQUEST_ID} role="status" color="willow" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={BOOKING_SENT_TITLE}>
                {bookingSentMessage(selected)}
              </Alert>
            )}
          </div>
        )}
      </div>
    </Container>
  );
}
