import { Box, Loader, Overlay, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DayStatus } from '../../gql/graphql.ts';
import { navigate, PageLink } from '../../islands/location.tsx';
import { addDays, addMonths, calendarHref, datesOfMonth, weekdayOf } from './calendar-url.ts';
import { DAY_STATUS, HELD_MARK, statusPhrase } from './day-status.tsx';
import { formatLongDate, formatMonth, monthOf } from '../../../../shared/dates.ts';
import classes from './calendar.module.css';

export interface CalendarDayView {
  date: string;
  status: DayStatus;
  isPast: boolean;
  isBookable: boolean;
  premiumMultiplier?: number | null;
  /** A tentative hold keeps the date (shown with its own icon; the words are in the label). */
  isHeld?: boolean | null;
}

interface Props {
  /** The displayed month, yyyy-MM. */
  month: string;
  /** The chosen date (it may lie in another month). */
  selected: string | null;
  days: Map<string, CalendarDayView>;
  loading: boolean;
  today: string;
  lastBookableDate: string | null;
}

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/** "Saturday, December 5, 2026 (today): Premium Rate (1.5x)"; "…: Past Date"; "…: Not yet open for requests". */
export function getDayAriaLabel(date: string, day: CalendarDayView | undefined, today: string, lastBookableDate: string | null = null): string {
  const label = `${formatLongDate(date)}${date === today ? ' (today)' : ''}`;
  if (date < today) return `${label}: Past Date`;
  if (lastBookableDate && date > lastBookableDate) return `${label}: Not yet open for requests`;
  return day ? `${label}: ${statusPhrase(day)}` : label;
}

/** The days of a month in weeks of seven, Sunday first; null pads the first and last week. */
function weeksOf(month: string): (string | null)[][] {
  const cells: (string | null)[] = [...Array<null>(weekdayOf(`${month}-01`)).fill(null), ...datesOfMonth(month)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * The month view: a table of days, each tinted by status, marked with the status's icon and
 * labelled for screen readers ("Saturday, December 5, 2026: Premium Rate (1.5x)"). Months and
 * dates are links (/calendar?month=…&date=…#date-information), so it works as plain HTML; past
 * dates are not links. Dates beyond the booking horizon are shown muted, and their link opens the
 * Date Information card, which says why they cannot be requested yet and from when they can. Once the code has loaded, the table becomes an ARIA
 * grid with one tab stop (roving tabindex): arrow keys move between days and across month edges,
 * Home/End go to the week's ends, Page Up/Down to the previous/next month, Enter or Space chooses.
 * Before that the links are ordinary links, each in the tab order.
 */
export function AvailabilityCalendar({ month, selected, days, loading, today, lastBookableDate }: Props) {
  const titleId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  // Set after hydration, so the server's HTML (all links tabbable, a plain table) is what a
  // visitor without JavaScript uses, and hydration matches it.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const firstMonth = monthOf(today);
  const lastMonth = lastBookableDate ? monthOf(lastBookableDate) : null;
  const previous = month > firstMonth ? addMonths(month, -1) : null;
  const next = !lastMonth || month < lastMonth ? addMonths(month, 1) : null;
  const inReach = (candidate: string) => candidate >= firstMonth && (!lastMonth || candidate <= lastMonth);
  const isLink = (date: string) => date >= today;
  const beyondWindow = (date: string) => Boolean(lastBookableDate) && date > lastBookableDate!;

  const dates = datesOfMonth(month);
  const rovingDate = [focusDate, selected, today].find((candidate) => candidate && monthOf(candidate) === month) ?? dates.find(isLink) ?? dates[0]!;

  const focusDay = (date: string) => {
    const cell = tableRef.current?.querySelector<HTMLElement>(`td[data-date="${date}"]`);
    (cell?.querySelector<HTMLElement>('a') ?? cell)?.focus();
  };

  // A keyboard move into another month focuses its day once that month is shown.
  useEffect(() => {
    const date = pendingFocus.current;
    if (date && monthOf(date) === month) {
      pendingFocus.current = null;
      focusDay(date);
    }
  }, [month]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-date]');
    const from = cell?.dataset.date;
    if (!cell || !from) return;
    if (event.key === ' ' || event.key === 'Spacebar') {
      // Enter follows a link natively; Space would scroll the page.
      event.preventDefault();
      cell.querySelector('a')?.click();
      return;
    }
    let target: string | null = null;
    if (event.key in KEY_STEPS) target = addDays(from, KEY_STEPS[event.key]!);
    else if (event.key === 'Home') target = addDays(from, -weekdayOf(from));
    else if (event.key === 'End') target = addDays(from, 6 - weekdayOf(from));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const other = addMonths(month, event.key === 'PageUp' ? -1 : 1);
      const last = datesOfMonth(other).at(-1)!;
      target = `${other}-${from.slice(8)}` > last ? last : `${other}-${from.slice(8)}`;
    }
    if (!target) return;
    event.preventDefault();
    const targetMonth = monthOf(target);
    if (targetMonth === month) {
      setFocusDate(target);
      focusDay(target);
    } else if (inReach(targetMonth)) {
      setFocusDate(target);
      pendingFocus.current = target;
      navigate(calendarHref({ month: targetMonth, date: selected }));
    }
  }

  return (
    <Box pos="relative" className={classes.calendar}>
      {loading && (
        <Overlay color="#fff" backgroundOpacity={0.55} blur={1} zIndex={5} radius="md">
          <Box pos="absolute" top="50%" left="50%" style={{ transform: 'translate(-50%, -50%)' }}>
            <Loader size="sm" aria-label="Loading availability" />
          </Box>
        </Overlay>
      )}
      <div className={classes.calendarHeader}>
        <MonthLink month={previous} direction="previous" selected={selected} />
        <Title order={2} id={titleId} className={classes.monthTitle} aria-live={enhanced ? 'polite' : undefined}>
          {formatMonth(month)}
        </Title>
        <MonthLink month={next} direction="next" selected={selected} />
      </div>
      <table
        ref={tableRef}
        className={classes.month}
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        role={enhanced ? 'grid' : undefined}
        onKeyDown={enhanced ? onKeyDown : undefined}
        onFocus={(event) => {
          const date = (event.target as HTMLElement).closest<HTMLElement>('td[data-date]')?.dataset.date;
          if (date) setFocusDate(date);
        }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" className={classes.weekday}>
                <span aria-hidden>{short}</span>
                <VisuallyHidden>{long}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                if (!date) return <td key={`pad-${index}`} className={classes.monthCell} />;
                const day = days.get(date);
                const past = Boolean(day?.isPast) || date < today;
                const link = isLink(date);
                const meta = day && !past ? DAY_STATUS[day.status] : null;
                const label = getDayAriaLabel(date, day, today, lastBookableDate);
                const tabIndex = enhanced ? (date === rovingDate ? 0 : -1) : undefined;
                const look = {
                  className: classes.day,
                  'data-status': day?.status,
                  'data-past': past || undefined,
                  'data-disabled': (!past && beyondWindow(date)) || undefined,
                  'data-selected': date === selected || undefined,
                  // "Today" is the venue's today, which may differ from the visitor's.
                  'data-venue-today': date === today || undefined,
                  'data-held': (day?.isHeld && !past) || undefined,
                };
                const inner = (
                  <span className={classes.dayInner} aria-hidden>
                    <span>{Number(date.slice(8, 10))}</span>
                    <span className={classes.dayIcons}>
                      {meta ? <meta.Icon size={14} stroke={2} aria-hidden /> : <span className={classes.noIcon} />}
                      {day?.isHeld && !past && (
                        <span className={classes.heldMark} data-held-mark>
                          <HELD_MARK.Icon size={12} stroke={2.25} aria-hidden />
                        </span>
                      )}
                    </span>
                  </span>
                );
                return (
                  <td
                    key={date}
                    data-date={date}
                    className={classes.monthCell}
                    tabIndex={link ? undefined : tabIndex}
                    aria-disabled={enhanced && !link ? true : undefined}
                  >
                    {link ? (
                      <PageLink
                        {...look}
                        href={calendarHref({ month, date, toDetails: true })}
                        aria-label={label}
                        aria-current={date === selected ? 'date' : undefined}
                        tabIndex={tabIndex}
                      >
                        {inner}
                      </PageLink>
                    ) : (
                      <span {...look}>
                        <VisuallyHidden>{label}</VisuallyHidden>
                        {inner}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

function MonthLink({ month, direction, selected }: { month: string | null; direction: 'previous' | 'next'; selected: string | null }) {
  const label = direction === 'previous' ? 'Previous month' : 'Next month';
  const Icon = direction === 'previous' ? IconChevronLeft : IconChevronRight;
  // Plain elements styled as Mantine's ActionIcon (subtle, xl) drew them: ActionIcon brought its
  // loader and transitions into the calendar's code for two arrows that never load anything.
  if (!month) {
    return (
      <button type="button" className={`${classes.monthArrow} mantine-focus-auto`} disabled aria-label={label}>
        <Icon size={22} aria-hidden />
      </button>
    );
  }
  return (
    <PageLink href={calendarHref({ month, date: selected })} className={`${classes.monthArrow} mantine-focus-auto mantine-active`} aria-label={`${label}, ${formatMonth(month)}`}>
      <Icon size={22} aria-hidden />
    </PageLink>
  );
}
