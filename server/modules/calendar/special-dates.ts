import { and, count, eq, gte, lte } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { SpecialDateConnectionModel, SpecialDateRow } from '../../db/rows.ts';
import { connection, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import { PAGINATION_MESSAGES } from '../../../shared/pagination.ts';
import { calendarAvailability, type ReplacedSpecialDate, type SpecialDateStatus } from '../../db/schema/index.ts';
import { badInput, conflict, FieldErrors, notFound } from '../../errors.ts';
import { isValidDate, venueNow } from '../../lib/dates.ts';
import { isValidTime, normalizeTime, startMinutes } from './time.ts';
import { endMinutes, formatLongDate } from '../../../shared/dates.ts';
import { DATE_MESSAGES } from '../../../shared/calendar.ts';
import { updateOrders, updatedSinceCondition, type UpdateOrderName } from '../sync/index.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
import { specialDateName, specialDateValues } from './calendar-versions.ts';
import { type CalendarContext, NOTES_MAX, PREMIUM_MIN, PREMIUM_MAX } from './calendar.service.ts';

/* Special dates: the owner's list (by keyset), adding, changing and removing one, with its field rules. */

export type SpecialDateOrderName = 'DATE_ASC' | UpdateOrderName;

const SPECIAL_DATE_ORDERS: Record<SpecialDateOrderName, ListOrder<SpecialDateRow>> = {
  // One special date per calendar date at most; the id keeps the key unique all the same.
  DATE_ASC: { name: 'DATE_ASC', direction: 'asc', keys: [calendarAvailability.date, calendarAvailability.id], keyOf: (row) => [row.date, row.id] },
  ...updateOrders<SpecialDateRow>(calendarAvailability),
};

export interface SpecialDateFilter {
  from?: string | null;
  to?: string | null;
  status?: SpecialDateStatus | null;
  /** Only special dates changed at or after this instant (incremental sync). */
  updatedSince?: Date | null;
}

/** A page of special dates in date order (or update order), by keyset (server/lib/connection.ts). */
export function specialDatesConnection(db: DB, args: ConnectionArgs, filter: SpecialDateFilter = {}, orderName: SpecialDateOrderName = 'DATE_ASC'): SpecialDateConnectionModel {
  if (filter.from && filter.to && filter.from > filter.to) throw badInput(PAGINATION_MESSAGES.dateRange, 'to');
  const where = and(
    filter.from ? gte(calendarAvailability.date, filter.from) : undefined,
    filter.to ? lte(calendarAvailability.date, filter.to) : undefined,
    filter.status ? eq(calendarAvailability.status, filter.status) : undefined,
    updatedSinceCondition(calendarAvailability.updatedAt, filter.updatedSince),
  );
  return connection(args, {
    where,
    order: SPECIAL_DATE_ORDERS[orderName],
    rows: (condition, order, limit) => db.select().from(calendarAvailability).where(condition).orderBy(...order).limit(limit).all(),
    count: () => db.select({ n: count() }).from(calendarAvailability).where(where).get()!.n,
    exists: (condition) => db.select({ id: calendarAvailability.id }).from(calendarAvailability).where(condition).limit(1).get() !== undefined,
  });
}

interface SpecialDateFields {
  status: SpecialDateStatus;
  notes?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  premiumMultiplier?: number | null;
}

/**
 * Checks and normalizes the fields an admin sets on a special date; every problem is recorded in
 * `errors` and thrown together (with the caller's own, such as the date).
 */
function validateSpecialDateFields(input: SpecialDateFields, errors = new FieldErrors()) {
  const notes = input.notes?.trim() || null;
  if (notes && notes.length > NOTES_MAX) errors.add('notes', `Notes must be at most ${NOTES_MAX} characters.`, 'TOO_LONG');
  const startTime = input.startTime?.trim() || null;
  const endTime = input.endTime?.trim() || null;
  if (startTime && !isValidTime(startTime)) errors.add('startTime', 'Start time must be a time such as 09:00.');
  if (endTime && !isValidTime(endTime, { allowMidnightEnd: true })) errors.add('endTime', 'End time must be a time such as 17:00 (24:00 for midnight).');
  if ((startTime && !endTime) || (!startTime && endTime)) {
    errors.add(startTime ? 'endTime' : 'startTime', 'Give both a start and an end time, or neither.', 'REQUIRED');
  } else if (startTime && endTime && !errors.has('startTime') && !errors.has('endTime') && endMinutes(endTime) <= startMinutes(startTime)) {
    errors.add('endTime', 'The end time must be after the start time.', 'OUT_OF_RANGE');
  }
  let premiumMultiplier: number | null = null;
  if (input.status === 'premium_rate') {
    premiumMultiplier = input.premiumMultiplier ?? 1;
    if (!Number.isFinite(premiumMultiplier) || premiumMultiplier < PREMIUM_MIN || premiumMultiplier > PREMIUM_MAX) {
      errors.add('premiumMultiplier', `The premium multiplier must be between ${PREMIUM_MIN} and ${PREMIUM_MAX}.`, 'OUT_OF_RANGE');
    } else if (Math.abs(premiumMultiplier * 10 - Math.round(premiumMultiplier * 10)) > 1e-9) {
      errors.add('premiumMultiplier', 'The premium multiplier must be in steps of 0.1 (for example 1.5).');
    }
    premiumMultiplier = Math.round(premiumMultiplier * 10) / 10;
  }
  errors.throwIfAny();
  return {
    status: input.status,
    notes,
    startTime: startTime && normalizeTime(startTime),
    endTime: endTime && normalizeTime(endTime),
    premiumMultiplier,
  };
}

export function requireDate(value: string, { empty, invalid }: { empty: string; invalid: string }): string {
  const date = value.trim();
  if (!date) throw badInput(empty, 'date', 'REQUIRED');
  if (!isValidDate(date)) throw badInput(invalid, 'date');
  return date;
}

export async function addSpecialDate(
  deps: CalendarContext,
  input: SpecialDateFields & { date: string },
  actor: VersionActor = { userId: null },
): Promise<SpecialDateRow> {
  const errors = new FieldErrors();
  const date = errors.collect('date', () => requireDate(input.date, { empty: DATE_MESSAGES.required, invalid: 'Please select a valid date (yyyy-MM-dd).' }));
  if (date && date < venueNow(deps.config).today) errors.add('date', 'Special dates must be today or later.', 'OUT_OF_RANGE');
  const fields = validateSpecialDateFields(input, errors); // throws every problem, the date's too
  const day = date!;
  return await writeTransaction(deps.db, (tx) => {
    const existing = tx.select().from(calendarAvailability).where(eq(calendarAvailability.date, day)).get();
    if (existing) {
      throw conflict(`A special date already exists for ${formatLongDate(day)}. Edit or remove it instead.`);
    }
    const created = tx.insert(calendarAvailability).values({ date: day, ...fields }).returning().get();
    const after = specialDateValues(created);
    keepVersion(tx, { kind: 'special_date', recordId: created.id, version: created.version, change: 'create', name: specialDateName(created), before: null, after, actor });
    return created;
  });
}

export async function updateSpecialDate(
  deps: CalendarContext,
  input: SpecialDateFields & { id: string; version?: number | null },
  actor: VersionActor = { userId: null },
): Promise<SpecialDateRow> {
  const fields = validateSpecialDateFields(input);
  return await writeTransaction(deps.db, (tx) => {
    const current = tx.select().from(calendarAvailability).where(eq(calendarAvailability.id, input.id)).get();
    if (!current) throw notFound('That special date no longer exists.');
    assertVersion(tx, { kind: 'special_date', recordId: current.id, version: current.version, values: specialDateValues(current) }, input.version);
    // An edited block is the admin's own: cancelling the booking it was made for no longer lifts it.
    const updated = tx
      .update(calendarAvailability)
      .set({ ...fields, blockedForBookingId: null, replacedSpecialDate: null })
      .where(eq(calendarAvailability.id, input.id))
      .returning()
      .get()!;
    keepVersion(tx, {
      kind: 'special_date',
      recordId: updated.id,
      version: updated.version,
      change: 'update',
      name: specialDateName(updated),
      before: specialDateValues(current),
      after: specialDateValues(updated),
      actor,
    });
    return updated;
  });
}

/**
 * Calendar Settings' Remove. On a block that replaced a special date (Quick Block or Confirm &
 * Block over a premium rate or partial hours), removing the block puts that special date back, as
 * Unblock does: the owner removes the block, not the setting under it. Any other row is deleted.
 * Returns what the date holds afterwards (null: nothing).
 */
export async function removeSpecialDate(
  deps: CalendarContext,
  id: string,
  { version, actor = { userId: null } }: { version?: number | null; actor?: VersionActor } = {},
): Promise<SpecialDateRow | null> {
  return await writeTransaction(deps.db, (tx) => {
    const row = tx.select().from(calendarAvailability).where(eq(calendarAvailability.id, id)).get();
    if (!row) throw notFound('That special date no longer exists.');
    // The owner chose to remove what they saw: a date changed meanwhile is shown again first.
    assertVersion(tx, { kind: 'special_date', recordId: row.id, version: row.version, values: specialDateValues(row) }, version);
    const before = specialDateValues(row);
    if (row.status === 'unavailable' && row.replacedSpecialDate) {
      const restored = restoreReplacedIn(tx, row.id, row.replacedSpecialDate);
      keepVersion(tx, { kind: 'special_date', recordId: row.id, version: restored.version, change: 'update', name: specialDateName(row), before, after: specialDateValues(restored), actor });
      return restored;
    }
    tx.delete(calendarAvailability).where(eq(calendarAvailability.id, row.id)).run();
    keepVersion(tx, { kind: 'special_date', recordId: row.id, version: row.version, change: 'delete', name: specialDateName(row), before, after: null, actor });
    return null;
  });
}

/** A block becomes again the special date it replaced (in the caller's transaction). */
export function restoreReplacedIn(tx: Transaction, blockId: string, replaced: ReplacedSpecialDate): SpecialDateRow {
  return tx
    .update(calendarAvailability)
    .set({ ...replaced, blockedForBookingId: null, replacedSpecialDate: null })
    .where(eq(calendarAvailability.id, blockId))
    .returning()
    .get()!;
}
