import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { ownerAlertSettings, ownerNotices, type NoticeOffer } from '../../db/schema/index.ts';
import { nextVersion } from '../../db/schema/columns.ts';
import { emailLayout, paragraphsHtml } from '../../email/layout.ts';
import { badInput, notFound, stateConflict } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { OWNER_ALERT_KINDS, OWNER_ALERTS, NOTICE_MESSAGES, type OwnerAlertKind, type OwnerNoticeKind } from '../../../shared/notices.ts';
import { adminSectionPath } from '../../../shared/routes.ts';
import { venueEmailContext } from '../settings/index.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';

/*
 * Owner notices: what the venue hears as it happens. A notice is written in the transaction of
 * what it is about (stored, so a restart loses none; (kind, subject) unique, so a retry never
 * doubles one), and open admin screens hear of it through ownerNoticesChanged. The four alerts
 * (an acceptance, a refused acceptance, a payment overdue, a hold expiring) also e-mail the
 * venue's inbox through the outbox, and each can be switched off (Follow-ups screen); a switched
 * off alert writes nothing.
 */

export type NoticeServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox'>;
export type NoticeRow = typeof ownerNotices.$inferSelect;

export function isAlertKind(kind: OwnerNoticeKind): kind is OwnerAlertKind {
  return (OWNER_ALERT_KINDS as readonly string[]).includes(kind);
}

export function alertEnabled(db: DB | Transaction, kind: OwnerAlertKind): boolean {
  return db.select().from(ownerAlertSettings).where(eq(ownerAlertSettings.kind, kind)).get()?.enabled ?? true;
}

/** An alert as the owner sees it; one never switched is on, at version 0. */
function alertOf(db: DB | Transaction, kind: OwnerAlertKind) {
  const row = db.select().from(ownerAlertSettings).where(eq(ownerAlertSettings.kind, kind)).get();
  return { kind, ...OWNER_ALERTS[kind], enabled: row?.enabled ?? true, version: row?.version ?? 0 };
}

export function ownerAlerts(db: DB) {
  return OWNER_ALERT_KINDS.map((kind) => alertOf(db, kind));
}

/**
 * Switches an alert on the version the owner was shown (absent: not checked). A switch made on an
 * alert switched since in another tab is refused (CONFLICT) and writes nothing; a switch to what
 * the alert already is writes nothing; every switch is kept in the saved versions.
 */
export async function setOwnerAlert(
  deps: Pick<NoticeServices, 'db' | 'pubsub'>,
  input: { kind: OwnerAlertKind; enabled: boolean; version?: number | null },
  actor: VersionActor = { userId: null },
) {
  const changed = await writeTransaction(deps.db, (tx) => {
    const before = alertOf(tx, input.kind);
    assertVersion(tx, { kind: 'owner_alert', recordId: input.kind, version: before.version, values: { enabled: before.enabled } }, input.version, 'switch');
    if (before.enabled === input.enabled) return false;
    const saved = tx
      .insert(ownerAlertSettings)
      .values({ kind: input.kind, enabled: input.enabled })
      .onConflictDoUpdate({ target: ownerAlertSettings.kind, set: { enabled: input.enabled, version: nextVersion, updatedAt: new Date() } })
      .returning()
      .get();
    keepVersion(tx, {
      kind: 'owner_alert',
      recordId: input.kind,
      version: saved.version,
      change: 'update',
      name: before.label,
      before: { enabled: before.enabled },
      after: { enabled: saved.enabled },
      actor,
    });
    return true;
  });
  if (changed) deps.pubsub.publish('followUpsChanged', { kind: 'hold_expiring' });
  return alertOf(deps.db, input.kind);
}

export interface NoticeInput {
  kind: OwnerNoticeKind;
  subjectKey: string;
  title: string;
  body: string;
  bookingId?: string | null;
  inquiryId?: string | null;
  offer?: NoticeOffer | null;
  /** The client whose e-mail is the reply-to of the alert to the venue. */
  clientEmail?: string | null;
  /** The alert's e-mail to the venue, when it says more than the notice (a copy of a reminder). */
  email?: { kind: string; subject: string; text: string; html: string };
}

/**
 * Writes a notice in the caller's transaction, once per (kind, subject); an alert also e-mails the
 * venue's inbox. Nothing when the alert is switched off or the notice exists. Returns the new row.
 */
export function noticeIn(deps: NoticeServices, tx: Transaction, input: NoticeInput): NoticeRow | null {
  if (isAlertKind(input.kind) && !alertEnabled(tx, input.kind)) return null;
  const row = tx
    .insert(ownerNotices)
    .values({
      kind: input.kind,
      subjectKey: input.subjectKey,
      title: input.title,
      body: input.body,
      bookingId: input.bookingId ?? null,
      inquiryId: input.inquiryId ?? null,
      offer: input.offer ?? null,
      createdAt: deps.config.now(),
    })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!row) return null;
  if (isAlertKind(input.kind)) {
    const venue = venueEmailContext(deps.db, deps.config);
    const link = `${venue.publicUrl}${adminSectionPath(input.bookingId ? 'bookings' : 'inquiries')}`;
    deps.outbox.enqueue(
      input.email ? { ...input.email, to: venue.venueEmail, replyTo: input.clientEmail ?? null } : {
        kind: `owner_alert_${input.kind}`,
        to: venue.venueEmail,
        replyTo: input.clientEmail ?? null,
        subject: input.title,
        text: [input.title, '', input.body, '', `Open the admin: ${link}`].join('\n'),
        html: emailLayout({ venueName: venue.venueName, heading: input.title, bodyHtml: paragraphsHtml([input.body, `Open the admin: ${link}`]) }),
      },
      tx,
    );
  }
  // Heard after this transaction commits (listeners run later in the event loop).
  setImmediate(() => deps.pubsub.publish('ownerNoticesChanged', { noticeId: row.id }));
  return row;
}

/** The newest notices first (at most `first`), and how many are unread. */
export function listNotices(db: DB, first = 50) {
  const notices = db.select().from(ownerNotices).orderBy(desc(ownerNotices.createdAt)).limit(Math.min(Math.max(first, 1), 200)).all();
  const unread = db.select({ id: ownerNotices.id }).from(ownerNotices).where(isNull(ownerNotices.readAt)).all().length;
  return { notices, unread };
}

export function noticesAbout(db: DB | Transaction, bookingId: string, kind?: OwnerNoticeKind): NoticeRow[] {
  return db
    .select()
    .from(ownerNotices)
    .where(and(eq(ownerNotices.bookingId, bookingId), kind ? eq(ownerNotices.kind, kind) : undefined))
    .orderBy(ownerNotices.createdAt)
    .all();
}

/** Marks the notices given (all unread when none is given) as read. */
export async function markNoticesRead(deps: Pick<NoticeServices, 'db' | 'config' | 'pubsub'>, ids: readonly string[] | null) {
  const now = deps.config.now();
  const changed = await writeTransaction(deps.db, (tx) =>
    tx
      .update(ownerNotices)
      .set({ readAt: now })
      .where(and(isNull(ownerNotices.readAt), ids ? inArray(ownerNotices.id, [...ids]) : undefined))
      .returning({ id: ownerNotices.id })
      .all(),
  );
  if (changed.length) deps.pubsub.publish('ownerNoticesChanged', { noticeId: null });
  return changed.length;
}

export function findNotice(db: DB | Transaction, id: string): NoticeRow {
  const notice = db.select().from(ownerNotices).where(eq(ownerNotices.id, id)).get();
  if (!notice) throw notFound(NOTICE_MESSAGES.noticeGone);
  return notice;
}

/** Checks that a notice still offers something; returns the offer. */
export function offerOf(notice: NoticeRow): NoticeOffer {
  if (!notice.offer) throw badInput(NOTICE_MESSAGES.nothingToOffer, 'id');
  if (notice.offeredAt) throw stateConflict(NOTICE_MESSAGES.alreadyOffered, 'offered');
  return notice.offer;
}

export function markOfferedIn(tx: Transaction, id: string, now: Date) {
  tx.update(ownerNotices).set({ offeredAt: now, readAt: now }).where(eq(ownerNotices.id, id)).run();
}
