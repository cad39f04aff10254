import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { hashSecret } from '../../auth/sessions.ts';
import { writeTransaction, type DB } from '../../db/client.ts';
import type { InquiryConnectionModel, InquiryRow } from '../../db/rows.ts';
import { countByStatus as countStatuses } from '../../lib/status-counts.ts';
import { checkDateRange, connection, containsText, searchText, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import { inquiries, INQUIRY_STATUSES } from '../../db/schema/index.ts';
import { badInput, notFound } from '../../errors.ts';
import { venueNow } from '../../lib/dates.ts';
import type { AppServices } from '../../app-services.ts';
import { toCsv } from '../../lib/csv.ts';
import { venueEmailContext } from '../settings/index.ts';
import { dayInfo, nearestOpenDates, describeDayStatus, isOpenDay } from '../calendar/index.ts';
import { updateOrders, updatedSinceCondition } from '../sync/index.ts';
import { INQUIRY_HELD_TEXTS, INQUIRY_SOURCE_HEADING, inquirySourceLabel, type InquirySource } from '../../../shared/inquiries.ts';
import { isSubmissionKey, referenceOf } from '../../../shared/visitor-forms.ts';
import { checkInquiryForm, inquirySourceField, type InquiryFormInput } from '../../../shared/intake/inquiry-form.ts';
import { enforcePublicWriteLimits, formValueOrThrow, INQUIRY_LIMITS, inquiryBySubmissionKey, refuseHoneypot, valueOrThrow } from '../intake/index.ts';
import { recordTimelineIn } from '../timeline/index.ts';
import { assertVersion } from '../versions/index.ts';
import { announceInquiry, currentInquiry, keepInquiryVersion } from './inquiry-version.ts';
import { heldInquiriesNoticeEmail, inquiryConfirmationEmail, inquiryNotificationEmail, NO_MESSAGE, NOT_PROVIDED, NOT_SPECIFIED } from './inquiry-emails.ts';

/*
 * Contact-form inquiries. The inquiry is written FIRST, and the two e-mails about it (venue
 * notification, customer confirmation) are queued in the same transaction, so an e-mail provider
 * that is down never loses an inquiry: the outbox retries later (DESIGN.md, "E-mail").
 */

type InquiryServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox' | 'rateLimiter'>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * The contact form as sent (shared/intake/inquiry-form.ts), with its honeypot: what was typed, or
 * what an API client sent; the schema decides what is stored.
 */
export type SubmitInquiryInput = InquiryFormInput & { website?: string | null };

/** Where an inquiry came from, as stored: empty is "not given"; anything off the list is refused. */
export function inquirySourceOf(value: string | null | undefined, field = 'source'): InquirySource {
  return valueOrThrow(inquirySourceField(value), field);
}

/**
 * The contact form, sent: checked (every field, the honeypot, the rate limits), then stored with its
 * two e-mails in one transaction. A submission key already used returns the inquiry it stored and
 * does nothing else (no limit counted, no e-mail): Back then Send, a double click or a retry after a
 * lost answer never stores a second inquiry. `repeated` says which happened. `request.trusted`: the
 * caller is the venue's own admin (a session or an API token), to whom no visitor limit applies and
 * whose inquiry is never held for review.
 */
export async function sendInquiry(deps: InquiryServices, input: SubmitInquiryInput, request: { ip: string; trusted?: boolean }): Promise<{ inquiry: InquiryRow; repeated: boolean }> {
  // A repeat is answered with the first send's inquiry, whatever its other fields say now.
  const typedKey = input.submissionKey?.trim();
  const earlier = isSubmissionKey(typedKey) ? inquiryBySubmissionKey(deps.db, typedKey) : undefined;
  if (earlier) return { inquiry: earlier, repeated: true };
  refuseHoneypot(input.website);
  // The form's one schema, as the island and the native post apply it: every wrong field at once.
  const { submissionKey, ...fields } = formValueOrThrow(checkInquiryForm(input, { today: venueNow(deps.config).today }));
  const admitted = request.trusted ? 'accepted' : await enforcePublicWriteLimits(deps, INQUIRY_LIMITS, request.ip);

  const context = venueEmailContext(deps.db, deps.config);
  let repeated = false;
  const inquiry = await writeTransaction(deps.db, (tx) => {
    // Two sends with one key at once: the second waits for the first's transaction, then finds it.
    const first = submissionKey ? inquiryBySubmissionKey(tx, submissionKey) : undefined;
    if (first) {
      repeated = true;
      return first;
    }
    if (admitted === 'held') {
      // Past the overall limit: kept for the owner, with no e-mail to anyone about it (a flood must
      // not make the venue mail whatever addresses it names); the venue is told once an hour.
      const holdingAlready = tx
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(and(eq(inquiries.status, 'held'), gte(inquiries.createdAt, new Date(deps.config.now().getTime() - INQUIRY_LIMITS.held!.windowMs))))
        .limit(1)
        .get();
      const stored = tx.insert(inquiries).values({ ...fields, status: 'held', ipHash: hashSecret(request.ip), submissionKey }).returning().get();
      if (!holdingAlready) deps.outbox.enqueue(heldInquiriesNoticeEmail(context), tx);
      return stored;
    }
    const stored = tx.insert(inquiries).values({ ...fields, status: 'new', ipHash: hashSecret(request.ip), submissionKey }).returning().get();
    const desiredDay = stored.desiredDate ? dayInfo(deps, stored.desiredDate) : null;
    const alternatives = desiredDay && !isOpenDay(desiredDay) ? nearestOpenDates(deps, desiredDay.date) : [];
    const visitorAlternatives = stored.alternativeDates.map((date) => dayInfo(deps, date));
    const emailContext = { ...context, desiredDay, alternatives, visitorAlternatives };
    deps.outbox.enqueue(inquiryNotificationEmail(stored, emailContext), tx);
    deps.outbox.enqueue(inquiryConfirmationEmail(stored, emailContext), tx);
    return stored;
  });
  if (repeated) return { inquiry, repeated };
  deps.outbox.kick();
  deps.pubsub.publish('inquiriesChanged', { change: 'CREATED', inquiryId: inquiry.id });
  return { inquiry, repeated };
}

/** The contact form's mutation: the inquiry stored (or the one its submission key stored before). */
export async function submitInquiry(deps: InquiryServices, input: SubmitInquiryInput, request: { ip: string; trusted?: boolean }): Promise<InquiryRow> {
  return (await sendInquiry(deps, input, request)).inquiry;
}

export function listInquiries(db: DB, status?: InquiryStatus | null): InquiryRow[] {
  return db
    .select()
    .from(inquiries)
    .where(status ? eq(inquiries.status, status) : undefined)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .all();
}

export interface InquiryListFilter {
  status?: InquiryStatus | null;
  search?: string | null;
  eventDateFrom?: string | null;
  eventDateTo?: string | null;
  /** Only inquiries changed at or after this instant (incremental sync). */
  updatedSince?: Date | null;
}

export type InquiryOrderName = 'RECEIVED_DESC' | 'RECEIVED_ASC' | 'EVENT_DATE_ASC' | 'EVENT_DATE_DESC' | 'UPDATED_AT_ASC' | 'UPDATED_AT_DESC';

/*
 * An inquiry's desired date may be missing: those come last in both date orders, so each order
 * sorts by a generated column that puts a missing date at its far end (and has an index on it).
 */
const receivedKey = (row: InquiryRow) => [row.createdAt.getTime(), row.id];

export const INQUIRY_ORDERS: Record<InquiryOrderName, ListOrder<InquiryRow>> = {
  RECEIVED_DESC: { name: 'RECEIVED_DESC', direction: 'desc', keys: [inquiries.createdAt, inquiries.id], keyOf: receivedKey },
  RECEIVED_ASC: { name: 'RECEIVED_ASC', direction: 'asc', keys: [inquiries.createdAt, inquiries.id], keyOf: receivedKey },
  EVENT_DATE_ASC: { name: 'EVENT_DATE_ASC', direction: 'asc', keys: [inquiries.desiredDateOrLast, inquiries.id], keyOf: (row) => [row.desiredDateOrLast ?? '9999-12-31', row.id] },
  EVENT_DATE_DESC: { name: 'EVENT_DATE_DESC', direction: 'desc', keys: [inquiries.desiredDateOrFirst, inquiries.id], keyOf: (row) => [row.desiredDateOrFirst ?? '0000-01-01', row.id] },
  ...updateOrders<InquiryRow>(inquiries),
};

function inquiryFilters(filter: InquiryListFilter) {
  checkDateRange(filter.eventDateFrom, filter.eventDateTo);
  const text = searchText(filter.search);
  return [
    text ? containsText(text, inquiries, 'inquiries_search_idx', inquiries.searchText) : undefined,
    filter.eventDateFrom ? gte(inquiries.desiredDate, filter.eventDateFrom) : undefined,
    filter.eventDateTo ? lte(inquiries.desiredDate, filter.eventDateTo) : undefined,
    updatedSinceCondition(inquiries.updatedAt, filter.updatedSince),
  ];
}

/**
 * A page of the admin's inquiries: filtered by status, text (name, e-mail, message) and desired-date
 * range, in one of INQUIRY_ORDERS, by keyset (server/lib/connection.ts).
 */
export function inquiriesConnection(db: DB, args: ConnectionArgs, filter: InquiryListFilter, orderName: InquiryOrderName = 'RECEIVED_DESC'): InquiryConnectionModel {
  const others = inquiryFilters(filter);
  // One grouped count answers both the total and the status filter's counts.
  let counted: Map<InquiryStatus, number> | undefined;
  const countByStatus = () => (counted ??= countStatuses<InquiryStatus>(db, inquiries, inquiries.status, others));
  return connection(
    args,
    {
      where: and(...others, filter.status ? eq(inquiries.status, filter.status) : undefined),
      order: INQUIRY_ORDERS[orderName],
      rows: (condition, order, limit) => db.select().from(inquiries).where(condition).orderBy(...order).limit(limit).all(),
      count: () => {
        const counted = countByStatus();
        return filter.status ? counted.get(filter.status) ?? 0 : [...counted.values()].reduce((sum, n) => sum + n, 0);
      },
      exists: (condition) => db.select({ id: inquiries.id }).from(inquiries).where(condition).limit(1).get() !== undefined,
    },
    () => INQUIRY_STATUSES.map((status) => ({ status, count: countByStatus().get(status) ?? 0 })),
  );
}

export function findInquiry(db: DB, id: string): InquiryRow | undefined {
  return db.select().from(inquiries).where(eq(inquiries.id, id)).get();
}

/** Who changes an inquiry: the admin's user id (null when it came from elsewhere). */
type InquiryActor = string | null;

/**
 * The owner marks an inquiry read, handled or new again, naming the version the card showed
 * (absent: not checked). A change over an inquiry that moved since is refused (CONFLICT) and
 * changes nothing; asking for the status it already has changes nothing and is never refused (a
 * retry, another tab that did the same: docs/api.md "Retrying safely").
 */
export async function updateInquiryStatus(
  deps: Pick<InquiryServices, 'db' | 'pubsub' | 'config'>,
  input: { id: string; status: InquiryStatus; version?: number | null },
  actorId: InquiryActor = null,
): Promise<InquiryRow> {
  if (input.status === 'held') throw badInput(INQUIRY_HELD_TEXTS.onlyTheFormHolds, 'status');
  let unchanged = false;
  const updated = await writeTransaction(deps.db, (tx) => {
    const current = tx.select().from(inquiries).where(eq(inquiries.id, input.id)).get();
    if (!current) return undefined;
    if (current.status === input.status) {
      unchanged = true;
      return current;
    }
    assertVersion(tx, currentInquiry(current), input.version, 'change');
    const updated = tx
      .update(inquiries)
      .set({ status: input.status, handledAt: input.status === 'handled' ? new Date() : null })
      .where(eq(inquiries.id, input.id))
      .returning()
      .get()!;
    // The client's timeline keeps when the owner read, handled or reopened it, and who; the saved
    // versions keep each status it had.
    const kind = input.status === 'handled' ? 'handled' : input.status === 'read' && current.status === 'new' ? 'read' : 'reopened';
    const summary = { handled: 'Marked handled', reopened: `Moved back to ${input.status === 'new' ? 'New' : 'Read'}`, read: 'Marked read' }[kind];
    recordTimelineIn(tx, { inquiryId: updated.id, kind, summary, actor: { kind: 'admin', userId: actorId }, at: deps.config.now() });
    keepInquiryVersion(tx, current, updated, { userId: actorId, now: deps.config.now() });
    return updated;
  });
  if (!updated) throw notFound('That inquiry no longer exists.');
  if (unchanged) return updated;
  announceInquiry(deps.pubsub, updated.id);
  return updated;
}

/**
 * The owner sets or corrects where an inquiry came from, naming the version the card showed
 * (absent: not checked); checked and kept as a status change is.
 */
export async function updateInquirySource(
  deps: Pick<InquiryServices, 'db' | 'pubsub' | 'config'>,
  input: { id: string; source: string; version?: number | null },
  actorId: InquiryActor = null,
): Promise<InquiryRow> {
  const source = inquirySourceOf(input.source);
  let unchanged = false;
  const updated = await writeTransaction(deps.db, (tx) => {
    const current = tx.select().from(inquiries).where(eq(inquiries.id, input.id)).get();
    if (!current) return undefined;
    if (current.source === source) {
      unchanged = true;
      return current;
    }
    assertVersion(tx, currentInquiry(current), input.version, 'change');
    const updated = tx.update(inquiries).set({ source }).where(eq(inquiries.id, input.id)).returning().get()!;
    keepInquiryVersion(tx, current, updated, { userId: actorId, now: deps.config.now() });
    return updated;
  });
  if (!updated) throw notFound('That inquiry no longer exists.');
  if (unchanged) return updated;
  announceInquiry(deps.pubsub, updated.id);
  return updated;
}

export function inquiriesCsv(deps: Pick<InquiryServices, 'db' | 'config'>): string {
  const rows = listInquiries(deps.db);
  return toCsv(
    // New columns go at the end: an owner's spreadsheet built on the earlier ones keeps working.
    ['ID', 'Status', 'Received at', 'Name', 'Email', 'Phone', 'Event type', 'Desired date', 'Desired date status', 'Message', INQUIRY_SOURCE_HEADING, 'Reference', 'Alternative dates'],
    rows.map((inquiry) => [
      inquiry.id,
      inquiry.status,
      inquiry.createdAt.toISOString(),
      inquiry.name,
      inquiry.email,
      inquiry.phone ?? NOT_PROVIDED,
      inquiry.eventType ?? NOT_SPECIFIED,
      inquiry.desiredDate ?? NOT_SPECIFIED,
      inquiry.desiredDate ? describeDayStatus(dayInfo(deps, inquiry.desiredDate)) : '',
      inquiry.message ?? NO_MESSAGE,
      inquirySourceLabel(inquiry.source),
      referenceOf('inquiry', inquiry.id),
      inquiry.alternativeDates.join(' '),
    ]),
  );
}
