import type { Config } from '../../config.ts';
import type { DB } from '../../db/client.ts';
import type { BookingSource } from '../../db/schema/bookings.ts';
import { badInput } from '../../errors.ts';
import { datesOfMonth, weekdayOf } from '../../lib/dates.ts';
import { monthsBetween, reportRangeProblem } from '../../../shared/reports.ts';
import { getCalendarSettings } from '../calendar/index.ts';
import { bookingRevenueSql } from '../ledger/index.ts';
import { isEventType, type EventType } from '../../../shared/events.ts';
import { factsOfRow, INQUIRY_FACTS_SQL } from '../inquiries/index.ts';
import { INQUIRY_LOST_REASONS, INQUIRY_STAGES, inquiryLostReason, inquiryStage, type InquiryLostReason, type InquiryStage } from '../../../shared/inquiry-outcome.ts';
import { INQUIRY_SOURCE_NOT_GIVEN, INQUIRY_SOURCES, isInquirySource, type InquirySource } from '../../../shared/inquiries.ts';

/*
 * The owner's Reports: figures by month over a range of whole months, computed from the
 * bookings, inquiries and special dates as they are now. Booked business is confirmed and
 * completed bookings, by event date. Inquiries count by the month they arrived in the venue's time
 * zone; one converted when it is won: a booking made from it (bookings.inquiry_id) is confirmed or
 * completed (shared/inquiry-outcome.ts).
 */

const BOOKED = `status in ('confirmed', 'completed')`;
/** A booking's revenue (one definition, shared with the dashboard: ledger bookingRevenueSql). */
const REVENUE = bookingRevenueSql('b');

export interface ReportMonth {
  month: string;
  /** Whole US cents. */
  revenueCents: number;
  bookings: number;
  inquiries: number;
  convertedInquiries: number;
  conversionRate: number | null;
  bookedDays: number;
  openDays: number;
  occupancy: number | null;
}

export interface Reports {
  from: string;
  to: string;
  months: ReportMonth[];
  bookingsByEventType: { eventType: EventType; bookings: number; revenueCents: number }[];
  bookingsBySource: { source: BookingSource; bookings: number }[];
  averageLeadTimeDays: number | null;
  totalRevenueCents: number;
  totalBookings: number;
  conversionRate: number | null;
  /** Every source in the form's order, with the range's inquiries of it and how many converted. */
  /** The range's inquiries by where they stand now, every stage in pipeline order. */
  pipeline: { stage: InquiryStage; inquiries: number }[];
  /** The range's lost inquiries by reason, most first. */
  lostReasons: { reason: InquiryLostReason; inquiries: number }[];
  conversionBySource: { source: InquirySource; inquiries: number; convertedInquiries: number; conversionRate: number | null }[];
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant a local calendar date begins in a time zone (midnight there), in epoch ms. */
export function startOfLocalDate(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, day);
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClockFormats.set(timeZone, format);
  }
  const offsetAt = (instant: number) => {
    const parts = format.formatToParts(instant);
    const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
  };
  // The offset at the guess, then again at the corrected instant (a daylight-saving change between).
  const guess = wallClock - offsetAt(wallClock);
  return wallClock - offsetAt(guess);
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function buildReports({ db, config }: { db: DB; config: Pick<Config, 'venueTimeZone'> }, from: string, to: string): Reports {
  const problem = reportRangeProblem(from, to);
  if (problem) throw badInput(problem);
  const sqlite = db.$client;
  const months = monthsBetween(from, to);
  const firstDay = `${from}-01`;
  const lastDay = datesOfMonth(to).at(-1)!;

  const byMonth = new Map(
    (
      sqlite
        .prepare(
          `select substr(b.event_date, 1, 7) as month, sum(case when b.${BOOKED} then 1 else 0 end) as bookings, coalesce(sum(${REVENUE}), 0) as revenueCents
           from bookings b where b.status in ('confirmed', 'completed', 'cancelled') and b.event_date between ? and ? group by month`,
        )
        .all(firstDay, lastDay) as { month: string; bookings: number; revenueCents: number }[]
    ).map((row) => [row.month, row]),
  );

  // Month boundaries as instants in the venue's zone, for inquiries (stored as instants).
  const bounds = months.map((month) => startOfLocalDate(`${month}-01`, config.venueTimeZone));
  const afterLast = nextMonthStart(to, config.venueTimeZone);
  const monthOf = (instant: number) => {
    // The last boundary at or before the instant (binary search over the months' starts).
    let low = 0;
    let high = months.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (bounds[middle]! <= instant) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const inquiries = new Array<number>(months.length).fill(0);
  const converted = new Array<number>(months.length).fill(0);
  const bySource = new Map(INQUIRY_SOURCES.map((source) => [source, { inquiries: 0, converted: 0 }]));
  // Inquiries still held for review (a flood past the form's limit) are not leads until the owner
  // moves them to the inbox: they would sink every conversion rate.
  const stages = new Map(INQUIRY_STAGES.map((stage) => [stage, 0]));
  const lostReasons = new Map<InquiryLostReason, number>();
  const rows = sqlite
    .prepare(`select i.created_at as createdAt, i.source as source, ${INQUIRY_FACTS_SQL} from inquiries i where i.created_at >= ? and i.created_at < ? and i.status <> 'held'`)
    .all(bounds[0], afterLast) as ({ createdAt: number; source: string } & Parameters<typeof factsOfRow>[0])[];
  for (const row of rows) {
    const index = monthOf(row.createdAt);
    const facts = factsOfRow(row);
    const stage = inquiryStage(facts);
    // Converted means won: a booking made from it is confirmed or completed (a quote alone is not).
    const won = stage === 'won';
    stages.set(stage, stages.get(stage)! + 1);
    const lostReason = inquiryLostReason(facts);
    if (lostReason) lostReasons.set(lostReason, (lostReasons.get(lostReason) ?? 0) + 1);
    inquiries[index]! += 1;
    if (won) converted[index]! += 1;
    // The service writes only listed values; anything else (a row written by hand) counts as not given.
    const source = bySource.get(isInquirySource(row.source) ? row.source : INQUIRY_SOURCE_NOT_GIVEN)!;
    source.inquiries += 1;
    if (won) source.converted += 1;
  }

  // Open days: the weekly open days, changed by special dates: an "unavailable" date is closed
  // unless it was blocked for a booking (then it is booked, and counts as open and booked).
  const settings = getCalendarSettings(db);
  const openWeekdays = new Set<string>(settings.availableDays);
  const specialDates = new Map(
    (
      sqlite
        .prepare(`select date, status, blocked_for_booking_id as blockedFor from calendar_availability where date between ? and ?`)
        .all(firstDay, lastDay) as { date: string; status: string; blockedFor: string | null }[]
    ).map((row) => [row.date, row]),
  );
  const bookedDates = new Set(
    (sqlite.prepare(`select distinct event_date as date from bookings where ${BOOKED} and event_date between ? and ?`).all(firstDay, lastDay) as { date: string }[]).map(
      (row) => row.date,
    ),
  );

  const reportMonths: ReportMonth[] = months.map((month, index) => {
    const row = byMonth.get(month);
    let openDays = 0;
    let bookedDays = 0;
    for (const date of datesOfMonth(month)) {
      const special = specialDates.get(date);
      const booked = bookedDates.has(date);
      if (booked) bookedDays += 1;
      if (booked || (special ? special.status !== 'unavailable' || special.blockedFor !== null : openWeekdays.has(weekdayOf(date)))) openDays += 1;
    }
    return {
      month,
      revenueCents: Number(row?.revenueCents ?? 0),
      bookings: row?.bookings ?? 0,
      inquiries: inquiries[index]!,
      convertedInquiries: converted[index]!,
      conversionRate: rate(converted[index]!, inquiries[index]!),
      bookedDays,
      openDays,
      occupancy: rate(bookedDays, openDays),
    };
  });

  const bookingsByEventType = (
    sqlite
      .prepare(
        `select b.event_type as eventType, count(*) as bookings, coalesce(sum(${REVENUE}), 0) as revenueCents from bookings b
         where b.${BOOKED} and b.event_date between ? and ? group by b.event_type order by bookings desc, b.event_type`,
      )
      // bookings.service writes only shared/events.ts values; anything else (a row written by hand)
      // is counted as Other rather than failing the whole report.
      .all(firstDay, lastDay) as { eventType: string; bookings: number; revenueCents: number }[]
  ).reduce<{ eventType: EventType; bookings: number; revenueCents: number }[]>((rows, row) => {
    const eventType: EventType = isEventType(row.eventType) ? row.eventType : 'Other';
    const same = rows.find((existing) => existing.eventType === eventType);
    if (same) {
      same.bookings += row.bookings;
      same.revenueCents += Number(row.revenueCents);
    } else rows.push({ eventType, bookings: row.bookings, revenueCents: Number(row.revenueCents) });
    return rows;
  }, []);
  bookingsByEventType.sort((a, b) => b.bookings - a.bookings || a.eventType.localeCompare(b.eventType));
  const bookingsBySource = sqlite
    .prepare(`select source, count(*) as bookings from bookings where ${BOOKED} and event_date between ? and ? group by source order by bookings desc, source`)
    .all(firstDay, lastDay) as { source: BookingSource; bookings: number }[];
  // Lead time: from the day the booking was made to its event, in days.
  const lead = sqlite
    .prepare(`select avg(julianday(event_date) - (created_at / 86400000.0 + 2440587.5)) as days from bookings where ${BOOKED} and event_date between ? and ?`)
    .get(firstDay, lastDay) as { days: number | null };

  const totalInquiries = inquiries.reduce((sum, n) => sum + n, 0);
  const totalConverted = converted.reduce((sum, n) => sum + n, 0);
  return {
    from,
    to,
    months: reportMonths,
    bookingsByEventType,
    bookingsBySource,
    averageLeadTimeDays: lead.days === null ? null : Math.max(0, Math.round(lead.days * 10) / 10),
    totalRevenueCents: reportMonths.reduce((sum, month) => sum + month.revenueCents, 0),
    totalBookings: reportMonths.reduce((sum, month) => sum + month.bookings, 0),
    conversionRate: rate(totalConverted, totalInquiries),
    pipeline: [...stages].map(([stage, count]) => ({ stage, inquiries: count })),
    lostReasons: [...lostReasons].map(([reason, count]) => ({ reason, inquiries: count })).sort((a, b) => b.inquiries - a.inquiries || INQUIRY_LOST_REASONS.indexOf(a.reason) - INQUIRY_LOST_REASONS.indexOf(b.reason)),
    conversionBySource: [...bySource].map(([source, counts]) => ({
      source,
      inquiries: counts.inquiries,
      convertedInquiries: counts.converted,
      conversionRate: rate(counts.converted, counts.inquiries),
    })),
  };
}

function nextMonthStart(month: string, timeZone: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return startOfLocalDate(next, timeZone);
}
